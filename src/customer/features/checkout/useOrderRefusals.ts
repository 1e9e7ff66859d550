import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../shared/hooks';
import { refreshAvailability } from '../../../data/availability';
import type { CartView } from '../../../data/cart/cart';
import { orderRefusalOf, type OrderRefusal } from '../../../data/orders/refusal';
import { soldOutCartLines } from '../../../domain/availability/cartAvailability';
import { isAvailableLine, shortCartLines, type PricedCart, type ShortCartLine } from '../../../domain/orders/cartChoices';
import { usePriceCheck } from './usePriceCheck';

type Translate = ReturnType<typeof useTranslation<'cart'>>['t'];

/** The alert text of a refusal that needs no dialog. */
function refusalText(refusal: OrderRefusal, sent: PricedCart, t: Translate): string {
  switch (refusal.kind) {
    case 'unavailable':
      return t('refusal.unavailable');
    case 'pickupTime':
      return t('pickupUnavailable');
    case 'shopClosed':
      return t('closedText');
    case 'notDeliverable': {
      const line = refusal.index === null ? undefined : sent.lines.filter(isAvailableLine)[refusal.index];
      return line ? t('refusal.notDeliverableLine', { title: line.title }) : t('refusal.notDeliverable');
    }
    case 'noDeliveryHere':
      return t('refusal.noDeliveryHere');
    case 'addressGone':
      return t('refusal.addressGone');
    case 'shopPaused':
      return refusal.message ?? t('refusalBusy.shopPaused');
    case 'slotFull':
      return refusal.message ?? t('refusalBusy.slotFull');
    default:
      return t('saveError');
  }
}

/**
 * What the checkout does with an order the server refused, one answer per reason: prices changed → the
 * price check; lines beyond the stock → `shortage`, for the dialog naming them (and a quiet
 * price check, so the cart's caps follow the stock and a changed price still gets its dialog); lines the
 * counter sold out meanwhile → the shop's availability read again, so the checkout's sold-out notice names
 * them; a busy shop's pause or full slot → the server's words, the availability read again (the pick-up
 * choice follows it) and, for a full slot, `onSlotFull` with the next free time; a signed-out customer is
 * told by the session itself; every other refusal → its own warning.
 */
export function useOrderRefusals(cart: CartView, locationCode: string, { onSlotFull }: { onSlotFull?: (nextFreeSlot: string | null) => void } = {}) {
  const { t } = useTranslation('cart');
  const alert = useAlert();
  const warn = useCallback((text: string) => alert({ type: 'warning', text, timeoutSeconds: 8 }), [alert]);
  const saveFailed = useCallback(() => warn(t('saveError')), [warn, t]);
  const unconfirmed = useCallback(() => warn(t('pricesUnconfirmed')), [warn, t]);
  const priceCheck = usePriceCheck(cart, locationCode, saveFailed, unconfirmed);
  const startPriceCheck = priceCheck.start;
  const [shortage, setShortage] = useState<ShortCartLine[] | null>(null);
  // One dialog at a time: a price review waits until the lines beyond the stock are settled.
  const review = shortage ? null : priceCheck.review;

  const refused = useCallback(
    (error: unknown, sent: PricedCart) => {
      const refusal = orderRefusalOf(error);
      if (refusal.kind === 'prices') {
        startPriceCheck(sent);
        return;
      }
      // The catalogue is fetched again (the cart's caps follow the stock); should a price have changed
      // too, its dialog follows once the lines are settled.
      if (refusal.kind === 'stock' || refusal.kind === 'unavailable') startPriceCheck(sent, true);
      if (refusal.kind === 'stock') {
        void refreshAvailability(locationCode).then((fresh) => {
          const soldOut = new Set(soldOutCartLines(sent, fresh?.soldOut ?? [], new Date()).map((line) => line.key));
          const short = shortCartLines(sent, refusal.lines).filter((line) => !soldOut.has(line.key));
          if (short.length > 0) setShortage(short);
          else if (soldOut.size === 0) warn(refusalText({ kind: 'unavailable' }, sent, t));
        });
        return;
      }
      if (refusal.kind === 'shopPaused' || refusal.kind === 'slotFull') {
        void refreshAvailability(locationCode);
        if (refusal.kind === 'slotFull') onSlotFull?.(refusal.nextFreeSlot);
      }
      if (refusal.kind !== 'signedOut') warn(refusalText(refusal, sent, t));
    },
    [startPriceCheck, warn, t, locationCode, onSlotFull],
  );

  /** A named line was lowered or removed: it leaves the dialog, which closes with the last one. */
  const settled = useCallback((key: string) => {
    setShortage((lines) => {
      const left = lines?.filter((line) => line.key !== key) ?? [];
      return left.length > 0 ? left : null;
    });
  }, []);

  return { refused, priceCheck: { ...priceCheck, review }, shortage, settled, dismissShortage: useCallback(() => setShortage(null), []) };
}
