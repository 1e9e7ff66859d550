import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlert, useCurrentLocation, useLanguage } from '../../../shared/hooks';
import { EmptyState } from '../../../ui/EmptyState';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { SignInFirst } from '../../../ui/SignInFirst';
import { Skeleton, SkeletonScreen } from '../../../ui/Skeleton';
import { changeQuantity, removeLine, setLineQuantity, setUseRitmitos, useCart, type CartView } from '../../../data/cart/cart';
import { useHomeData, useProductExtras } from '../../../data/hooks';
import { useSession } from '../../../data/session';
import { isHomeDelivery } from '../../../domain/locations';
import { isOpenAt, nextOpeningToday } from '../../../domain/schedule';
import { shopClockTime, shopTimeZone } from '../../../domain/shopTime';
import { PAYMENT_TYPE } from '../../../domain/paymentMethods';
import { cartWaitMinutes } from '../../../domain/cartWait';
import { useShopWait } from '../../../data/shopWait';
import { CartCheckout } from './CartCheckout';
import { PickupTimePicker } from './PickupTimePicker';
import { usePickupSlots } from './usePickupSlots';
import { CartLines } from '../CartLines';
import { OrderRefusalDialogs } from '../OrderRefusalDialogs';
import { useOrderRefusals } from '../useOrderRefusals';
import { usePlaceOrder } from '../usePlaceOrder';
import './cart.css';

type CartScreenProps = {
  /**
   * A home-delivery location's cart (spec §2), given this screen's cart: one useCart reader, as the
   * pricer answers only its latest caller. The route composes it in (src/app/screens/CartRouteScreen).
   */
  delivery?: (cart: CartView) => ReactNode;
};

/** Spec §2 normal cart (pick-up): empty, signed in and open, signed out and open, or closed. */
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
  const refusals = useOrderRefusals(cart, code);
  const { priceCheck } = refusals;
  const card = usePlaceOrder(refusals.refused);
  // "as soon as possible" (null) or a later time today (ISO instant).
  const [pickupAt, setPickupAt] = useState<string | null>(null);
  const timeZone = shopTimeZone(home.data?.location ?? {});
  const pickupSlots = usePickupSlots(home.data?.schedule, timeZone, cart.priced?.totalProducts ?? 0);
  const shopWait = useShopWait(code, isSignedIn && !isHomeDelivery({ code }));

  const afterChange = (linesLeft: number) => {
    if (linesLeft === 0) navigate('/');
  };
  const change = (key: string, delta: 1 | -1) => void changeQuantity(key, delta).then(afterChange, saveFailed);
  const remove = (key: string) => void removeLine(key).then(afterChange, saveFailed);
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
    // Without the shop's schedule we cannot know it is open: orders wait until it is known.
    const open = home.data ? isOpenAt(home.data.schedule, new Date(), timeZone) : false;
    const opensAt = home.data ? nextOpeningToday(home.data.schedule, new Date(), timeZone) : null;
    const pickup = pickupAt ? { at: pickupAt, time: shopClockTime(new Date(pickupAt), timeZone) } : null;
    const wait = cartWaitMinutes(shopWait?.minutesBySize, cart.priced.totalProducts);
    // Closed, the lines stay editable and priced; only ordering waits, with the closed message in its place.
    return (
      <>
        <CartLines lines={cart.priced.lines} dictionary={dictionary} language={language} onChange={change} onRemove={remove} />
        {isSignedIn && <PickupTimePicker slots={pickupSlots} timeZone={timeZone} openNow={open} waitMinutes={wait} value={pickupAt} onChange={setPickupAt} />}
        {isSignedIn && (
          <CartCheckout
            totals={cart.priced}
            waitMinutes={wait}
            language={language}
            open={open || pickup !== null}
            pickup={pickup}
            useRitmitos={toggling ?? cart.useRitmitos}
            ritmitosBalance={cart.ritmitosBalance}
            busy={card.busy || priceCheck.checking}
            onToggleRitmitos={toggleRitmitos}
            onPayByCard={() => cart.priced && void card.pay(cart.priced, { kind: 'pickup', pickupAt }, PAYMENT_TYPE.card)}
            onPayByBizum={() => cart.priced && void card.pay(cart.priced, { kind: 'pickup', pickupAt }, PAYMENT_TYPE.bizum)}
            onRefused={refusals.refused}
          />
        )}
        <OrderRefusalDialogs
          refusals={refusals}
          language={language}
          onPay={(priced) => void card.pay(priced, { kind: 'pickup', pickupAt })}
          onLower={lower}
          onRemove={remove}
        />
        {!open && pickupSlots.length === 0 && <EmptyState icon="store" title={t('closedTitle')} text={t('closedText')} testId="cart-closed" />}
        {!open && opensAt && pickupSlots.length > 0 && !isSignedIn && (
          <p className="cart-opens-later" data-testid="cart-opens-later">
            {t('closedOrderFor', { time: opensAt })}
          </p>
        )}
        {(open || pickupSlots.length > 0) && !isSignedIn && (
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
