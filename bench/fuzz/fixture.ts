import { randomUUID } from 'node:crypto';
import type { CardPaymentForm, HomeData, OrderCreateBody, TransportPrice } from '../../src/api/contract';
import { lineKey, orderBodyFromCart, priceCart, type CartLine } from '../../src/domain/orders/cart';
import { decodeMerchantParameters } from '../../server/modules/payments/redsys';
import { orderBody, signIn } from '../orderLoad';
import { operatorKey, staffToken } from './staffFixture';
import type { Fixture } from './targets';

/** València city: the seed delivers there. */
const PLACE = { provinceCode: '46', cityCode: '46250' };

async function api<T>(
  baseUrl: string,
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', 'X-Language': 'es', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as { wasOk: boolean; data?: T; error?: { message?: string } };
  if (!answer.wasOk || answer.data === undefined) throw new Error(`${path}: HTTP ${response.status} ${answer.error?.message ?? ''}`);
  return answer.data;
}

/** A delivery order body for the ONLINE location, priced as the app prices it with the place's transport. */
async function deliveryBody(baseUrl: string, addressId: number): Promise<unknown> {
  const [home, transport] = await Promise.all([
    api<HomeData>(baseUrl, '/customer/ONLINE/home-wapp', null),
    api<TransportPrice>(baseUrl, `/customer/common/transport-price/${PLACE.provinceCode}/${PLACE.cityCode}`, null),
  ]);
  const product = home.products.flatMap((group) => group.items)[0];
  if (!product) throw new Error('The ONLINE location sells nothing');
  const line: CartLine = {
    key: lineKey(product.productCode, []),
    productCode: product.productCode,
    title: product.title,
    quantity: 1,
    unitPrice: product.price,
    vatTypeId: product.vatType.id,
    preferences: [],
    notes: '',
  };
  const conf = transport.conf
    ? (JSON.parse(transport.conf) as { freePriceGreaterThan: number; prices: { price: number; priceNet: number; priceVat: number }[] })
    : { freePriceGreaterThan: 0, prices: [] };
  const totals = priceCart([line], { useRitmitos: false, ritmitosAvailable: 0, ritmitosInOrders: 0, transport: { active: transport.active, conf } });
  return { ...orderBodyFromCart(totals, 10005, false), address: { addressId }, transport: { price: totals.transport?.price ?? 0 } };
}

/**
 * Signs two customers and two members of staff in through the real flow, makes an operator key, and makes
 * the rows the fuzzed calls point at.
 */
export async function buildFixture(
  baseUrl: string,
  location: { dataDir: string; databaseUrl: string | undefined },
): Promise<{ fixture: Fixture; notes: string[] }> {
  const notes: string[] = [];
  const run = Date.now().toString(36);
  const email = `fuzz-${run}@example.com`;
  const token = await signIn(baseUrl, email);
  const logoutToken = await signIn(baseUrl, `fuzz-logout-${run}@example.com`);
  const account = await api<{ id: number }>(baseUrl, '/customer/account', token);
  await api(baseUrl, '/customer/account', token, { method: 'PATCH', body: { name: 'Fuzz Tester', phone: '600000000' } });
  const saveAddress = () =>
    api<{ addressId: number }>(baseUrl, '/customer/addresses/0', token, {
      method: 'POST',
      body: {
        addressId: 0,
        contactFullName: 'Fuzz Tester',
        contactPhone: '600000000',
        addressLine1: 'Calle Mayor 1',
        cp: '46006',
        city: { code: PLACE.cityCode },
        province: { code: PLACE.provinceCode },
      },
    });
  const address = await saveAddress();
  const addressToDelete = await saveAddress();
  const body: OrderCreateBody = await orderBody(baseUrl);
  const createOrder = () =>
    api<{ order: { orderId: number }; payment: CardPaymentForm | null }>(baseUrl, '/customer/orders', token, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': randomUUID(), 'X-Location-Id': '10' },
    });
  const created = await createOrder();
  const toCancel = await createOrder();
  if (!created.payment) throw new Error('The card order came without a payment form');
  const parameters = decodeMerchantParameters(created.payment.Ds_MerchantParameters);
  let deliveryOrderId = 999_999;
  const delivery = await deliveryBody(baseUrl, address.addressId);
  try {
    const created = await api<{ order: { orderId: number } }>(baseUrl, '/customer/delivery-orders', token, {
      method: 'POST',
      body: delivery,
      headers: { 'Idempotency-Key': randomUUID(), 'X-Location-Id': '20' },
    });
    deliveryOrderId = created.order.orderId;
  } catch (error) {
    notes.push(`no delivery order to point at (${error instanceof Error ? error.message : String(error)}); its calls use id ${deliveryOrderId}`);
  }
  const [manager, barista, key] = [
    await staffToken(baseUrl, 'manager@ritmo.local'),
    await staffToken(baseUrl, 'barista@ritmo.local'),
    await operatorKey(location),
  ];
  return {
    fixture: {
      token,
      staffToken: manager,
      staffLogoutToken: barista,
      operatorKey: key,
      logoutToken,
      email,
      customerId: account.id,
      orderId: created.order.orderId,
      deliveryOrderId,
      addressId: address.addressId,
      addressToDeleteId: addressToDelete.addressId,
      orderToCancelId: toCancel.order.orderId,
      provinceCode: PLACE.provinceCode,
      cityCode: PLACE.cityCode,
      orderBody: body,
      deliveryBody: delivery,
      gatewayOrder: String(parameters.Ds_Merchant_Order),
      amountCents: Number(parameters.Ds_Merchant_Amount),
    },
    notes,
  };
}
