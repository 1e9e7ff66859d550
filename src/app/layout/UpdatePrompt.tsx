import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../data/logging';
import { useAlert } from '../alerts/AlertContext';
import { registerServiceWorker } from './serviceWorkerRegistration';

/** Registers the service worker and offers the new version when one is waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation('app');
  const alert = useAlert();
  const [activate, setActivate] = useState<(() => void) | null>(null);

  useEffect(() => {
    void registerServiceWorker({
      onNeedRefresh: (activateUpdate) => setActivate(() => activateUpdate),
      onOfflineReady: () => alert({ type: 'success', text: t('alerts.offlineReady') }),
      onError: (error) => void log.warn(`Service worker registration failed: ${String(error)}`, 'sw'),
    });
    // Registration happens once per page load.
  }, []);

  if (!activate) return null;
  return (
    <aside className="update-prompt" role="alert">
      <span>{t('update.available')}</span>
      <div className="update-prompt-actions">
        <button type="button" className="secondary outline" onClick={() => setActivate(null)}>
          {t('update.later')}
        </button>
        <button type="button" onClick={activate}>
          {t('update.reload')}
        </button>
      </div>
    </aside>
  );
}
