import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Order } from '../../src/api/contract';
import type { StaffSession, Ticket } from '../../src/api/contract/staff';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../src/api/contract/statuses';
import { addStaff } from '../../server/staff/members';
import { apiCall, registeredCustomer } from './customer';
import { fakeCameraArgs, writeQrVideo } from './fakeCamera';
import { apiGet, CHROME_PATH, CHROMIUM_ARGS, launchChromium, nextOpeningMoment, shiftedClock, startTestServer, trackPageErrors, type TestServer } from './harness';
import { addToCart, payInSandbox, signedInPhone } from './shopping';

const STAFF_EMAIL = 'bea.counter@ritmo.es';
const READY_TEXT = 'Tu pedido está listo';

// The counter, live: a customer orders and pays; the shop (no simulator) moves the order to Ready and the
// customer's open order screen says so without a reload; the board's scanner reads the customer's QR from
// the camera and the order leaves the customer's pending list.
describe('the counter, live, in Chromium', () => {
  const openAt = nextOpeningMoment();
  let server: TestServer;
  let browser: Browser;
  let staffBrowser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let staffErrors: string[] = [];
  let token: string;
  let staff: StaffSession;
  let order: Order;
  let videoDir: string;

  async function staffSignIn(): Promise<StaffSession> {
    await apiCall(server.url, 'POST', '/staff/login-start', undefined, { email: STAFF_EMAIL });
    const outbox = await apiCall<{ to: string; code: string | null }[]>(server.url, 'GET', '/dev/outbox');
    const code = outbox.filter((mail) => mail.to === STAFF_EMAIL && mail.code).at(-1)!.code;
    return apiCall<StaffSession>(server.url, 'POST', '/staff/login-end', undefined, { email: STAFF_EMAIL, code });
  }

  const move = (to: number, expected: number) => apiCall<Ticket>(server.url, 'POST', `/staff/orders/${order.orderId}/status`, staff.token, { to, expected });
  const shownStatus = () => page.getByTestId('order-status').getAttribute('data-status-id');

  beforeAll(async () => {
    // FULFILMENT=board: nothing but the shop moves an order.
    server = await startTestServer({ now: shiftedClock(openAt), fulfilment: 'board', fulfilmentStepSeconds: 1 } as never);
    await addStaff(server.db, { email: STAFF_EMAIL, shops: ['va01'], everyShop: false, role: 'barista', name: 'Bea' });
    staff = await staffSignIn();
    token = await registeredCustomer(server.url, `lucia.live.${Date.now()}@example.com`, []);
    videoDir = mkdtempSync(path.join(tmpdir(), 'ritmo-camera-'));
    browser = await launchChromium();
    ({ context, page, errors } = await signedInPhone(browser, server.url, token, openAt));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await staffBrowser?.close();
    await server?.close();
    if (videoDir) rmSync(videoDir, { recursive: true, force: true });
  });

  it('a customer orders and pays: the order carries its QR text, and the order screen draws it', async () => {
    const home = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    const product = home.products.flatMap((group) => group.items).find((candidate) => !candidate.isOneGoods)!;
    await addToCart(page, server.url, product);
    await page.goto(`${server.url}/#/cart`);
    await payInSandbox(page);
    await page.waitForURL(/#\/pok/);
    order = (await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token))[0]!;
    expect(order.paymentStatus.id).toBe(PAYMENT_STATUS.paid);
    expect(order.orderStatus.id).toBe(ORDER_STATUS.pending);
    expect(JSON.parse(order.qrText!)).toEqual({ orderId: order.orderId, secret: expect.stringMatching(/^[0-9a-f]{32}$/) });

    await page.goto(`${server.url}/#/order/${order.orderId}`);
    await page.getByTestId('order-qr').waitFor();
    expect(await shownStatus()).toBe(String(ORDER_STATUS.pending));
  });

  it('nothing moves the paid order by itself (no simulator)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const [now] = await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token);
    expect(now!.orderStatus.id).toBe(ORDER_STATUS.pending);
  });

  it('each move by the shop shows on the open order screen without a reload; Ready says "Tu pedido está listo" within 2 s', async () => {
    // A reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
    await move(ORDER_STATUS.inQueue, ORDER_STATUS.pending);
    await page.locator(`[data-testid="order-status"][data-status-id="${ORDER_STATUS.inQueue}"]`).waitFor({ timeout: 2_000 });
    await move(ORDER_STATUS.inPreparation, ORDER_STATUS.inQueue);
    await page.locator(`[data-testid="order-status"][data-status-id="${ORDER_STATUS.inPreparation}"]`).waitFor({ timeout: 2_000 });
    expect(await page.getByTestId('order-wait').textContent()).not.toContain(READY_TEXT);

    await move(ORDER_STATUS.prepared, ORDER_STATUS.inPreparation);
    await page.getByTestId('order-wait').filter({ hasText: READY_TEXT }).waitFor({ timeout: 2_000 });
    expect(await shownStatus()).toBe(String(ORDER_STATUS.prepared));
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });

  it("the board's scanner reads the customer's QR from the camera and hands the order over; it leaves the customer's pending list", async () => {
    // The customer goes back to the pending orders (in the app, no reload): the ready order is there.
    await page.locator('.back-link').first().click();
    await page.waitForURL(/#\/user_orders$/);
    const card = page.getByTestId('order-card').filter({ has: page.locator(`[data-status-id="${ORDER_STATUS.prepared}"]`) });
    await card.waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(1);

    // The counter's tablet: its camera shows the customer's QR (a video made from the order's QR text).
    const video = writeQrVideo(path.join(videoDir, 'qr.y4m'), order.qrText!);
    staffBrowser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)] });
    const tablet = await staffBrowser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-ES' });
    await tablet.addCookies([{ name: 'culture', value: 'es', url: server.url }]);
    await tablet.addInitScript((session) => localStorage.setItem('ritmo-staff-session', session), JSON.stringify(staff));
    const board = await tablet.newPage();
    staffErrors = trackPageErrors(board);
    await board.goto(`${server.url}/#/staff`);
    await board.getByRole('button', { name: 'Empezar turno' }).click();
    await board.getByText(`#${order.dailyNumber}`).first().waitFor();
    await board.getByRole('button', { name: 'Escanear' }).click();
    const result = board.getByTestId('handover-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.getAttribute('data-ok'), (await result.textContent()) ?? '').toBe('true');

    const [handedOver] = await apiCall<Order[]>(server.url, 'GET', '/customer/orders', token);
    expect(handedOver!.orderStatus.id).toBe(ORDER_STATUS.delivery);
    // The customer's open list follows the hand-over without a reload.
    await page.getByTestId('orders-empty').waitFor({ timeout: 2_000 });
    expect(await page.getByTestId('order-card').count()).toBe(0);
  });

  it('ran without uncaught page errors', () => {
    expect(errors).toEqual([]);
    expect(staffErrors).toEqual([]);
  });
});
