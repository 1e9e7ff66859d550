import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert, useCurrentLocation, useLanguage } from '../../../shared/hooks';
import { QuantityText } from '../../../../ui/QuantityText';
import { Skeleton, SkeletonScreen } from '../../../../ui/Skeleton';
import { removeLine, setCartTransport, setLineQuantity, setUseRitmitos, type CartView } from '../../../../data/cart/cart';
import { ritmitosToggle } from '../../../../domain/orders/cart';
import { isAvailableLine, type PricedCart } from '../../../../domain/orders/cartChoices';
import { formatCartPrice } from '../../../../domain/pricing/money';
import { formatCount } from '../../../../domain/text/numberText';
import { OrderRefusalDialogs } from '../OrderRefusalDialogs';
import { RitmitosShortNote } from '../RitmitosShortNote';
import { RitmitosSwitch } from '../RitmitosSwitch';
import { useOrderRefusals } from '../useOrderRefusals';
import { WalletButton } from '../WalletButton';
import { usePlaceOrder } from '../usePlaceOrder';
import { BizumButton } from '../BizumButton';
import { PAYMENT_TYPE } from '../../../../domain/pricing/paymentMethods';
import type { PaymentTypeId } from '../../../../domain/pricing/paymentMethods';
import { FullInvoiceChoice } from '../FullInvoiceChoice';
import { WaitingOrderNotice } from '../WaitingOrderNotice';
import { PauseNotice } from '../PauseNotice';
import { SoldOutLines } from '../SoldOutLines';
import { useCartAvailability } from '../useCartAvailability';
import { useAddresses } from '../../../../data/addresses';
import { useHomeData, useProductExtras } from '../../../../data/hooks';
import { shopTimeZone } from '../../../../domain/schedule/shopTime';
import { AddressText } from './AddressText';
import type { ChosenAddress } from './chosenAddress';

/**
 * Step 3: where the order goes, lines, transport (or Free), totals, the ritmitos toggle and pay by card, Bizum or wallet. The
 * address's transport is priced into the cart by the pricing worker with the lines; the order is what is shown. Lines the shop
 * has sold out, and its pause, hold the payment back until settled or over.
 */
export function PayStep({ cart, chosen }: { cart: CartView; chosen: ChosenAddress }) {
  const { t } = useTranslation('delivery');
  const { language } = useLanguage();
  const { code } = useCurrentLocation();
  const alert = useAlert();
  const navigate = useNavigate();
  const saveFailed = useCallback(() => alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 }), [alert, t]);
  const refusals = useOrderRefusals(cart, code);
  const { priceCheck } = refusals;
  const placing = usePlaceOrder(refusals.refused);
  const busyShop = useCartAvailability(code, cart.priced);
  const dictionary = useProductExtras().data ?? [];
  const timeZone = shopTimeZone(useHomeData(code).data?.location ?? {});
  const held = busyShop.soldOut.length > 0 || busyShop.pause !== undefined;
  const { busy } = placing;
  // The switch follows the tap at once; the stored choice (read back through Dexie) takes over once saved.
  const [toggling, setToggling] = useState<boolean | null>(null);
  const toggle = ritmitosToggle(cart.ritmitosBalance, toggling ?? cart.useRitmitos);
  useEffect(() => {
    if (toggling !== null && cart.useRitmitos === toggling) setToggling(null);
  }, [toggling, cart.useRitmitos]);

  useEffect(() => {
    setCartTransport(chosen.transport);
    return () => setCartTransport(null);
  }, [chosen.transport]);
  const address = useAddresses()?.find((candidate) => candidate.addressId === chosen.addressId);
  const totals = cart.priced;
  const deliverable = chosen.transport.active;

  const toggleRitmitos = (on: boolean) => {
    setToggling(on);
    setUseRitmitos(on).catch(() => {
      setToggling(null);
      alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 });
    });
  };

  const destination = { kind: 'delivery', addressId: chosen.addressId } as const;
  const pay = (priced: PricedCart, paymentTypeId?: PaymentTypeId) => placing.pay(priced, destination, paymentTypeId);

  if (!totals) return null;
  // The worker answers after this step opens: until the address's transport is priced in, a placeholder
  // rather than totals that would read "Free".
  if (deliverable && totals.transport === null) {
    return (
      <SkeletonScreen>
        <Skeleton height="4rem" />
      </SkeletonScreen>
    );
  }
  // Until the worker has priced the latest change in, what shows is not yet what would be ordered.
  const pricing = cart.repricing || priceCheck.checking;
  const price = (value: number) => formatCartPrice(value, language);
  return (
    <div className="delivery-step-body">
      {address && (
        <section className="delivery-address-summary" data-testid="delivery-address-summary">
          <h3>{t('deliverTo')}</h3>
          <AddressText address={address} />
        </section>
      )}
      <ul className="delivery-lines">
        {totals.lines.filter(isAvailableLine).map((line) => (
          <li key={line.key} data-testid="delivery-line">
            <span>
              {line.quantity} × <QuantityText text={line.title} />
            </span>
            <span>{line.useRitmitos ? t('paidWithRitmitos') : price(line.price)}</span>
          </li>
        ))}
      </ul>

      <RitmitosSwitch scope="delivery" toggle={toggle} balance={cart.ritmitosBalance} language={language} onToggle={toggleRitmitos} />

      <RitmitosShortNote totals={totals} spendable={cart.ritmitosBalance} testId="delivery-ritmitos-short" />

      <dl className="cart-totals">
        <div>
          <dt>{t('transport')}</dt>
          <dd data-testid="delivery-transport">{totals.transport && totals.transport.price > 0 ? price(totals.transport.price) : t('free')}</dd>
        </div>
        {totals.ritmitosUsed > 0 && (
          <div>
            <dt>{t('ritmitosUsed')}</dt>
            <dd>{formatCount(totals.ritmitosUsed, language)}</dd>
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

      <FullInvoiceChoice />

      {!deliverable && <p className="delivery-note">{t('noDeliveryHere')}</p>}
      <SoldOutLines
        lines={busyShop.soldOut}
        dictionary={dictionary}
        language={language}
        onRemove={(key) => void removeLine(key).then((left) => left === 0 && navigate('/'), saveFailed)}
        onChange={(line) => navigate(`/${code}/product/${line.productCode}?change=${encodeURIComponent(line.key)}`)}
      />
      {busyShop.pause && <PauseNotice pause={busyShop.pause} timeZone={timeZone} firstTime={undefined} />}
      {placing.waiting && <WaitingOrderNotice onCancel={() => void placing.cancelWaiting()} />}
      <div className="delivery-actions">
        <button
          type="button"
          data-testid="delivery-pay-card"
          aria-busy={busy}
          disabled={busy || pricing || !deliverable || held}
          onClick={() => void pay(totals, PAYMENT_TYPE.card)}
        >
          {totals.totalPrice === 0 ? t('confirmWithRitmitos') : t('payByCard')}
        </button>
        {deliverable && totals.totalPrice > 0 && (
          <BizumButton testId="delivery-pay-bizum" busy={busy} disabled={pricing || held} onPay={() => void pay(totals, PAYMENT_TYPE.bizum)} />
        )}
        {deliverable && totals.totalPrice > 0 && (
          <WalletButton priced={totals} disabled={busy || pricing || held} destination={destination} onRefused={refusals.refused} />
        )}
      </div>
      <OrderRefusalDialogs
        refusals={refusals}
        language={language}
        onPay={(priced) => void pay(priced)}
        onLower={(key, quantity) => void setLineQuantity(key, quantity).catch(saveFailed)}
        onRemove={(key) => void removeLine(key).then((left) => left === 0 && navigate('/'), saveFailed)}
      />
    </div>
  );
}
