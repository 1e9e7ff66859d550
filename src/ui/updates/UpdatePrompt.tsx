import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../data/logging';
import { whenIdle } from '../../data/whenIdle';
import { registerServiceWorker } from './serviceWorkerRegistration';

/** Registers the service worker and offers the new version when one is waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation('app');
  const [activate, setActivate] = useState<(() => void) | null>(null);

  useEffect(() => {
    // In idle time: the worker's install fetches the whole precache, which must not compete with the start.
    // No toast when it is ready: on a first visit it would cover the catalogue.
    void whenIdle().then(() =>
      registerServiceWorker({
        onNeedRefresh: (activateUpdate) => setActivate(() => activateUpdate),
        onOfflineReady: () => void log.info('The app now opens offline', 'sw'),
        onError: (error) => void log.warn(`Service worker registration failed: ${String(error)}`, 'sw'),
      }),
    );
    // Registration happens once per page load.
  }, []);

  if (!activate) return null;
  return (
    <aside className="update-prompt" role="alert" data-testid="update-prompt">
      <span>{t('update.available')}</span>
      <div className="update-prompt-actions">
        <button type="button" className="secondary outline" onClick={() => setActivate(null)}>
          {t('update.later')}
        </button>
        <button type="button" onClick={activate} data-testid="update-reload">
          {t('update.reload')}
        </button>
      </div>
    </aside>
  );
}
