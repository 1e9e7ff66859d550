import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert, useLanguage } from '../../app/hooks';
import { Icon } from '../../app/ui/Icon';
import { clearCart, setUseRitmitos, type CartView } from '../../data/cart';
import { submitDeliveryOrder } from '../../data/deliveryCheckout';
import { payDeliveryOrderByWallet } from '../../data/deliveryOrders';
import { priceCart, ritmitosToggle } from '../../domain/cart';
import { formatCartPrice } from '../../domain/money';
import { postGatewayForm } from '../../data/gatewayForm';
import { WalletButton, type WalletCheckout } from '../orders/WalletButton';
import type { ChosenAddress } from './DeliveryCheckout';

/** Spec §4 step 3: lines, transport (or Free), totals, the ritmitos toggle and pay by card or wallet. */
export function PayStep({ cart, chosen }: { cart: CartView; chosen: ChosenAddress }) {
  const { t } = useTranslation('delivery');
  const { language } = useLanguage();
  const alert = useAlert();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // The switch follows the tap at once; the stored choice (read back through Dexie) takes over once saved.
  const [toggling, setToggling] = useState<boolean | null>(null);
  const toggle = ritmitosToggle(cart.ritmitosBalance, toggling ?? cart.useRitmitos);
  const useRitmitos = toggle.on;
  const reasonId = useId();
  useEffect(() => {
    if (toggling !== null && cart.useRitmitos === toggling) setToggling(null);
  }, [toggling, cart.useRitmitos]);

  // The balance is already available − in orders, so nothing more is held back here.
  const totals = useMemo(
    () => priceCart(cart.lines, { useRitmitos, ritmitosAvailable: cart.ritmitosBalance ?? 0, ritmitosInOrders: 0, transport: chosen.transport }),
    [cart.lines, useRitmitos, cart.ritmitosBalance, chosen.transport],
  );
  const deliverable = chosen.transport.active;

  const toggleRitmitos = (on: boolean) => {
    setToggling(on);
    setUseRitmitos(on).catch(() => {
      setToggling(null);
      alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
    });
  };

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { order, payment } = await submitDeliveryOrder(10005, chosen.addressId, chosen.transport);
      // An order paid wholly with ritmitos needs no gateway: it is already settled.
      if (payment) postGatewayForm(payment);
      else navigate(`/pdok?order=${order.orderId}`);
    } catch {
      alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
      setBusy(false);
    }
  };

  // Issue 13: the wallet order (10004) keeps the cart until the wallet has paid it, as pick-up does.
  const walletCheckout: WalletCheckout = async (paymentInfo) => {
    const { order } = await submitDeliveryOrder(10004, chosen.addressId, chosen.transport);
    const paid = await payDeliveryOrderByWallet(order.orderId, await paymentInfo());
    if (!paid) throw new Error('Wallet payment refused');
    await clearCart();
    return `/pdok?order=${order.orderId}`;
  };

  const price = (value: number) => formatCartPrice(value, language);
  return (
    <div className="delivery-step-body">
      <ul className="delivery-lines">
        {totals.lines.map((line) => (
          <li key={line.key} data-testid="delivery-line">
            <span>
              {line.quantity} × {line.title}
            </span>
            <span>{line.useRitmitos ? t('paidWithRitmitos') : price(line.price)}</span>
          </li>
        ))}
      </ul>

      <label className="cart-ritmitos">
        <input
          type="checkbox"
          role="switch"
          data-testid="delivery-use-ritmitos"
          checked={useRitmitos}
          disabled={!toggle.enabled}
          aria-describedby={toggle.reason ? reasonId : undefined}
          onChange={(event) => toggleRitmitos(event.currentTarget.checked)}
        />
        <span>{t('useRitmitos')}</span>
        <span className="cart-ritmitos-balance">
          <span className="lightning" aria-hidden="true">
            <Icon name="bolt" size={16} />
          </span>
          {t('available', { count: cart.ritmitosBalance ?? 0 })}
        </span>
      </label>
      {toggle.reason === 'nothingToSpend' && (
        <p id={reasonId} className="cart-ritmitos-reason" data-testid="delivery-ritmitos-reason">
          {t('nothingToSpend')}
        </p>
      )}

      <dl className="cart-totals">
        <div>
          <dt>{t('transport')}</dt>
          <dd data-testid="delivery-transport">{totals.transport && totals.transport.price > 0 ? price(totals.transport.price) : t('free')}</dd>
        </div>
        {totals.ritmitosUsed > 0 && (
          <div>
            <dt>{t('ritmitosUsed')}</dt>
            <dd>{totals.ritmitosUsed}</dd>
          </div>
        )}
        <div>
          <dt>{t('net')}</dt>
          <dd>{price(totals.totalPriceNet)}</dd>
        </div>
        <div>
          <dt>{t('vat')}</dt>
          <dd>{price(totals.totalPriceVat)}</dd>
        </div>
        <div className="cart-total">
          <dt>{t('total')}</dt>
          <dd data-testid="delivery-total">{price(totals.totalPrice)}</dd>
        </div>
      </dl>

      {!deliverable && <p className="delivery-note">{t('noDeliveryHere')}</p>}
      <div className="delivery-actions">
        <button type="button" data-testid="delivery-pay-card" aria-busy={busy} disabled={busy || !deliverable} onClick={() => void pay()}>
          {totals.totalPrice === 0 ? t('confirmWithRitmitos') : t('payByCard')}
        </button>
        {deliverable && totals.totalPrice > 0 && <WalletButton totalPrice={totals.totalPrice} disabled={busy} checkout={walletCheckout} />}
      </div>
    </div>
  );
}
