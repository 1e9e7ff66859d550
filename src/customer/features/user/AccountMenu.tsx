import { useTranslation } from 'react-i18next';
import { APP_VARIANT, useFeatureFlags } from '../../shared/hooks';
import type { IconName } from '../../../ui/Icon';
import { LinkList } from '../../../ui/LinkList';

type MenuLink = { to: string; icon: IconName; label: string; shown: boolean };

/** The account menu of /user; the lf variant and the feature flags hide addresses and delivery orders. */
export function AccountMenu() {
  const { t } = useTranslation('user');
  const flags = useFeatureFlags();
  const fullVariant = APP_VARIANT !== 'lf';
  const links: MenuLink[] = [
    { to: '/user/settings', icon: 'page', label: t('menu.settings'), shown: true },
    { to: '/user/loyalty', icon: 'bolt', label: t('menu.loyalty'), shown: true },
    { to: '/user/address', icon: 'home', label: t('menu.addresses'), shown: flags.menu_address && fullVariant },
    { to: '/user/invoices', icon: 'receipt', label: t('menu.invoices'), shown: true },
    { to: '/user/deliver_orders', icon: 'truck', label: t('menu.deliveryOrders'), shown: flags.menu_delivery_orders && fullVariant },
    { to: '/user/recommend_friends', icon: 'gift', label: t('menu.recommendFriends'), shown: true },
    { to: '/user/locations', icon: 'pin', label: t('menu.locations'), shown: true },
    { to: '/user/data', icon: 'page', label: t('dataExport:menu'), shown: true },
  ];
  return (
    <nav className="account-nav" aria-label={t('menu.label')}>
      <LinkList links={links.filter((link) => link.shown)} />
    </nav>
  );
}
