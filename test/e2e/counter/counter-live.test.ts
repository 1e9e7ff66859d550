import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/contract';
import type { StaffSession, Ticket } from '../../../src/api/contract/counter/staff';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { addStaff } from '../../../server/modules/people/staff/members';
import { apiCall } from '../customer';
import { fakeCameraArgs, writeQrVideo } from '../fakeCamera';
import { useE2eApp } from '../fixture';
import { CHROME_PATH, CHROMIUM_ARGS, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { orderAndPayOneProduct } from '../shopping';

const STAFF_EMAIL = 'bea.counter@ritmo.es';
const READY_TEXT = 'Tu pedido está listo';

// The counter, live: a customer orders and pays; the shop (no simulator) moves the order to Ready and the
// customer's open order screen says so without a reload; the board's scanner reads the customer's QR from
// the camera and the order leaves the customer's pending list.
describe('the counter, live, in Chromium', () => {
  const openAt = nextOpeningMoment();
  // FULFILMENT=board: nothing but the shop moves an order.
  const app = useE2eApp({
    server: { now: shiftedClock(openAt), fulfilment: 'board', fulfilmentStepSeconds: 1 },
    customer: { email: `lucia.live.${Date.now()}@example.com` },
    phone: { at: openAt },
  });
  let staffBrowser: Browser | undefined;
  let staffErrors: string[] = [];
  let staff: StaffSession;
  let order: Order;
  let videoDir: string;

  async function staffSignIn(): Promise<StaffSession> {
    await apiCall(app.server.url, 'POST', '/staff/login-start', undefined, { email: STAFF_EMAIL });
    const outbox = await apiCall<{ to: string; code: string | null }[]>(app.server.url, 'GET', '/dev/outbox');
    const code = outbox.filter((mail) => mail.to === STAFF_EMAIL && mail.code).at(-1)!.code;
    return apiCall<StaffSession>(app.server.url, 'POST', '/staff/login-end', undefined, { email: STAFF_EMAIL, code });
  }

  const move = (to: number, expected: number) =>
    apiCall<Ticket>(app.server.url, 'POST', `/staff/orders/${order.orderId}/status`, staff.token, { to, expected });
  const shownStatus = () => app.page.getByTestId('order-status').getAttribute('data-status-id');

  beforeAll(async () => {
    await addStaff(app.server.db, { email: STAFF_EMAIL, shops: ['va01'], everyShop: false, role: 'barista', name: 'Bea' });
    staff = await staffSignIn();
    videoDir = mkdtempSync(path.join(tmpdir(), 'ritmo-camera-'));
  });

  afterAll(async () => {
    await staffBrowser?.close();
    if (videoDir) rmSync(videoDir, { recursive: true, force: true });
  });

  it('a customer orders and pays: the order carries its QR text, and the order screen draws it', async () => {
    order = await orderAndPayOneProduct(app);
    expect(order.paymentStatus.id).toBe(PAYMENT_STATUS.paid);
    expect(order.orderStatus.id).toBe(ORDER_STATUS.pending);
    expect(JSON.parse(order.qrText!)).toEqual({ orderId: order.orderId, secret: expect.stringMatching(/^[0-9a-f]{32}$/) });

    await app.page.goto(`${app.server.url}/#/order/${order.orderId}`);
    await app.page.getByTestId('order-qr').waitFor();
    expect(await shownStatus()).toBe(String(ORDER_STATUS.pending));
  });

  it('nothing moves the paid order by itself (no simulator)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const [now] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);
    expect(now!.orderStatus.id).toBe(ORDER_STATUS.pending);
  });

  it('each move by the shop shows on the open order screen without a reload; Ready says "Tu pedido está listo" within 2 s', async () => {
    // A reload would lose this mark.
    await app.page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
    await move(ORDER_STATUS.inQueue, ORDER_STATUS.pending);
    await app.page.locator(`[data-testid="order-status"][data-status-id="${ORDER_STATUS.inQueue}"]`).waitFor({ timeout: 2_000 });
    await move(ORDER_STATUS.inPreparation, ORDER_STATUS.inQueue);
    await app.page.locator(`[data-testid="order-status"][data-status-id="${ORDER_STATUS.inPreparation}"]`).waitFor({ timeout: 2_000 });
    expect(await app.page.getByTestId('order-wait').textContent()).not.toContain(READY_TEXT);

    await move(ORDER_STATUS.prepared, ORDER_STATUS.inPreparation);
    await app.page.getByTestId('order-wait').filter({ hasText: READY_TEXT }).waitFor({ timeout: 2_000 });
    expect(await shownStatus()).toBe(String(ORDER_STATUS.prepared));
    expect(await app.page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });

  it("the board's scanner reads the customer's QR from the camera and hands the order over; it leaves the customer's pending list", async () => {
    // The customer goes back to the pending orders (in the app, no reload): the ready order is there.
    await app.page.locator('.back-link').first().click();
    await app.page.waitForURL(/#\/user_orders$/);
    const card = app.page.getByTestId('order-card').filter({ has: app.page.locator(`[data-status-id="${ORDER_STATUS.prepared}"]`) });
    await card.waitFor();
    expect(await app.page.getByTestId('order-card').count()).toBe(1);

    // The counter's tablet: its camera shows the customer's QR (a video made from the order's QR text).
    const video = writeQrVideo(path.join(videoDir, 'qr.y4m'), order.qrText!);
    staffBrowser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)] });
    const tablet = await staffBrowser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-ES' });
    await tablet.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    await tablet.addInitScript((session) => localStorage.setItem('ritmo-staff-session', session), JSON.stringify(staff));
    const board = await tablet.newPage();
    staffErrors = trackPageErrors(board);
    await board.goto(`${app.server.url}/#/staff`);
    await board.getByRole('button', { name: 'Empezar turno' }).click();
    await board.getByText(`#${order.dailyNumber}`).first().waitFor();
    await board.getByRole('button', { name: 'Escanear' }).click();
    const result = board.getByTestId('handover-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.getAttribute('data-ok'), (await result.textContent()) ?? '').toBe('true');

    const [handedOver] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);
    expect(handedOver!.orderStatus.id).toBe(ORDER_STATUS.delivery);
    // The customer's open list follows the hand-over without a reload.
    await app.page.getByTestId('orders-empty').waitFor({ timeout: 2_000 });
    expect(await app.page.getByTestId('order-card').count()).toBe(0);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
    expect(staffErrors).toEqual([]);
  });
});
