import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert, useCurrentLocation, useLanguage } from '../../../shared/hooks';
import { EmptyState } from '../../../../ui/EmptyState';
import { EmptyStateWithLinks } from '../../../../ui/EmptyStateWithLinks';
import { SignInFirst } from '../../../../ui/SignInFirst';
import { Skeleton, SkeletonScreen } from '../../../../ui/Skeleton';
import { changeQuantity, removeLine, setLineQuantity, setUseRitmitos, useCart, type CartView } from '../../../../data/cart/cart';
import { useHomeData, useProductExtras } from '../../../../data/hooks';
import { useSession } from '../../../../data/session';
import { offeredPickupTimes } from '../../../../domain/availability/availability';
import { waitMinutes } from '../../../../domain/orders/cart';
import { asapUnavailable, type SoldOutCartLine } from '../../../../domain/availability/cartAvailability';
import { isHomeDelivery } from '../../../../domain/catalogue/locations';
import { openForAsap } from '../../../../domain/schedule/asapOpen';
import { shopClockTime, shopTimeZone } from '../../../../domain/schedule/shopTime';
import { PAYMENT_TYPE } from '../../../../domain/pricing/paymentMethods';
import { cartWaitWithExtra } from '../../../../domain/schedule/cartWait';
import { useShopWait } from '../../../../data/shopWait';
import { CartCheckout } from './CartCheckout';
import { PickupTimePicker } from './PickupTimePicker';
import { usePickupSlots } from './usePickupSlots';
import { CartLines } from '../CartLines';
import { OrderRefusalDialogs } from '../OrderRefusalDialogs';
import { PauseNotice } from '../PauseNotice';
import { SoldOutLines } from '../SoldOutLines';
import { useCartAvailability } from '../useCartAvailability';
import { useOrderRefusals } from '../useOrderRefusals';
import { usePlaceOrder } from '../usePlaceOrder';
import './cart.css';

type CartScreenProps = {
  /**
   * A home-delivery location's cart, given this screen's cart: one useCart reader, as the
   * pricer answers only its latest caller. The route composes it in (src/customer/app/screens/CartRouteScreen).
   */
  delivery?: (cart: CartView) => ReactNode;
};

/**
 * Normal cart (pick-up): empty, signed in and open, signed out and open, or closed. A busy shop
 * (src/customer/features/checkout/useCartAvailability) is heard at once: lines it sold out are named and wait to be
 * removed or changed before paying; while it pauses orders "as soon as possible" gives way to a time after
 * the pause; its extra wait lengthens the wait shown and the earliest time; full slots are not offered.
 */
export default function CartScreen({ delivery }: CartScreenProps = {}) {
  const { t } = useTranslation('cart');
  const { language } = useLanguage();
  const alert = useAlert();
  const navigate = useNavigate();
  const { code } = useCurrentLocation();
  const home = useHomeData(code);
  const dictionary = useProductExtras().data ?? [];
  const { isSignedIn, ready: sessionReady } = useSession();
  const cart = useCart(code);
  const saveFailed = useCallback(() => alert({ type: 'warning', text: t('saveError'), timeoutSeconds: 5 }), [alert, t]);
  // "as soon as possible" (null) or a later time today (ISO instant).
  const [pickupAt, setPickupAt] = useState<string | null>(null);
  // A full slot's refusal names the next free time: it becomes the choice, for the customer to pay again.
  const refusals = useOrderRefusals(cart, code, { onSlotFull: setPickupAt });
  const { priceCheck } = refusals;
  const card = usePlaceOrder(refusals.refused);
  const busyShop = useCartAvailability(code, cart.priced);
  const timeZone = shopTimeZone(home.data?.location ?? {});
  const totalProducts = cart.priced?.totalProducts ?? 0;
  const pickupSlots = usePickupSlots(home.data?.schedule, timeZone, totalProducts, busyShop.extraWait);
  const offered = useMemo(
    () => offeredPickupTimes(pickupSlots, { pause: busyShop.pause, waitMinutes: waitMinutes(totalProducts), fullSlots: busyShop.fullSlots }),
    [pickupSlots, busyShop.pause, busyShop.fullSlots, totalProducts],
  );
  const shopWait = useShopWait(code, isSignedIn && !isHomeDelivery({ code }));

  const afterChange = (linesLeft: number) => {
    if (linesLeft === 0) navigate('/');
  };
  const change = (key: string, delta: 1 | -1) => void changeQuantity(key, delta).then(afterChange, saveFailed);
  const remove = (key: string) => void removeLine(key).then(afterChange, saveFailed);
  // Chosen again on the product's page, which puts the new choice in the line's place.
  const changeSoldOut = (line: SoldOutCartLine) => navigate(`/${code}/product/${line.productCode}?change=${encodeURIComponent(line.key)}`);
  const lower = (key: string, quantity: number) => void setLineQuantity(key, quantity).catch(saveFailed);
  // The switch follows the tap at once; the stored choice (read back through Dexie) takes over once saved.
  const [toggling, setToggling] = useState<boolean | null>(null);
  const toggleRitmitos = (on: boolean) => {
    setToggling(on);
    setUseRitmitos(on).catch(() => {
      setToggling(null);
      saveFailed();
    });
  };
  useEffect(() => {
    if (toggling !== null && cart.useRitmitos === toggling) setToggling(null);
  }, [toggling, cart.useRitmitos]);

  const body = () => {
    if (isHomeDelivery({ code }) && delivery) return delivery(cart);
    if (!cart.ready || !sessionReady || (home.data === undefined && home.state === 'loading')) {
      return (
        <SkeletonScreen>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </SkeletonScreen>
      );
    }
    if (cart.lines.length === 0 || !cart.priced) {
      return (
        <EmptyStateWithLinks icon="coffee" title={t('emptyTitle')} text={t('emptyText')} testId="cart-empty" links={[{ to: '/', label: t('seeProducts') }]} />
      );
    }
    const wait = cartWaitWithExtra(shopWait, cart.priced.totalProducts, busyShop.extraWait);
    // Without the shop's schedule we cannot know it is open: orders wait until it is known. Open means open
    // long enough to make an order now, the server's rule.
    const open = home.data ? openForAsap(home.data.schedule, new Date(), timeZone, waitMinutes(cart.priced.totalProducts) + busyShop.extraWait) : false;
    // The first time a signed-in customer is offered (the pick-up rule with the cart's wait), not the opening time.
    const firstTime = offered[0] ? shopClockTime(offered[0], timeZone) : null;
    const pickup = pickupAt ? { at: pickupAt, time: shopClockTime(new Date(pickupAt), timeZone) } : null;
    const asap = asapUnavailable({ ...busyShop, waitMinutes: waitMinutes(cart.priced.totalProducts) + busyShop.extraWait });
    const soldOutKeys = new Set(busyShop.soldOut.map((line) => line.key));
    // Closed, the lines stay editable and priced; only ordering waits, with the closed message in its place.
    return (
      <>
        <CartLines lines={cart.priced.lines} dictionary={dictionary} language={language} onChange={change} onRemove={remove} soldOutKeys={soldOutKeys} />
        <SoldOutLines lines={busyShop.soldOut} dictionary={dictionary} language={language} onRemove={remove} onChange={changeSoldOut} />
        {busyShop.pause && <PauseNotice pause={busyShop.pause} timeZone={timeZone} firstTime={offered[0] && shopClockTime(offered[0], timeZone)} />}
        {isSignedIn && (
          <PickupTimePicker
            slots={offered}
            timeZone={timeZone}
            openNow={open}
            asapUnavailable={asap}
            waitMinutes={wait}
            value={pickupAt}
            onChange={setPickupAt}
          />
        )}
        {isSignedIn && (
          <CartCheckout
            totals={cart.priced}
            waitMinutes={wait}
            language={language}
            open={pickup !== null || (open && !asap)}
            pickup={pickup}
            useRitmitos={toggling ?? cart.useRitmitos}
            ritmitosBalance={cart.ritmitosBalance}
            busy={card.busy || priceCheck.checking}
            blocked={busyShop.soldOut.length > 0}
            onToggleRitmitos={toggleRitmitos}
            onPayByCard={() => cart.priced && void card.pay(cart.priced, { kind: 'pickup', pickupAt }, PAYMENT_TYPE.card)}
            onPayByBizum={() => cart.priced && void card.pay(cart.priced, { kind: 'pickup', pickupAt }, PAYMENT_TYPE.bizum)}
            onRefused={refusals.refused}
            waiting={card.waiting !== null}
            onCancelWaiting={() => void card.cancelWaiting()}
          />
        )}
        <OrderRefusalDialogs
          refusals={refusals}
          language={language}
          onPay={(priced) => void card.pay(priced, { kind: 'pickup', pickupAt })}
          onLower={lower}
          onRemove={remove}
        />
        {!open && offered.length === 0 && !busyShop.pause && <EmptyState icon="store" title={t('closedTitle')} text={t('closedText')} testId="cart-closed" />}
        {!open && firstTime && !isSignedIn && (
          <p className="cart-opens-later" data-testid="cart-opens-later">
            {t('closedOrderFor', { time: firstTime })}
          </p>
        )}
        {(open || offered.length > 0) && !isSignedIn && (
          <SignInFirst icon="bolt" title={t('signInTitle')} text={t('signInText')} action={t('signIn')} testId="cart-sign-in" />
        )}
      </>
    );
  };

  return (
    <section className="cart-screen">
      <h1 className="screen-title">{t('title')}</h1>
      {body()}
    </section>
  );
}
