import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSessionEndedAlert } from '../../features/login/useSessionEndedAlert';
import { useRejectedWriteAlert } from '../alerts/useRejectedWriteAlert';
import { AlertStack } from '../alerts/AlertStack';
import { ScreenFallback } from '../screens/ScreenFallback';
import { useRememberPathLocation } from '../useRememberPathLocation';
import { BottomNav } from './BottomNav';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { useFocusOnNavigation } from './useFocusOnNavigation';

// Loaded after the first render: it registers the service worker, which is never urgent.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })));

/** The frame around every screen: top bar, the screen, footer, cookie banner, bottom navigation, alerts. */
export function Layout() {
  const { t } = useTranslation('app');
  useRememberPathLocation();
  useSessionEndedAlert();
  useRejectedWriteAlert();
  useFocusOnNavigation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link" onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}>
        {t('skipToContent')}
      </a>
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <BottomNav />
      <AlertStack />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
