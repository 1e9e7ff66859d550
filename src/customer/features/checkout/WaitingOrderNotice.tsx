import { useTranslation } from 'react-i18next';
import './soldOutLines.css';
import './waitingOrder.css';

/**
 * The order stored while there was no network: it waits, will be sent by itself, and may be cancelled
 * (the cart stays). Paying again meanwhile sends this same order, never a second one.
 */
export function WaitingOrderNotice({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <section className="pause-notice waiting-order" role="status" data-testid="order-waiting">
      <p className="pause-notice-title">{t('waitingOrder.title')}</p>
      <p>{t('waitingOrder.text')}</p>
      <button type="button" className="secondary outline" data-testid="order-waiting-cancel" onClick={onCancel}>
        {t('waitingOrder.cancel')}
      </button>
    </section>
  );
}
