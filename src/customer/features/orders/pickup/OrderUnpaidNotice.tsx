import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../api/contract';
import { useOrderActions } from '../useOrderActions';

/** In place of the pick-up QR while the order is not paid: says so and offers to pay it by card. */
export function OrderUnpaidNotice({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { busy, pay } = useOrderActions('pickup', order.orderId);
  return (
    <section className="order-unpaid" data-testid="order-unpaid" aria-labelledby="order-unpaid-title">
      <h2 id="order-unpaid-title">{t('order.unpaidTitle')}</h2>
      <p>{t('order.unpaidText')}</p>
      <button type="button" onClick={() => void pay()} disabled={busy} aria-busy={busy} data-testid="order-pay">
        {t('pay')}
      </button>
    </section>
  );
}
