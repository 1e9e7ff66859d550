import { useTranslation } from 'react-i18next';
import { useAlertStack } from './AlertContext';

/** The visible alerts, newest last, announced to screen readers. */
export function AlertStack() {
  const { alerts, dismiss } = useAlertStack();
  const { t } = useTranslation('app');
  return (
    <div className="alert-stack" aria-live="polite" role="status">
      {alerts.map((alert) => (
        <div key={alert.id} className={`alert alert-${alert.type}`} role={alert.type === 'danger' ? 'alert' : undefined}>
          <span>{alert.text}</span>
          <button type="button" className="alert-close" onClick={() => dismiss(alert.id)} aria-label={t('alerts.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
