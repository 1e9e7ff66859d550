import { useTranslation } from 'react-i18next';
import { progressSteps } from '../../../../data/orders/pickup';

/** Every step whose status id is at or below the order's current status is ticked. */
export function ProgressChecklist({ statusId }: { statusId: number }) {
  const { t } = useTranslation('orders');
  return (
    <ol className="order-progress" data-testid="order-progress">
      {progressSteps(statusId).map((step) => (
        <li key={step.id} className={step.done ? 'done' : undefined} data-done={step.done}>
          <span className="order-progress-box" aria-hidden="true">
            {step.done ? '✓' : ''}
          </span>
          {t(`steps.${step.key}`)}
        </li>
      ))}
    </ol>
  );
}
