import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '../../app/hooks';
import { submitOrder } from '../../data/orders';
import { postGatewayForm } from '../../data/gatewayForm';

/** Spec §2 redirect card payment: create the order (10005), then POST the signed form to the gateway. */
export function usePayByCard() {
  const { t } = useTranslation('cart');
  const alert = useAlert();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function pay() {
    if (busy) return;
    setBusy(true);
    try {
      const { order, payment } = await submitOrder(10005);
      // An order paid wholly with ritmitos needs no gateway: it is already settled.
      if (payment) postGatewayForm(payment);
      else navigate(`/pok?order=${order.orderId}`);
    } catch {
      alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
      setBusy(false);
    }
  }
  return { busy, pay };
}
