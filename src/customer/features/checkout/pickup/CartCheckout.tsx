import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../api/contract';
import { ritmitosToggle } from '../../../../domain/orders/cart';
import type { PricedCart } from '../../../../domain/orders/cartChoices';
import { CartTotals } from '../CartTotals';
import { RitmitosShortNote } from '../RitmitosShortNote';
import { RitmitosSwitch } from '../RitmitosSwitch';
import { WalletButton } from '../WalletButton';
import { BizumButton } from '../BizumButton';
import { FullInvoiceChoice } from '../FullInvoiceChoice';
import { WaitingOrderNotice } from '../WaitingOrderNotice';

type CartCheckoutProps = {
  totals: PricedCart;
  /** The wait for "as soon as possible": the shop's real one when known, else the default rule (3 minutes a product, 5 to 15). */
  waitMinutes: number;
  language: Language;
  /** The shop takes orders now; closed, the totals show without the wait notice and payment buttons. */
  open: boolean;
  useRitmitos: boolean;
  ritmitosBalance: number | null;
  busy: boolean;
  /** Something must be settled before paying (a sold-out line): the payment buttons wait. */
  blocked?: boolean;
  onToggleRitmitos: (on: boolean) => void;
  onPayByCard: () => void;
  /** The same redirect as the card, on Bizum's page (shown only when the terminal offers Bizum). */
  onPayByBizum: () => void;
  onRefused: (error: unknown, sent: PricedCart) => void;
  /** The chosen pick-up time (ISO instant and shop clock); null or absent for "as soon as possible". */
  pickup?: { at: string; time: string } | null;
  /** An order waits for the network: said so, with its cancel. */
  waiting?: boolean;
  onCancelWaiting?: () => void;
};

/** Signed-in cart: loyalty toggle, totals with 2 decimals and, while open, the wait-time notice and payment buttons. */
export function CartCheckout({
  totals,
  waitMinutes,
  language,
  open,
  useRitmitos,
  ritmitosBalance,
  busy,
  blocked = false,
  onToggleRitmitos,
  onPayByCard,
  onPayByBizum,
  onRefused,
  pickup = null,
  waiting = false,
  onCancelWaiting = () => {},
}: CartCheckoutProps) {
  const { t } = useTranslation('cart');
  const nothingToPay = totals.totalPrice === 0;
  const toggle = ritmitosToggle(ritmitosBalance, useRitmitos);
  return (
    <>
      <RitmitosSwitch scope="cart" toggle={toggle} balance={ritmitosBalance} language={language} onToggle={onToggleRitmitos} />

      <RitmitosShortNote totals={totals} spendable={ritmitosBalance} testId="cart-ritmitos-short" />

      <CartTotals totals={totals} language={language} />

      <FullInvoiceChoice />

      {waiting && <WaitingOrderNotice onCancel={onCancelWaiting} />}

      {open && (
        <>
          <p className="note-box cart-important" data-testid="cart-wait">
            <strong>{t('importantTitle')}</strong> {pickup ? t('importantScheduled', { time: pickup.time }) : t('importantText', { minutes: waitMinutes })}
          </p>

          <div className="cart-pay">
            <button type="button" data-testid="pay-card" aria-busy={busy} disabled={busy || blocked} onClick={onPayByCard}>
              {nothingToPay ? t('confirmWithRitmitos') : t('payByCard')}
            </button>
            {!nothingToPay && <BizumButton busy={busy} disabled={blocked} onPay={onPayByBizum} />}
            {!nothingToPay && (
              <WalletButton priced={totals} destination={{ kind: 'pickup', pickupAt: pickup?.at }} disabled={busy || blocked} onRefused={onRefused} />
            )}
          </div>
        </>
      )}
    </>
  );
}
