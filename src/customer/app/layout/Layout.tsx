import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useSessionEndedAlert } from '../../features/login/useSessionEndedAlert';
import { useRejectedWriteAlert } from '../../../ui/alerts/useRejectedWriteAlert';
import { AlertStack } from '../../../ui/alerts/AlertStack';
import { useUnknownShop } from '../../shared/hooks';
import { useScreenVisit } from '../HashHistoryRouter';
import { RenderErrorBoundary } from '../RenderErrorBoundary';
import { ScreenFallback } from '../../../ui/ScreenFallback';
import { useRememberPathLocation } from '../useRememberPathLocation';
import { BottomNav } from './BottomNav';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { UpdatePrompt } from '../../../ui/updates/UpdatePrompt';
import { useScrollRestoration } from './useScrollRestoration';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/** Rare (a mistyped or closed shop's link): its code loads when it shows, not with every start. */
const UnknownShopScreen = lazy(() => import('../screens/UnknownShopScreen').then((module) => ({ default: module.UnknownShopScreen })));

/**
 * The screen, memoised: the frame re-renders when a store it reads changes (the saved location right
 * after the hydration, the cart badge...), and the screen must not re-render with it. While the screen's
 * server-rendered content is still being hydrated (in slices, a transition), such a re-render would
 * force the rest of that hydration into one synchronous, long task.
 */
const Screen = memo(function Screen({ visit, unknownShop }: { visit: string; unknownShop: string | null }) {
  return (
    <RenderErrorBoundary key={visit}>
      <Suspense fallback={<ScreenFallback />}>
        {/* A shop the list does not hold is refused for every screen under it. */}
        {unknownShop === null ? <Outlet /> : <UnknownShopScreen code={unknownShop} />}
      </Suspense>
    </RenderErrorBoundary>
  );
});

/** The frame around every screen: top bar, the screen, footer, cookie banner, bottom navigation, alerts. */
export function Layout() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const visit = useScreenVisit() ?? pathname;
  const unknownShop = useUnknownShop();
  useRememberPathLocation();
  useScrollRestoration();
  useSessionEndedAlert();
  useRejectedWriteAlert();
  useFocusOnNavigation();
  return (
    <div className="app-shell">
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Screen visit={visit} unknownShop={unknownShop} />
      </main>
      <Footer />
      <CookieBanner />
      <BottomNav />
      <AlertStack />
      {/* Registers the service worker in an effect, after the first paint. */}
      <UpdatePrompt />
    </div>
  );
}
