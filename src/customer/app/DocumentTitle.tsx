import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { useOwnScreenName } from '../../ui/screenNameStore';
import { SCREEN_NAME_KEYS } from './screenNames';

/**
 * Titles the document after the shown screen, in the current language: "Carrito · Ritmo Café". The
 * screen's own name (a product's…) wins over its route's; a route without a name leaves the brand alone.
 */
export default function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const { t } = useTranslation('app');
  const location = useLocation();
  const ownName = useOwnScreenName();
  const routeId = matchRoutes(routes, location)?.at(-1)?.route.id;
  const key = routeId === undefined ? undefined : SCREEN_NAME_KEYS[routeId];
  const name = ownName ?? (key === undefined ? null : t(`screens.${key}`));
  const title = name ? t('screenTitle', { name, brand: t('brand') }) : t('brand');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
