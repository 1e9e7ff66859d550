import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../shared/hooks';
import { cancelOrder, payOrderByCard } from '../../../data/orders/actions';
import type { OrderKind } from '../../../data/orders/mirror';
import { ORDER_KINDS } from './orderKinds';

/**
 * An unpaid order of either kind: pay it again by card (the gateway form for the same order) or cancel it;
 * a warning when the call fails, with the server's words when the shop is closed now (they name the next
 * pick-up time today).
 */
export function useOrderActions(kind: OrderKind, orderId: number) {
  const { t } = useTranslation(ORDER_KINDS[kind].namespace);
  const alert = useAlert();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    const refusal = await payOrderByCard(kind, orderId);
    if (!refusal) return; // the page leaves for the gateway
    setBusy(false);
    if (refusal.kind === 'shopClosed') alert({ type: 'warning', text: refusal.message ?? t('errors.shopClosed'), timeoutSeconds: 10 });
    else alert({ type: 'warning', text: t('errors.retrievingInformation') });
  };
  const cancel = async () => {
    setBusy(true);
    const cancelled = await cancelOrder(kind, orderId);
    setBusy(false);
    if (!cancelled) alert({ type: 'warning', text: t('errors.savingData') });
  };
  return { busy, pay, cancel };
}
