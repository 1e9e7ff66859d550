import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/contract';
import { OPERATOR_BASE_PATH } from '../../../src/api/contract/operator/call';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { configFromEnv } from '../../../server/platform/config/config';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { nextOpeningMoment, shiftedClock } from '../harness';
import { orderAndPayOneProduct } from '../shopping';
import { freePort, operatorCommand, startTill, type Till } from '../till/tillProcess';

const READY_TEXT = 'Tu pedido está listo';
/** How long the till's kitchen takes over each step: time for the customer to be looking at the order. */
const KITCHEN_STEP_MS = 1_500;

// The shop's own till, connected through the operator API: a key and a webhook subscription made with
// `npm run operator` while the server runs; a customer orders and pays in the app; the till, a process of
// its own, gets the signed `order.paid`, moves the order to Ready through the API, and the customer's open
// order screen says so within 2 s.
describe('a till connected through the operator API, in Chromium', () => {
  const openAt = nextOpeningMoment();
  // FULFILMENT=board: only the till moves the order. WEBHOOKS_ALLOW_LOCAL: the till listens on this machine.
  const app = useE2eApp({
    server: { ...configFromEnv({ WEBHOOKS_ALLOW_LOCAL: '1' }), now: shiftedClock(openAt), fulfilment: 'board' },
    customer: { email: `tomas.till.${Date.now()}@example.com` },
    phone: { at: openAt },
  });
  let till: Till | undefined;
  let key: string;

  beforeAll(async () => {
    const created = await operatorCommand(app.server.dataDir, ['key', 'create', '--shop', 'va01', '--scopes', 'orders:read,orders:write']);
    key = created.match(/rk_[0-9a-f]{12}_[A-Za-z0-9_-]+/)?.[0] ?? '';
    expect(key, created).not.toBe('');
    const prefix = key.slice(0, 'rk_'.length + 12);
    const port = await freePort();
    const subscribed = await operatorCommand(app.server.dataDir, [
      'webhook',
      'add',
      `http://127.0.0.1:${port}/webhooks`,
      '--events',
      'order.paid',
      '--key',
      prefix,
    ]);
    const webhookSecret = subscribed.match(/whsec_[A-Za-z0-9+/=]+/)?.[0] ?? '';
    expect(webhookSecret, subscribed).not.toBe('');
    till = await startTill({ port, webhookSecret, apiUrl: `${app.server.url}${OPERATOR_BASE_PATH}`, key, kitchenDelayMs: KITCHEN_STEP_MS });
  });

  afterAll(async () => {
    await till?.stop();
  });

  it('refuses a delivery that is not signed with its subscription’s secret', async () => {
    const forged = await fetch(till!.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,Zm9yZ2Vk',
      },
      body: JSON.stringify({ type: 'order.paid', timestamp: new Date().toISOString(), data: { orderId: 1 } }),
    });
    expect(forged.status).toBe(401);
    await till!.waitFor((event) => event.event === 'refused' && event.webhookId === 'msg_forged');
  });

  it('the customer pays; the till gets order.paid, moves it to Ready through the API, and the open order screen shows Ready within 2 s', async () => {
    const order = await orderAndPayOneProduct(app);
    expect(order.paymentStatus.id).toBe(PAYMENT_STATUS.paid);

    await app.page.goto(`${app.server.url}/#/order/${order.orderId}`);
    const readyShown = app.page
      .locator(`[data-testid="order-status"][data-status-id="${ORDER_STATUS.prepared}"]`)
      .waitFor({ timeout: 60_000 })
      .then(() => Date.now());

    const received = await till!.waitFor((event) => event.event === 'received' && event.type === 'order.paid' && event.orderId === order.orderId, 60_000);
    const movedToReady = await till!.waitFor(
      (event) => event.event === 'moved' && event.orderId === order.orderId && event.to === ORDER_STATUS.prepared,
      60_000,
    );
    const shownAt = await readyShown;
    const readyAfterMs = shownAt - movedToReady.at;
    console.info(`order.paid reached the till; the till's move to Ready showed on the customer's screen ${readyAfterMs} ms after the API answered it`);
    expect(readyAfterMs).toBeLessThanOrEqual(2_000);
    await app.page.getByTestId('order-wait').filter({ hasText: READY_TEXT }).waitFor({ timeout: 2_000 });

    // Each step through the API said the status the till saw before it, in order, and none was refused.
    const moves = till!.events.filter((event) => event.orderId === order.orderId && (event.event === 'moved' || event.event === 'failed'));
    expect(moves.map((event) => [event.event, event.expected, event.to])).toEqual([
      ['moved', ORDER_STATUS.pending, ORDER_STATUS.inQueue],
      ['moved', ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation],
      ['moved', ORDER_STATUS.inPreparation, ORDER_STATUS.prepared],
    ]);
    expect(received.at).toBeLessThanOrEqual(movedToReady.at);
    const [now] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);
    expect(now!.orderStatus.id).toBe(ORDER_STATUS.prepared);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
