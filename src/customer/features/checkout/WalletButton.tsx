import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PaymentConfig } from '../../../api/contract';
import { useAlert } from '../../shared/hooks';
import { clearCart } from '../../../data/cart/cart';
import { payOrderByWallet } from '../../../data/orders/actions';
import type { PaymentRefusal } from '../../../data/orders/paymentRefusal';
import { placeCheckoutOrder, type OrderDestination } from '../../../data/orders/checkout';
import { fetchPaymentConfig, OrderRefusedError } from '../../../data/orders/pickup';
import { OrderCancelledError } from '../../../data/orders/waitingOrder';
import { PAYMENT_TYPE } from '../../../domain/pricing/paymentMethods';
import type { PricedCart } from '../../../domain/orders/cartChoices';
import { paidPagePath } from './paidPagePath';
import { isWalletCancel, loadGooglePay, paymentDataRequest, readyToPayRequest, sandboxPaymentInfo, type PaymentsClient } from './googlePay';

class WalletCancelled extends Error {}

/** The server did not take the wallet's payment: the shop closed meanwhile (its words), or the call failed. */
class WalletRefused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super('Wallet payment refused');
  }
}

/**
 * Wallet flow, either kind: the order (10004, which keeps the cart) is created from the priced cart
 * shown, paid with the wallet's result (asked for once the order exists), then the cart is emptied; the
 * answer is the page to show.
 */
async function walletCheckout(priced: PricedCart, destination: OrderDestination, paymentInfo: () => Promise<string>): Promise<string> {
  const { order } = await placeCheckoutOrder(priced, PAYMENT_TYPE.wallet, destination);
  const refusal = await payOrderByWallet(destination.kind, order.orderId, await paymentInfo());
  if (refusal) throw new WalletRefused(refusal);
  await clearCart();
  return paidPagePath(destination.kind, order.orderId);
}

/**
 * Wallet button of the checkout (pick-up or delivery): a closed sheet goes to /, a
 * failure warns 'Error saving data'. The Google Pay button shows only when its script loads; the sandbox
 * wallet shows when the server says demo mode. The order is the priced cart shown; the server refusing it
 * goes to `onRefused` with that cart (see useOrderRefusals).
 */
export function WalletButton({
  priced,
  disabled = false,
  destination,
  onRefused,
}: {
  priced: PricedCart;
  disabled?: boolean;
  destination: OrderDestination;
  onRefused: (error: unknown, sent: PricedCart) => void;
}) {
  const { totalPrice } = priced;
  const { t } = useTranslation('orders');
  const alert = useAlert();
  const navigate = useNavigate();
  const [config, setConfig] = useState<PaymentConfig>();
  const [googlePay, setGooglePay] = useState<PaymentsClient>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void (async () => {
      const answer = await fetchPaymentConfig();
      if (!active || !answer) return;
      setConfig(answer);
      const google = await loadGooglePay();
      if (!google || !active) return;
      const client = new google.payments.api.PaymentsClient({ environment: answer.walletEnvironment });
      const ready = await client.isReadyToPay(readyToPayRequest()).catch(() => ({ result: false }));
      if (active && ready.result) setGooglePay(client);
    })();
    return () => {
      active = false;
    };
  }, []);

  const pay = async (paymentInfo: () => Promise<string>) => {
    setBusy(true);
    try {
      navigate(await walletCheckout(priced, destination, paymentInfo));
    } catch (error) {
      // An order the customer cancelled while it waited for the network needs no word: they asked for it.
      if (error instanceof WalletCancelled) navigate('/');
      else if (error instanceof OrderRefusedError) onRefused(error, priced);
      else if (error instanceof WalletRefused && error.refusal.kind === 'shopClosed')
        alert({ type: 'warning', text: error.refusal.message ?? t('errors.shopClosed'), timeoutSeconds: 10 });
      else if (!(error instanceof OrderCancelledError)) alert({ type: 'warning', text: t('errors.savingData') });
    } finally {
      setBusy(false);
    }
  };

  const payWithGoogle = () =>
    pay(async () => {
      if (!googlePay || !config) throw new Error('Google Pay is not ready');
      try {
        return JSON.stringify(await googlePay.loadPaymentData(paymentDataRequest(config, totalPrice)));
      } catch (error) {
        if (isWalletCancel(error)) throw new WalletCancelled();
        throw error;
      }
    });

  if (!config || (!googlePay && !config.sandboxWallet)) return null;
  return (
    <div className="wallet-buttons">
      {googlePay && (
        <button type="button" className="wallet-google" onClick={() => void payWithGoogle()} disabled={disabled || busy} data-testid="pay-wallet">
          {t('wallet.label')}
        </button>
      )}
      {config.sandboxWallet && (
        <button
          type="button"
          className="secondary"
          onClick={() => void pay(async () => sandboxPaymentInfo())}
          disabled={disabled || busy}
          data-testid={googlePay ? 'pay-wallet-sandbox' : 'pay-wallet'}
        >
          {t('wallet.sandbox')}
        </button>
      )}
    </div>
  );
}
