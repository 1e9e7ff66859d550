import { useTranslation } from 'react-i18next';
import { EmptyStateWithLinks } from '../../../../ui/EmptyStateWithLinks';
import { Skeleton, SkeletonScreen } from '../../../../ui/Skeleton';
import type { CartView } from '../../../../data/cart/cart';
import { useAccount } from '../../../../data/account';
import { useSession } from '../../../../data/session';
import { isValidContactName, isValidPhone } from '../../../../domain/text/validation';
import { DeliveryCheckout } from './DeliveryCheckout';
import { RegisterFirst } from './RegisterFirst';
import { VisitorDeliveryCart } from './VisitorDeliveryCart';
import './delivery.css';

/**
 * Delivery cart: empty, a visitor's (lines, totals, sign in), not active (register first) or the
 * 3-step checkout. The cart comes from the cart screen's own useCart: the pricer answers only its latest
 * caller, so one reader.
 */
export function DeliveryCart({ cart }: { cart: CartView }) {
  const { t } = useTranslation('delivery');
  const { session, isSignedIn, ready: sessionReady } = useSession();
  const { data: account, state: accountState } = useAccount();

  if (!cart.ready || !sessionReady || (isSignedIn && accountState === 'loading')) {
    return (
      <SkeletonScreen>
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </SkeletonScreen>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <EmptyStateWithLinks icon="truck" title={t('emptyTitle')} text={t('emptyText')} testId="delivery-empty" links={[{ to: '/', label: t('seeProducts') }]} />
    );
  }
  if (!isSignedIn || !session) return <VisitorDeliveryCart cart={cart} />;
  // Contact details saved while offline count at once: the server will agree once the outbox sends them.
  // The account row is their one home (filled from the session at sign-in).
  const name = account?.name ?? '';
  const phone = account?.phone ?? '';
  const isActive = (account?.isActive ?? session.isActive) || (isValidContactName(name) && isValidPhone(phone));
  if (!isActive) return <RegisterFirst name={name} phone={phone} />;
  return <DeliveryCheckout cart={cart} />;
}
