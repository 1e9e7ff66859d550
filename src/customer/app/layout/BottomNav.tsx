import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { bottomNavItems, type NavKey } from '../../../domain/text/navigation';
import { locationCodeFromPath } from '../../shared/currentLocation';
import { useCurrentLocation } from '../../shared/hooks';
import { useNavBadges } from '../navBadges';
import { NavIcon } from './navIcons';

/** Which item a path belongs to, so the current screen's item is highlighted. */
export function navKeyForPath(pathname: string): NavKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/locations' || path === '/user/locations') return 'locations';
  if (path === '/user_orders' || path.startsWith('/order/')) return 'orders';
  if (path.startsWith('/cart')) return 'cart';
  if (path === '/user' || path.startsWith('/user/')) return 'user';
  if (path === '/options' || path === '/recipes' || path === '/page' || path.startsWith('/page/')) return 'options';
  if (path === '/' || path === '/home' || path.startsWith('/product/') || locationCodeFromPath(path) !== null) return 'home';
  return null;
}

export function BottomNav() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const { code } = useCurrentLocation();
  const items = bottomNavItems(useNavBadges());
  const current = navKeyForPath(pathname);
  const targets: Record<NavKey, string> = {
    home: `/${code}`,
    cart: '/cart',
    orders: '/user_orders',
    user: '/user',
    locations: '/locations',
    options: '/options',
  };

  return (
    <nav className="bottom-nav" data-testid="bottom-nav" aria-label={t('nav.label')}>
      {items.map((item) => (
        <Link
          key={item.key}
          to={targets[item.key]}
          className={['bottom-nav-item', item.highlighted ? 'highlighted' : ''].filter(Boolean).join(' ')}
          aria-current={current === item.key ? 'page' : undefined}
          data-nav={item.key}
        >
          <span className="nav-icon-wrap">
            <NavIcon name={item.key} />
            {item.badge !== undefined && (
              <span className="nav-badge" aria-label={t('nav.cartBadge', { count: item.badge })}>
                {item.badge}
              </span>
            )}
          </span>
          <span className="nav-label">{t(`nav.${item.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
