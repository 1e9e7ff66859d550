import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ManageShop } from '../../api/contract/manage/shops';
import { LOCATION_TYPE } from '../../api/contract/customer/locations';
import { can } from '../../domain/people/permissions';
import { rangesFor } from '../../domain/schedule/schedule';
import { shopMomentOf } from '../../domain/schedule/shopTime';
import { useManageSession } from '../shell/manageContext';
import { localText } from './formBits';

/** Today's hours in the shop's own zone, as customers see them: "08:00–14:00 · 17:00–20:00" or closed. */
export function todayText(shop: ManageShop, closed: string, now = new Date()): string {
  const ranges = rangesFor(shop.schedule, shopMomentOf(now, shop.timeZone));
  return ranges.length === 0 ? closed : ranges.map(([open, close]) => `${open}–${close}`).join(' · ');
}

/** The member's shops: name, code, type and today's hours, with what they may do to each. */
export function ShopList({ shops }: { shops: ManageShop[] }) {
  const { t, i18n } = useTranslation('manage');
  const { member } = useManageSession();
  const sorted = [...shops].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  return (
    <section aria-labelledby="bo-shops-title">
      <header className="bo-head">
        <h1 id="bo-shops-title">{t('shops.list.title')}</h1>
        {can(member, 'shop.create') && (
          <Link to="new" role="button" data-testid="bo-shop-new">
            {t('shops.list.new')}
          </Link>
        )}
      </header>
      {sorted.length === 0 && <p>{t('shops.list.empty')}</p>}
      <ul className="bo-cards" data-testid="bo-shop-list">
        {sorted.map((shop) => (
          <li key={shop.code}>
            <article className="bo-card" data-testid={`bo-shop-${shop.code}`}>
              <h2>
                {localText(shop.name, i18n.language)} <small className="bo-code">{shop.code}</small>
              </h2>
              <dl className="bo-facts">
                <div>
                  <dt>{t('shops.list.type')}</dt>
                  <dd>{t(shop.typeId === LOCATION_TYPE.homeDelivery ? 'shops.type.delivery' : 'shops.type.shop')}</dd>
                </div>
                <div>
                  <dt>{t('shops.list.today')}</dt>
                  <dd data-testid="bo-shop-today">{todayText(shop, t('shops.hours.closed'))}</dd>
                </div>
                <div>
                  <dt>{t('shops.list.zone')}</dt>
                  <dd>{shop.timeZone}</dd>
                </div>
              </dl>
              <footer className="bo-actions">
                {can(member, 'shop.hours', shop.code) && (
                  <Link to={`${shop.code}/hours`} role="button" data-testid={`bo-shop-hours-${shop.code}`}>
                    {t('shops.list.hours')}
                  </Link>
                )}
                {can(member, 'shop.edit', shop.code) && (
                  <Link to={shop.code} role="button" className="secondary" data-testid={`bo-shop-edit-${shop.code}`}>
                    {t('shops.list.edit')}
                  </Link>
                )}
              </footer>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
