import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import QRCode from 'qrcode';
import { chromium } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Order } from '../../../src/api/contract';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { createStaff, eventsOf, orderRow, pay } from '../../server/support/counterBed';
import { cartLine, orderBody, SHOP_ID } from '../../server/support/orderBed';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { CHROME_PATH, CHROMIUM_ARGS, nextOpeningMoment, shiftedClock, trackPageErrors, waitForServiceWorker } from '../harness';

// The counter's board in Chromium: a member of staff signs in with an e-mail code, a paid order rings and
// shows, one tap per step takes it to Ready, undo takes a step back, and taps made offline reach the
// server once each when the connection is back.
describe('the staff board in Chromium', () => {
  const openAt = nextOpeningMoment();
  const clock = shiftedClock(openAt);
  const app = useE2eApp({ server: { now: clock, fulfilment: 'board' }, customer: { email: `sara.board.${Date.now()}@example.com` } });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let customerId: number;

  /** A paid pick-up order at va01 made through the real order call; paid as the gateway's notice would. */
  async function paidOrder(
    products: [string, number][] = [
      ['P1005', 1],
      ['P1001', 2],
    ],
  ): Promise<number> {
    const lines = await Promise.all(products.map(([code, quantity]) => cartLine(app.server.db, code, quantity)));
    const body = await orderBody(app.server.db, customerId, lines, { now: clock() });
    const response = await fetch(`${app.server.url}/api/customer/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${app.token}`, 'X-Location-Id': String(SHOP_ID), 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { wasOk: boolean; data: { order: { orderId: number } } };
    if (!answer.wasOk) throw new Error(`order not created: ${JSON.stringify(answer)}`);
    await pay(app.server.db, answer.data.order.orderId, clock());
    return answer.data.order.orderId;
  }

  const ticket = (orderId: number) => page.locator(`[data-testid="staff-ticket"][data-order-id="${orderId}"]`);
  const statusOnBoard = (orderId: number) => ticket(orderId).getAttribute('data-status').then(Number);
  const statusOnServer = async (orderId: number) => (await orderRow(app.server.db, orderId)).statusId;
  async function serverReaches(orderId: number, status: number) {
    await expect.poll(() => statusOnServer(orderId), { timeout: 10_000 }).toBe(status);
  }

  beforeAll(async () => {
    customerId = (await apiCall<{ id: number }>(app.server.url, 'GET', '/customer/account', app.token)).id;
    await createStaff(app.server.db, 'barista.e2e@ritmo.local', 'barista', [SHOP_ID], clock());
    context = app.closeAtEnd(await app.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-ES', hasTouch: true }));
    await context.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    page = await context.newPage();
    errors = trackPageErrors(page);
  });

  it('signs in with the e-mail code, shows a paid order and sounds until it is seen', async () => {
    const orderId = await paidOrder();
    await page.goto(`${app.server.url}/#/staff`);
    await page.getByLabel('Correo electrónico').fill('barista.e2e@ritmo.local');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByLabel('Código').waitFor();
    const outbox = await apiCall<{ to: string; code: string | null }[]>(app.server.url, 'GET', '/dev/outbox');
    const code = outbox.find((mail) => mail.to === 'barista.e2e@ritmo.local' && mail.code)!.code!;
    await page.getByLabel('Código').fill(code);
    await page.getByRole('button', { name: 'Entrar y empezar turno' }).click();

    await ticket(orderId).waitFor({ timeout: 15_000 });
    expect(await statusOnBoard(orderId)).toBe(ORDER_STATUS.pending);
    await expect.poll(() => page.locator('#staff-board').getAttribute('data-alerts-played').then(Number), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // The customer app's session is not the staff one: the customer side of this browser is untouched.
    expect(await page.evaluate(() => document.cookie.includes('session='))).toBe(false);
    await page.locator('[data-action="ack"]').click();
    await expect.poll(() => page.locator('[data-action="ack"]').count()).toBe(0);
  });

  it('takes the order to Ready one tap at a time, and undo takes the last tap back', async () => {
    const [orderId] = await page
      .locator('[data-testid="staff-ticket"]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-order-id'))));
    for (const step of [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared]) {
      await ticket(orderId!).locator('[data-action="next"]').click();
      await expect.poll(() => statusOnBoard(orderId!)).toBe(step);
      await serverReaches(orderId!, step);
    }
    await page.locator('[data-action="undo"]').click();
    await expect.poll(() => statusOnBoard(orderId!)).toBe(ORDER_STATUS.inPreparation);
    await serverReaches(orderId!, ORDER_STATUS.inPreparation);
    const events = await eventsOf(app.server.db, orderId!);
    expect(events.filter((event) => event.source === 'board').map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [ORDER_STATUS.pending, ORDER_STATUS.inQueue],
      [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation],
      [ORDER_STATUS.inPreparation, ORDER_STATUS.prepared],
      [ORDER_STATUS.prepared, ORDER_STATUS.inPreparation],
    ]);
  });

  it('keeps taps made offline, says it is offline, and the server has each of them once when back', async () => {
    const orderId = await paidOrder([['P1001', 1]]);
    await ticket(orderId).waitFor({ timeout: 15_000 });
    await context.setOffline(true);
    await ticket(orderId).locator('[data-action="next"]').click();
    await expect.poll(() => statusOnBoard(orderId)).toBe(ORDER_STATUS.inQueue);
    await ticket(orderId).locator('[data-action="next"]').click();
    await expect.poll(() => statusOnBoard(orderId)).toBe(ORDER_STATUS.inPreparation);
    await page.getByRole('alert').filter({ hasText: 'Sin conexión desde' }).waitFor({ timeout: 15_000 });
    expect(await statusOnServer(orderId)).toBe(ORDER_STATUS.pending);

    await context.setOffline(false);
    await serverReaches(orderId, ORDER_STATUS.inPreparation);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Sin conexión desde' }).count(), { timeout: 15_000 }).toBe(0);
    // A drain or two more after the return sends nothing again.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const moves = (await eventsOf(app.server.db, orderId)).filter((event) => event.source === 'board');
    expect(moves.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [ORDER_STATUS.pending, ORDER_STATUS.inQueue],
      [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation],
    ]);
  });

  it('hands an order over by its daily number and says why another cannot be', async () => {
    const orderId = await paidOrder([['P1005', 1]]);
    await ticket(orderId).waitFor({ timeout: 15_000 });
    const { dailyNumber } = await orderRow(app.server.db, orderId);
    await page.locator('[data-action="scan"]').click();
    await page.getByLabel('Número del pedido').fill(String(dailyNumber));
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect.poll(() => page.getByTestId('handover-result').textContent()).toBe('El pedido aún no está listo');
    for (let step = 0; step < 3; step += 1) await serverReachesAfterTap(orderId);
    await page.getByLabel('Número del pedido').fill(String(dailyNumber));
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect.poll(() => page.getByTestId('handover-result').textContent()).toBe(`Entregado #${dailyNumber}`);
    await serverReaches(orderId, ORDER_STATUS.delivery);
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    expect(errors).toEqual([]);
  });

  it('at 1024×768 the hand-over number field is wide, its label on one line, and handing over a just-readied order takes its undo away', async () => {
    const orderId = await paidOrder([['P1001', 1]]);
    await ticket(orderId).waitFor({ timeout: 15_000 });
    const { dailyNumber } = await orderRow(app.server.db, orderId);
    for (const step of [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared]) {
      await ticket(orderId).locator('[data-action="next"]').click();
      await expect.poll(() => statusOnBoard(orderId)).toBe(step);
    }
    await serverReaches(orderId, ORDER_STATUS.prepared);
    const undo = page.locator('.staff-undo').filter({ hasText: `#${dailyNumber} →` });

    await page.locator('[data-action="scan"]').click();
    const field = page.getByLabel('Número del pedido');
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(120);
    const labelLines = await page.locator('.staff-number-form label').evaluate((label) => {
      const range = document.createRange();
      range.selectNodeContents(label.firstChild!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(labelLines).toBe(1);

    await field.fill(String(dailyNumber));
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect.poll(() => page.getByTestId('handover-result').textContent()).toBe(`Entregado #${dailyNumber}`);
    await expect.poll(() => statusOnBoard(orderId).catch(() => ORDER_STATUS.delivery)).toBe(ORDER_STATUS.delivery);
    await expect.poll(() => undo.count()).toBe(0);
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    expect(errors).toEqual([]);
  });

  /** A short still video (YUV4MPEG2, 4:2:0) of the QR of `text`, black on white, for Chromium's fake camera. */
  function qrVideo(text: string): Buffer {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const width = 640;
    const height = 480;
    const scale = Math.floor(400 / (modules.size + 8));
    const left = Math.floor((width - modules.size * scale) / 2);
    const top = Math.floor((height - modules.size * scale) / 2);
    const luma = Buffer.alloc(width * height, 235);
    for (let y = 0; y < modules.size * scale; y += 1) {
      for (let x = 0; x < modules.size * scale; x += 1) {
        if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
      }
    }
    const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
    const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
    return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]);
  }

  /** Moves the order one step through the API behind the open scanner, as another tablet would. */
  async function serverReachesAfterTap(orderId: number) {
    const before = await statusOnServer(orderId);
    await page.evaluate(
      async ({ orderId, before }) => {
        const session = JSON.parse(localStorage.getItem('ritmo-staff-session')!) as { token: string };
        await fetch(`/api/staff/orders/${orderId}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Authorization: `Bearer ${session.token}` },
          body: JSON.stringify({ to: before + 1, expected: before }),
        });
      },
      { orderId, before },
    );
    await serverReaches(orderId, before + 1);
  }

  it('hands over the order whose QR the camera reads (jsQR: Chromium on Linux has no BarcodeDetector)', async () => {
    const orderId = await paidOrder([['P1001', 1]]);
    await ticket(orderId).waitFor({ timeout: 15_000 });
    for (let step = 0; step < 3; step += 1) await serverReachesAfterTap(orderId);
    const order = (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token)).find((candidate) => candidate.orderId === orderId)!;
    const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-qr-'));
    const video = path.join(dir, 'qr.y4m');
    writeFileSync(video, qrVideo(order.qrText!));
    const session = await page.evaluate(() => localStorage.getItem('ritmo-staff-session')!);
    const camera = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const tablet = await camera.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-ES', permissions: ['camera'] });
      await tablet.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
      await tablet.grantPermissions(['camera'], { origin: app.server.url });
      await tablet.addInitScript((saved) => localStorage.setItem('ritmo-staff-session', saved), session);
      const scanner = await tablet.newPage();
      const scannerErrors = trackPageErrors(scanner);
      await scanner.goto(`${app.server.url}/#/staff`);
      await scanner.getByRole('button', { name: 'Empezar turno' }).click();
      await scanner.locator('[data-action="scan"]').click();
      await expect.poll(() => scanner.locator('.staff-scanner').getAttribute('data-engine'), { timeout: 15_000 }).toBe('jsqr');
      await expect.poll(() => scanner.getByTestId('handover-result').textContent(), { timeout: 20_000 }).toBe(`Entregado #${order.dailyNumber}`);
      await serverReaches(orderId, ORDER_STATUS.delivery);
      expect((await eventsOf(app.server.db, orderId)).at(-1)?.source).toBe('scan');
      expect(scannerErrors).toEqual([]);
    } finally {
      await camera.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows the board on a tablet and a phone in both languages (screenshots when STAFF_SHOTS is set)', async () => {
    const dir = process.env.STAFF_SHOTS;
    for (const [products, steps] of [
      [[['P1005', 2]], 0],
      [
        [
          ['P1001', 1],
          ['P1005', 1],
        ],
        1,
      ],
      [[['P1005', 1]], 3],
    ] as const) {
      const orderId = await paidOrder(products.map(([code, quantity]) => [code, quantity]));
      await ticket(orderId).waitFor({ timeout: 15_000 });
      for (let step = 0; step < steps; step += 1) await ticket(orderId).locator('[data-action="next"]').click();
    }
    for (const language of ['es', 'en'] as const) {
      await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
      for (const size of [
        { width: 1024, height: 768 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await page.reload();
        await page.getByRole('button', { name: language === 'es' ? 'Empezar turno' : 'Start shift' }).click();
        await page.locator('[data-testid="staff-ticket"]').first().waitFor();
        const buttons = await page.locator('.staff-area button:visible').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
        expect(Math.min(...buttons)).toBeGreaterThanOrEqual(48);
        if (dir) {
          mkdirSync(dir, { recursive: true });
          await page.screenshot({ path: path.join(dir, `board-${language}-${size.width}x${size.height}.png`) });
        }
      }
    }
  });

  it('opens offline from the service worker, with the tickets it last had', async () => {
    await waitForServiceWorker(page);
    const startShift = page.getByRole('button', { name: /Empezar turno|Start shift/ });
    if (await startShift.isVisible()) await startShift.click();
    const shown = await page.locator('[data-testid="staff-ticket"]').count();
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('button', { name: /Empezar turno|Start shift/ }).click();
      await expect.poll(() => page.locator('[data-testid="staff-ticket"]').count(), { timeout: 15_000 }).toBe(shown);
      await page
        .getByRole('alert')
        .filter({ hasText: /Sin conexión desde|Offline since/ })
        .waitFor({ timeout: 15_000 });
    } finally {
      await context.setOffline(false);
    }
  });

  it('lets a manager of several shops pick one, remembers it, and shows the delivery orders beside it', async () => {
    await createStaff(app.server.db, 'manager.e2e@ritmo.local', 'manager', 'every', clock());
    const manager = await app.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-ES' });
    try {
      await manager.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
      const screen = await manager.newPage();
      const managerErrors = trackPageErrors(screen);
      await screen.goto(`${app.server.url}/#/staff`);
      await screen.getByLabel('Correo electrónico').fill('manager.e2e@ritmo.local');
      await screen.getByRole('button', { name: 'Enviar código' }).click();
      await screen.getByLabel('Código').waitFor();
      const outbox = await apiCall<{ to: string; code: string | null }[]>(app.server.url, 'GET', '/dev/outbox');
      await screen.getByLabel('Código').fill(outbox.find((mail) => mail.to === 'manager.e2e@ritmo.local' && mail.code)!.code!);
      await screen.getByRole('button', { name: 'Entrar y empezar turno' }).click();
      await screen.locator('[data-shop="va01"]').click();
      await screen.locator('[data-testid="staff-ticket"]').first().waitFor({ timeout: 15_000 });
      await screen.getByRole('region', { name: 'Pedidos a domicilio' }).waitFor();
      // A manager may cancel before preparation: the button is there on a new order.
      expect(await screen.locator('[data-column="new"] [data-action="cancel"]').count()).toBeGreaterThan(0);
      await screen.reload();
      await screen.getByRole('button', { name: 'Empezar turno' }).click();
      await screen.locator('[data-testid="staff-ticket"]').first().waitFor({ timeout: 15_000 });
      expect(managerErrors).toEqual([]);
    } finally {
      await manager.close();
    }
  });
});
