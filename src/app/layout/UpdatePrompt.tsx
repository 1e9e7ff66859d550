import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { log } from '../../data/logging';
import { useAlert } from '../alerts/AlertContext';

/** Registers the service worker and offers the new version when one is waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation('app');
  const alert = useAlert();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      void log.warn(`Service worker registration failed: ${String(error)}`, 'sw');
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    alert({ type: 'success', text: t('alerts.offlineReady') });
    setOfflineReady(false);
  }, [offlineReady, alert, setOfflineReady, t]);

  if (!needRefresh) return null;
  return (
    <aside className="update-prompt" role="alert">
      <span>{t('update.available')}</span>
      <div className="update-prompt-actions">
        <button type="button" className="secondary outline" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </button>
        <button type="button" onClick={() => void updateServiceWorker(true)}>
          {t('update.reload')}
        </button>
      </div>
    </aside>
  );
}
