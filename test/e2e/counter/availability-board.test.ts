import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { HomeData, Product } from '../../../src/api/contract';
import type { StaffSession } from '../../../src/api/contract/counter/staff';
import { shopClockTime } from '../../../src/domain/schedule/shopTime';
import { createStaff } from '../../server/support/counterBed';
import { SHOP_ID } from '../../server/support/orderBed';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { addToCart, payInSandbox, productShown } from '../shopping';
import { boardContext, staffSession } from '../staffSession';
import { smallTouchTargets } from '../touchTargets';

const MILK = 2;
const OAT = 'milk_oat';
const MANAGER = 'marta.availability@ritmo.local';

// A counter drowning at opening time: the manager marks oat milk (and a cappuccino) sold out on the board,
// customers with the app open see it at once and cannot choose it, a cart holding it is told at checkout,
// the board pauses online orders, and undoing each brings everything back.
describe('the busy counter’s availability, board to customers, in Chromium', () => {
  const openAt = nextOpeningMoment();
  const clock = shiftedClock(openAt);
  const app = useE2eApp({
    server: { now: clock, fulfilment: 'board' },
    customer: { email: `lucia.availability.${Date.now()}@example.com` },
    phone: { at: openAt },
  });
  let session: StaffSession;
  let boardSide: BrowserContext;
  let board: Page;
  let browsing: Page;
  let boardErrors: string[];
  let browsingErrors: string[];
  let latte: Product;
  let cappuccino: Product;

  const ordersOf = async () => (await apiCall<{ orderId: number }[]>(app.server.url, 'GET', '/customer/orders', app.token)).length;
  const oatInput = (page: Page) => page.locator(`#extra-${MILK}-${OAT}`);
  const cappuccinoCard = (page: Page) => page.locator(`[data-testid="product-card"][href$="/product/${cappuccino.slug}"]`).first();
  const panel = () => board.getByTestId('availability-panel');

  /** The customer's screen as it is, when STAFF_SHOTS names a folder. */
  const customerShot = async (page: Page, name: string, shown: Locator) => {
    const dir = process.env.STAFF_SHOTS;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, `customer-${name}.png`) });
  };

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const products = home.products.flatMap((group) => group.items);
    latte = products.find((product) => product.extras.includes(MILK) && product.productCode !== 'P1005')!;
    cappuccino = products.find((product) => product.productCode === 'P1005')!;

    await createStaff(app.server.db, MANAGER, 'manager', [SHOP_ID], clock());
    session = await staffSession(app.server.url, MANAGER);
    boardSide = app.closeAtEnd(await app.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-ES', hasTouch: true }));
    await boardContext(boardSide, app.server.url, session, 'va01');
    board = await boardSide.newPage();
    boardErrors = trackPageErrors(board);
    await board.goto(`${app.server.url}/#/staff`);
    await board.getByRole('button', { name: 'Empezar turno' }).first().click();

    // A second customer browses the catalogue (a visitor, its own browser context).
    const visitor = app.closeAtEnd(await app.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' }));
    await visitor.addCookies([
      { name: 'culture', value: 'es', url: app.server.url },
      { name: 'cookie_consent', value: openAt.toISOString(), url: app.server.url },
    ]);
    browsing = await visitor.newPage();
    browsingErrors = trackPageErrors(browsing);
  });

  it('marks oat milk and a cappuccino sold out from the board, until closing', async () => {
    // The signed-in customer's cart already holds a latte with oat milk; their phone stays on its page.
    await addToCart(app.page, app.server.url, latte, { extraLabel: 'Bebida de avena' });
    await app.page.goto(`${app.server.url}/#/va01/product/${latte.slug}`);
    await productShown(app.page, latte.slug);
    expect(await oatInput(app.page).isDisabled()).toBe(false);
    await browsing.goto(`${app.server.url}/#/va01`);
    await cappuccinoCard(browsing).waitFor();
    expect(await cappuccinoCard(browsing).getAttribute('data-sold-out')).toBeNull();

    await board.locator('[data-action="availability"]').click();
    const oatToggle = panel().getByRole('button', { name: 'Agotado: Tipo de leche: Bebida de avena' });
    await oatToggle.waitFor({ timeout: 15_000 });
    const closing = await panel().locator('[data-until="closing"]').textContent();
    expect(closing).toMatch(/^Hasta el cierre \(\d\d:\d\d\)$/);
    await oatToggle.click();
    await expect.poll(() => oatToggle.getAttribute('aria-pressed')).toBe('true');
    await panel()
      .getByRole('button', { name: `Agotado: ${cappuccino.title}` })
      .click();

    const soldOutNow = panel().getByTestId('sold-out-now');
    await expect
      .poll(() => soldOutNow.getByRole('listitem').allTextContents())
      .toEqual([
        `${cappuccino.title}vuelve a las ${closing!.slice(-6, -1)}Reactivar`,
        `Tipo de leche: Bebida de avenavuelve a las ${closing!.slice(-6, -1)}Reactivar`,
      ]);
    expect(await board.locator('[data-action="availability"]').textContent()).toBe('Disponibilidad2 agotados');
  });

  it('shows it at once on the customers’ open screens, without a reload, and oat milk cannot be chosen', async () => {
    await expect.poll(() => oatInput(app.page).isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await app.page.locator(`label[for="extra-${MILK}-${OAT}"]`).textContent()).toContain('Agotado');
    await expect.poll(() => cappuccinoCard(browsing).getAttribute('data-sold-out'), { timeout: 10_000 }).toBe('counter');
    expect(await cappuccinoCard(browsing).textContent()).toContain('Agotado hoy');
    await customerShot(app.page, 'product-oat-sold-out', oatInput(app.page));
    await customerShot(browsing, 'catalogue-sold-out', cappuccinoCard(browsing));
  });

  it('tells the customer whose cart holds it at checkout, naming the line; payment waits and nothing is charged', async () => {
    const before = await ordersOf();
    await app.page.goto(`${app.server.url}/#/cart`);
    const line = app.page.getByTestId('sold-out-line');
    await line.waitFor({ timeout: 10_000 });
    expect(await line.locator('p').textContent()).toBe(`${latte.title} con bebida de avena: agotado hoy`);
    expect(await app.page.getByTestId('pay-card').isDisabled()).toBe(true);
    expect(await ordersOf()).toBe(before);
    await customerShot(app.page, 'cart-sold-out-line', line);
  });

  it('pauses online orders from the board: its header and the customer’s open cart say until when', async () => {
    await panel().getByRole('tab', { name: 'Pedidos online' }).click();
    await panel().getByRole('button', { name: '30 min' }).click();
    const paused = board.getByTestId('paused');
    await paused.waitFor();
    const header = (await paused.locator('strong').textContent())!;
    expect(header).toMatch(/^Pedidos en pausa hasta las \d\d:\d\d$/);
    const until = header.slice(-5);
    // The pause ends 30 minutes after the tap, on the shop's clock.
    const expected = shopClockTime(new Date(clock().getTime() + 30 * 60_000), 'Europe/Madrid');
    expect(Math.abs(minutesOf(until) - minutesOf(expected))).toBeLessThanOrEqual(1);

    const cartPaused = app.page.getByTestId('cart-paused');
    await cartPaused.waitFor({ timeout: 10_000 });
    expect(await cartPaused.textContent()).toContain(`Pausado hasta las ${until}: no aceptamos pedidos ahora`);
    expect(await app.page.getByLabel('Hora de recogida').locator('option').first().isDisabled()).toBe(true);
    await customerShot(app.page, 'cart-paused', cartPaused);
  });

  it('brings everything back with Reactivar and Reanudar, on the board and on the customers’ screens', async () => {
    for (const name of ['Tipo de leche: Bebida de avena', cappuccino.title]) {
      await panel().getByRole('tab', { name: 'Agotados' }).click();
      await panel()
        .getByRole('button', { name: `Reactivar: ${name}` })
        .click();
    }
    await expect.poll(() => panel().getByText('No hay nada agotado.').count()).toBe(1);
    await expect.poll(() => board.locator('[data-action="availability"]').textContent()).toBe('Disponibilidad');
    await board.locator('[data-action="close-availability"]').click();
    await board.locator('[data-testid="paused"] button').click();
    await expect.poll(() => board.getByTestId('paused').count()).toBe(0);

    // The customer's open cart: the line and the pause are gone, and the order can be paid.
    await app.page.getByTestId('cart-paused').waitFor({ state: 'detached', timeout: 10_000 });
    await app.page.getByTestId('sold-out-lines').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await app.page.getByLabel('Hora de recogida').locator('option').first().isDisabled()).toBe(false);
    await expect.poll(() => cappuccinoCard(browsing).getAttribute('data-sold-out'), { timeout: 10_000 }).toBeNull();

    const before = await ordersOf();
    await payInSandbox(app.page, 'sandbox-pay');
    await app.page.waitForURL(/#\/pok/, { timeout: 15_000 });
    expect(await ordersOf()).toBe(before + 1);
    await app.page.goto(`${app.server.url}/#/va01/product/${latte.slug}`);
    await productShown(app.page, latte.slug);
    expect(await oatInput(app.page).isDisabled()).toBe(false);
  });

  it('keeps who changed what in the manager’s log', async () => {
    await board.locator('[data-action="availability"]').click();
    await panel().getByRole('tab', { name: 'Registro' }).click();
    const log = panel().getByTestId('availability-log');
    await log.waitFor();
    const entries = await log.getByRole('listitem').allTextContents();
    expect(entries.every((entry) => entry.endsWith(MANAGER))).toBe(true);
    expect(
      entries.map((entry) =>
        entry
          .replace(/^\d\d:\d\d/, '')
          .replace(MANAGER, '')
          .replace(/\d\d:\d\d/g, 'HH:MM'),
      ),
    ).toEqual([
      'Pedidos reanudados',
      `Reactivado: ${cappuccino.title}`,
      'Reactivado: Tipo de leche: Bebida de avena',
      'Pedidos en pausa hasta las HH:MM',
      `Agotado: ${cappuccino.title}, hasta las HH:MM`,
      'Agotado: Tipo de leche: Bebida de avena, hasta las HH:MM',
    ]);
  });

  it('shows the panel on a tablet and a phone in both languages, every target 44 px or more (screenshots when STAFF_SHOTS is set)', async () => {
    const dir = process.env.STAFF_SHOTS;
    const change = (what: string, body: unknown) => apiCall(app.server.url, 'POST', `/staff/availability/${what}`, session.token, body);
    await change('sold-out', { shop: 'va01', target: { kind: 'extra', extraId: MILK, value: OAT } });
    await change('sold-out', { shop: 'va01', target: { kind: 'product', productCode: cappuccino.productCode }, until: null });
    await change('pause', { shop: 'va01', choice: '15min' });
    await change('extra-wait', { shop: 'va01', minutes: 10, forAnHour: true });
    for (const language of ['es', 'en'] as const) {
      await boardSide.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
      for (const size of [
        { width: 1024, height: 768 },
        { width: 390, height: 844 },
      ]) {
        await board.setViewportSize(size);
        await board.reload();
        await board.getByRole('button', { name: language === 'es' ? 'Empezar turno' : 'Start shift' }).click();
        await board.getByTestId('paused').waitFor();
        await board.locator('[data-action="availability"]').click();
        await panel().locator('.staff-avail-products').first().waitFor({ timeout: 15_000 });
        for (const tab of ['soldOut', 'orders', 'manage', 'log'] as const) {
          await panel().locator(`[data-tab="${tab}"]`).click();
          if (tab === 'log') await panel().getByTestId('availability-log').waitFor();
          expect(await smallTouchTargets(board), `${tab} ${language} ${size.width}`).toEqual([]);
          if (dir && (tab === 'soldOut' || tab === 'orders')) {
            mkdirSync(dir, { recursive: true });
            await board.screenshot({ path: path.join(dir, `availability-${tab}-${language}-${size.width}x${size.height}.png`) });
          }
        }
      }
    }
  });

  it('ran without uncaught page errors', () => {
    expect([...boardErrors, ...browsingErrors, ...app.errors]).toEqual([]);
  });
});

function minutesOf(clockText: string): number {
  const [hours = 0, minutes = 0] = clockText.split(':').map(Number);
  return hours * 60 + minutes;
}
