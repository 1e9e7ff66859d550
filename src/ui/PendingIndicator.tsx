import { useTranslation } from 'react-i18next';

/** Says that a change is stored on this device and waits for the network (interface: pending writes). */
export function PendingIndicator() {
  const { t } = useTranslation('outbox');
  return (
    <span className="pending-indicator" data-testid="pending-indicator" role="status">
      <span className="pending-indicator-dot" aria-hidden="true" />
      {t('pending')}
    </span>
  );
}
