import CartScreen from '../../features/checkout/pickup/CartScreen';
import { DeliveryCart } from '../../features/checkout/delivery/DeliveryCart';

/**
 * Route /cart: the cart screen, which shows the delivery checkout for a home-delivery location. The two
 * features meet here, not in each other; they load as one chunk, as before.
 */
export default function CartRouteScreen() {
  return <CartScreen delivery={(cart) => <DeliveryCart cart={cart} />} />;
}
