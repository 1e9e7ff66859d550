import { useTranslation } from 'react-i18next';
import { deliveryTrackerStages } from '../../../../domain/orders/deliveryStatus';

/** Tracker: a checked box, in the highlight colour, for every stage at or below the order's status. */
export function DeliveryTracker({ statusId }: { statusId: number }) {
  const { t } = useTranslation('deliveryOrders');
  return (
    <ol className="delivery-tracker" data-testid="delivery-tracker" aria-label={t('stages.label')}>
      {deliveryTrackerStages(statusId).map((stage) => (
        <li key={stage.id} className={stage.checked ? 'checked' : undefined} data-testid="delivery-stage" data-checked={stage.checked}>
          <span className="delivery-stage-box" aria-hidden="true">
            {stage.checked ? '✓' : ''}
          </span>
          <span className="delivery-stage-label">{t(`stages.${stage.key}`)}</span>
        </li>
      ))}
    </ol>
  );
}
