import CartScreen from '../../features/checkout/pickup/CartScreen';
import { DeliveryCart } from '../../features/checkout/delivery/DeliveryCart';

/**
 * Route /cart: the pick-up cart screen, which shows the delivery checkout for a home-delivery location;
 * both load as one chunk.
 */
export default function CartRouteScreen() {
  return <CartScreen delivery={(cart) => <DeliveryCart cart={cart} />} />;
}
