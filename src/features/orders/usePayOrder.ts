import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../app/hooks';
import { postGatewayForm } from '../../data/gatewayForm';
import { payOrderByCard } from '../../data/orders';

/** Pays an unpaid pick-up order again by card: the gateway form for the same order, or a warning. */
export function usePayOrder(orderId: number) {
  const { t } = useTranslation('orders');
  const alert = useAlert();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    const form = await payOrderByCard(orderId);
    if (form) return postGatewayForm(form); // the page leaves for the gateway
    setBusy(false);
    alert({ type: 'warning', text: t('errors.retrievingInformation') });
  };
  return { busy, setBusy, pay };
}
