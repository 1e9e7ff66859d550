import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PaymentConfig } from '../../api/contract';
import { useAlert } from '../hooks';
import { clearCart } from '../../data/cart';
import { fetchPaymentConfig, OrderRefusedError, payOrderByWallet, submitOrder } from '../../data/orders';
import { PAYMENT_TYPE } from '../../domain/paymentMethods';
import type { PricedCart } from '../../domain/cartChoices';
import { isWalletCancel, loadGooglePay, paymentDataRequest, readyToPayRequest, sandboxPaymentInfo, type PaymentsClient } from './googlePay';

class WalletCancelled extends Error {}

/** Creates the order from the priced cart shown, pays it with the wallet's result (asked for once the order exists) and names the page to show. */
export type WalletCheckout = (priced: PricedCart, paymentInfo: () => Promise<string>) => Promise<string>;

/** Spec §4 pick-up wallet flow: the order (10004, the cart is kept, for the chosen pick-up time) paid, then the cart emptied and /pok. */
const pickupCheckout = (pickupAt: string | null | undefined): WalletCheckout => async (priced, paymentInfo) => {
  const { order } = await submitOrder(priced, PAYMENT_TYPE.wallet, pickupAt);
  const paid = await payOrderByWallet(order.orderId, await paymentInfo());
  if (!paid) throw new Error('Wallet payment refused');
  await clearCart();
  return `/pok?order=${order.orderId}`;
};

/**
 * Spec §4 wallet flow (pick-up by default; delivery passes its own checkout): a closed sheet goes to /, a
 * failure warns 'Error saving data'. The Google Pay button shows only when its script loads; the sandbox
 * wallet shows when the server says demo mode. The order is the priced cart shown; the server refusing it
 * goes to `onRefused` with that cart (see useOrderRefusals).
 */
export function WalletButton({
  priced,
  disabled = false,
  pickupAt,
  checkout = pickupCheckout(pickupAt),
  onRefused,
}: {
  priced: PricedCart;
  disabled?: boolean;
  /** Pick-up orders: the chosen time; null or absent for "as soon as possible". */
  pickupAt?: string | null;
  checkout?: WalletCheckout;
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
      navigate(await checkout(priced, paymentInfo));
    } catch (error) {
      if (error instanceof WalletCancelled) navigate('/');
      else if (error instanceof OrderRefusedError) onRefused(error, priced);
      else alert({ type: 'warning', text: t('errors.savingData') });
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
        <button type="button" className="secondary" onClick={() => void pay(async () => sandboxPaymentInfo())} disabled={disabled || busy} data-testid={googlePay ? 'pay-wallet-sandbox' : 'pay-wallet'}>
          {t('wallet.sandbox')}
        </button>
      )}
    </div>
  );
}
