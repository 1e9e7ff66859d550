import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { refreshDeliveryOrders } from '../../data/deliveryOrders';
import { refreshInvoices } from '../../data/invoices';
import './deliveryOrders.css';

type Props = { kind: 'paymentOk' | 'paymentFailed'; testId: 'pdok-continue' | 'pdko-continue' };

/**
 * Spec §2 /pdok and /pdko (DESIGN §3): title, message and Continue to /user/deliver_orders. The gateway's
 * return proves nothing (its notification does), so the modal only refreshes the orders from the server.
 */
function DeliveryPaymentResultModal({ kind, testId }: Props) {
  const { t } = useTranslation('deliveryOrders');
  const navigate = useNavigate();

  useEffect(() => {
    void refreshDeliveryOrders();
    // A paid order has its invoice now: keep it on the device before the customer goes offline.
    if (kind === 'paymentOk') void refreshInvoices();
  }, [kind]);

  const close = () => navigate('/user/deliver_orders', { replace: true });
  return (
    <dialog open className="delivery-payment-result" aria-labelledby="delivery-payment-title" onCancel={close}>
      <article>
        <h2 id="delivery-payment-title">{t(`${kind}.title`)}</h2>
        <p>{t(`${kind}.message`)}</p>
        {kind === 'paymentFailed' && <p>{t('paymentFailed.payAgain')}</p>}
        <footer>
          <button type="button" onClick={close} data-testid={testId} autoFocus>
            {t('continue')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}

export function DeliveryPaymentOkModal() {
  return <DeliveryPaymentResultModal kind="paymentOk" testId="pdok-continue" />;
}

export function DeliveryPaymentFailedModal() {
  return <DeliveryPaymentResultModal kind="paymentFailed" testId="pdko-continue" />;
}
