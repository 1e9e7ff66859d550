import { useTranslation } from 'react-i18next';
import { APP_VARIANT, clearCacheAndReload, useCurrentLocation, useFeatureFlags } from '../../shared/hooks';
import { useHomeData } from '../../../data/hooks';
import { APP_VERSION } from '../../../domain/constants';
import { LanguagePicker } from './LanguagePicker';
import { MenuEntries } from './MenuEntries';
import './options.css';
import { LinkList } from '../../../ui/LinkList';

/** Options menu: account links, dynamic menus, clear cache, language and version. */
export default function OptionsScreen() {
  const { t } = useTranslation('options');
  const flags = useFeatureFlags();
  const { code } = useCurrentLocation();
  const home = useHomeData(code);
  const fullVariant = APP_VARIANT !== 'lf';

  const accountLinks = [
    { to: '/user/deliver_orders', icon: 'truck' as const, label: t('deliveryOrders'), shown: flags.menu_delivery_orders && fullVariant },
    { to: '/user/loyalty', icon: 'bolt' as const, label: t('loyalty'), shown: true },
    { to: '/user/invoices', icon: 'receipt' as const, label: t('invoices'), shown: true },
    { to: '/user/recommend_friends', icon: 'gift' as const, label: t('inviteFriend'), shown: true },
    { to: '/recipes', icon: 'coffee' as const, label: t('recipes'), shown: true },
    { to: '/user/address', icon: 'home' as const, label: t('addresses'), shown: flags.menu_address && fullVariant },
  ].filter((link) => link.shown);

  const clearCache = () => {
    if (window.confirm(t('clearCacheConfirm'))) void clearCacheAndReload();
  };

  return (
    <section className="options-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <LinkList links={accountLinks} />

      {home.data && home.data.menus.length > 0 && (
        <section className="options-section">
          <h2>{t('information')}</h2>
          <MenuEntries entries={home.data.menus} />
        </section>
      )}

      <section className="options-section">
        <h2>{t('language')}</h2>
        <LanguagePicker />
      </section>

      <section className="options-section">
        <h2>{t('storage')}</h2>
        <p className="options-hint">{t('clearCacheHint')}</p>
        <button type="button" className="secondary outline" onClick={clearCache}>
          {t('clearCache')}
        </button>
      </section>

      <p className="options-version">{t('version', { version: APP_VERSION })}</p>
    </section>
  );
}
