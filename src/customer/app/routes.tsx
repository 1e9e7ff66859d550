import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SHOP_PATHS } from '../shared/currentLocation';
import { Layout } from './layout/Layout';
import { lazyScreen } from './lazyScreen';

const Catalogue = lazyScreen(() => import('../features/catalogue/CatalogueScreen'), 'catalogue');
// The catalogue's texts too: the similar products' cards and the allergens' names.
const Product = lazyScreen(() => import('../features/product/ProductScreen'), 'product', ['lineNotes', 'catalogue']);
const Locations = lazyScreen(() => import('../features/locations/LocationsScreen'), 'locations');
const Options = lazyScreen(() => import('../features/options/OptionsScreen'), 'options');
const ContentPage = lazyScreen(() => import('../features/pages/ContentPageScreen'), 'pages');
const Recipes = lazyScreen(() => import('../features/recipes/RecipesScreen'), 'recipes');
const User = lazyScreen(() => import('../features/user/UserScreen'), 'user', ['dataExport', 'privacy']);
const DataExport = lazyScreen(() => import('../features/user/dataExport/DataExportScreen'), 'dataExport');
const DeleteAccount = lazyScreen(() => import('../features/user/DeleteAccountScreen'), 'privacy');
const Settings = lazyScreen(() => import('../features/settings/SettingsScreen'), 'settings');
const Loyalty = lazyScreen(() => import('../features/loyalty/LoyaltyScreen'), 'loyalty');
const Addresses = lazyScreen(() => import('../features/addresses/AddressesScreen'), 'addresses');
const Invoices = lazyScreen(() => import('../features/invoices/InvoicesScreen'), 'invoices');
const RecommendFriends = lazyScreen(() => import('../features/friends/RecommendFriendsScreen'), 'friends');
const UserLogin = lazyScreen(() => import('../features/login/UserLoginScreen'), 'login');
const UserLoginLink = lazyScreen(() => import('../features/login/UserLoginLinkScreen'), 'login');
const UserLoginError = lazyScreen(() => import('../features/login/UserLoginErrorScreen'), 'login');
const Cart = lazyScreen(() => import('./screens/CartRouteScreen'), 'cart');
const ClearCart = lazyScreen(() => import('../features/checkout/pickup/ClearCartRoute'), 'cart');
const NotFound = lazyScreen(() => import('./screens/NotFoundScreen').then((module) => ({ default: module.NotFoundScreen })), 'app');
const LoginEmulate = lazyScreen(() => import('../features/login/LoginEmulateScreen'), 'login');
const PendingOrders = lazyScreen(() => import('../features/orders/pickup/PendingOrdersScreen'), 'orders');
const OrderScreen = lazyScreen(() => import('../features/orders/pickup/OrderScreen'), 'orders');
const PaymentOk = lazyScreen(() => import('../features/orders/pickup/PaymentOkScreen'), 'orders');
const PaymentFailed = lazyScreen(() => import('../features/orders/pickup/PaymentFailedScreen'), 'orders');
const DeliveryOrders = lazyScreen(() => import('../features/orders/delivery/DeliveryOrdersScreen'), 'deliveryOrders');
const DeliveryPaymentOk = lazyScreen(() => import('../features/orders/delivery/DeliveryPaymentOkScreen'), 'deliveryOrders');
const DeliveryPaymentFailed = lazyScreen(() => import('../features/orders/delivery/DeliveryPaymentFailedScreen'), 'deliveryOrders');
const LogoutRoute = lazyScreen(() => import('./screens/LogoutRoute'), 'app');

/** Route table. Static words outrank `:locationCode`, so a first segment is a shop only when no route claims it. */
export const screenRoutes: RouteObject[] = [
  { id: 'catalogue', index: true, element: <Catalogue /> },
  { id: 'catalogue:home', path: 'home', element: <Catalogue /> },
  { id: 'catalogue:location', path: SHOP_PATHS.catalogue, element: <Catalogue /> },
  { id: 'catalogue:category', path: SHOP_PATHS.category, element: <Catalogue /> },
  { id: 'product:location', path: SHOP_PATHS.product, element: <Product /> },
  { id: 'product', path: 'product/:productCode', element: <Product /> },
  { id: 'locations', path: 'locations', element: <Locations /> },
  { id: 'locations:user', path: 'user/locations', element: <Locations /> },
  { id: 'options', path: 'options', element: <Options /> },
  { id: 'page:index', path: 'page', element: <ContentPage /> },
  { id: 'page', path: 'page/:pageCode', element: <ContentPage /> },
  { id: 'recipes', path: 'recipes', element: <Recipes /> },
  { id: 'cart', path: 'cart', element: <Cart /> },
  { id: 'cart:clear', path: 'cart/clear', element: <ClearCart /> },
  { id: 'user', path: 'user', element: <User /> },
  { id: 'user:invoices', path: 'user/invoices', element: <Invoices /> },
  { id: 'user:deliver_orders', path: 'user/deliver_orders', element: <DeliveryOrders /> },
  { id: 'user:settings', path: 'user/settings', element: <Settings /> },
  { id: 'user:loyalty', path: 'user/loyalty', element: <Loyalty /> },
  { id: 'user:address', path: 'user/address', element: <Addresses /> },
  { id: 'user:friends', path: 'user/recommend_friends', element: <RecommendFriends /> },
  { id: 'user:data', path: 'user/data', element: <DataExport /> },
  { id: 'user:delete', path: 'user/delete', element: <DeleteAccount /> },
  { id: 'user_orders', path: 'user_orders', element: <PendingOrders /> },
  { id: 'user_login', path: 'user_login', element: <UserLogin /> },
  { id: 'user_login_link', path: 'user_login_link', element: <UserLoginLink /> },
  { id: 'user_login_error', path: 'user_login_error', element: <UserLoginError /> },
  { id: 'order', path: 'order/:orderId', element: <OrderScreen /> },
  { id: 'pok', path: 'pok', element: <PaymentOk /> },
  { id: 'pko', path: 'pko', element: <PaymentFailed /> },
  { id: 'pdok', path: 'pdok', element: <DeliveryPaymentOk /> },
  { id: 'pdko', path: 'pdko', element: <DeliveryPaymentFailed /> },
  { id: 'login_emulate', path: 'login_emulate/:customerId', element: <LoginEmulate /> },
  { id: 'logout', path: 'logout', element: <LogoutRoute /> },
  { id: 'not-found', path: '*', element: <NotFound /> },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    // Layout keeps the top bar and bottom navigation around a screen's render error.
    element: <Layout />,
    children: screenRoutes,
  },
];

/**
 * Starts loading the screen of `path` (its chunk and translations) at once, while the app itself starts,
 * instead of after the first render.
 */
export function preloadScreenFor(path: string): Promise<void> {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route.element;
  if (!isValidElement(leaf)) return Promise.resolve();
  const screen = leaf.type as { preload?: () => Promise<unknown> };
  // A failure shows when the screen renders.
  return (
    screen.preload?.().then(
      () => undefined,
      () => undefined,
    ) ?? Promise.resolve()
  );
}
