import type { HomeData, OrderCreateBody, Product, ProductExtrasDic } from '../src/api/contract';
import { lineKey, orderBodyFromCart, priceCart, type CartLine } from '../src/domain/orders/cart';
import { selectedPreferences, type ExtraSelection } from '../src/domain/pricing/pricing';

/** Ruzafa (va01), a pick-up shop of the seed, and what its customers put in the cart. */
export const SHOP_CODE = 'va01';
export const SHOP_ID = 10;
const CART: { productCode: string; quantity: number; selection: ExtraSelection }[] = [
  { productCode: 'P1005', quantity: 2, selection: { 2: ['milk_oat'], 5: ['syrup_vanilla'] } },
  { productCode: 'P1001', quantity: 1, selection: {} },
];
const CARD_PAYMENT = 10005;

async function apiJson<T>(baseUrl: string, apiPath: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'X-Language': 'es', ...(init.headers as Record<string, string> | undefined) },
  });
  const answer = (await response.json()) as { wasOk: boolean; data?: T; error?: { message?: string } };
  if (!response.ok || !answer.wasOk || answer.data === undefined) throw new Error(`${apiPath}: HTTP ${response.status} ${answer.error?.message ?? ''}`);
  return answer.data;
}

/**
 * Signs a new customer in as the app does: login-start, the code from the demo outbox, login-end.
 * `headers` go with login-start and login-end (an X-Forwarded-For to a server trusting its proxy spreads the
 * sign-in limits, which count per client address).
 */
export async function signIn(baseUrl: string, email: string, headers: Record<string, string> = {}): Promise<string> {
  await apiJson(baseUrl, '/customer/login-start', { method: 'POST', body: JSON.stringify({ email }), headers });
  const outbox = await apiJson<{ to: string; code: string | null }[]>(baseUrl, '/dev/outbox');
  const code = outbox.find((mail) => mail.to === email)?.code;
  if (!code) throw new Error(`No sign-in code was sent to ${email}`);
  const session = await apiJson<{ token: string }>(baseUrl, '/customer/login-end', { method: 'POST', body: JSON.stringify({ email, code }), headers });
  return session.token;
}

function findProduct(home: HomeData, productCode: string): Product {
  const product = home.products.flatMap((group) => group.items).find((item) => item.productCode === productCode);
  if (!product) throw new Error(`${productCode} is not sold at ${SHOP_CODE}`);
  return product;
}

/** The pick-up order body the app sends for CART, built from the served catalogue with the app's own pricing. */
export async function orderBody(baseUrl: string): Promise<OrderCreateBody> {
  const [home, extras] = await Promise.all([
    apiJson<HomeData>(baseUrl, `/customer/${SHOP_CODE}/home-wapp`),
    apiJson<ProductExtrasDic>(baseUrl, '/customer/common/dic-product-extras/dic'),
  ]);
  const lines = CART.map(({ productCode, quantity, selection }): CartLine => {
    const product = findProduct(home, productCode);
    const preferences = selectedPreferences(product, extras.list, selection);
    return {
      key: lineKey(productCode, preferences),
      productCode,
      title: product.title,
      quantity,
      unitPrice: product.price,
      vatTypeId: product.vatType.id,
      preferences,
      notes: '',
    };
  });
  const totals = priceCart(lines, { useRitmitos: false, ritmitosAvailable: 0, ritmitosInOrders: 0 });
  return orderBodyFromCart(totals, CARD_PAYMENT, false);
}
