import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DeliveryOrder, HomeData, Order, Product } from '../../../src/api/contract';
import { isOpenAt } from '../../../src/domain/schedule/schedule';
import { apiCall, registeredCustomer, signInContext } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, trackPageErrors } from '../harness';
import { placeDeliveryOrder as placeDeliveryOrderOf, type SandboxDecision } from '../shopping';

type Language = 'es' | 'en';
type Box = { text: string; left: number; top: number; right: number; bottom: number };

// Issue 15 "At the counter", from the customer's side: the cart of a closed shop keeps its lines, the
// ritmitos toggle cannot be switched on with nothing to spend, cancelling an unpaid order asks first,
// and the delivery tracker's stage labels stay apart on a phone.
describe('at the counter: cart, ritmitos toggle, cancel confirmation, tracker labels', () => {
  const openAt = nextOpeningMoment();
  // The same Wednesday at 22:00: after the demo shop's last range.
  /** The same Wednesday at 22:00 in València: the shops are closed. */
  const closedAt = new Date(openAt.getTime() + 12 * 60 * 60 * 1000);
  // The server's clock runs from the opening hour; test d moves it on to step the demo delivery along.
  let serverShiftMs = 0;
  const serverNow = (() => {
    const offset = openAt.getTime() - Date.now();
    return () => new Date(Date.now() + offset + serverShiftMs);
  })();
  const STEP_SECONDS = 3600;
  const app = useE2eApp({ server: { now: serverNow, fulfilmentStepSeconds: STEP_SECONDS } });
  let home: HomeData;
  let pickUpProduct: Product;
  let deliveryProduct: Product;
  const pageErrors: string[][] = [];

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    pickUpProduct = home.products.flatMap((group) => group.items).find((item) => item.stockCurrent > 20 && item.price >= 1 && !item.isOneGoods)!;
    const online = await apiGet<HomeData>(app.server.url, '/customer/ONLINE/home-wapp');
    deliveryProduct = online.products.flatMap((group) => group.items).find((item) => item.stockCurrent >= 5 && item.price < 30)!;
  });

  /** A signed-in registered customer (two addresses) on a phone, with the browser clock at `time`. */
  async function customerPage(name: string, time: Date, language: Language = 'es'): Promise<{ page: Page; token: string }> {
    const token = await registeredCustomer(app.server.url, `${name}.${Date.now()}@example.com`, ['Carrer de Sueca 23', 'Carrer de Cadis 8']);
    const context = await newPhoneContext(app.browser, language === 'es' ? 'es-ES' : 'en-GB');
    app.closeAtEnd(context);
    context.setDefaultTimeout(15_000);
    await context.clock.install({ time });
    await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
    await signInContext(context, app.server.url, token);
    const page = await context.newPage();
    pageErrors.push(trackPageErrors(page));
    return { page, token };
  }

  async function addPickUpLine(page: Page) {
    await page.goto(`${app.server.url}/#/va01/product/${pickUpProduct.slug}`);
    await page.getByTestId('add-to-cart').click();
    await page.locator('[data-nav="cart"] .nav-badge').waitFor();
  }

  /** A delivery order through the three checkout steps, paid or with a failed payment. */
  const placeDeliveryOrder = (page: Page, decision: SandboxDecision) => placeDeliveryOrderOf(page, app.server.url, deliveryProduct, decision);

  /** Where the focus is: inside the open dialog, and its test id or text. */
  function focusState(page: Page) {
    return page.evaluate(() => {
      const element = document.activeElement ?? document.body;
      return { inDialog: element.closest('dialog[open]') !== null, testId: element.getAttribute('data-testid'), text: element.textContent?.trim() ?? '' };
    });
  }

  it('a) shows the lines of a closed shop, editable with totals, with the closed message instead of paying', async () => {
    expect(isOpenAt(home.schedule, closedAt, home.location.timeZone)).toBe(false);
    const { page } = await customerPage('cerrado', closedAt);
    await addPickUpLine(page);
    await page.goto(`${app.server.url}/#/cart`);

    await expect.poll(() => page.getByTestId('cart-closed').textContent()).toContain('En este momento estamos cerrados, no es posible realizar pedidos.');
    const line = page.getByTestId('cart-line');
    await line.waitFor();
    expect(await line.textContent()).toContain(pickUpProduct.title);
    const total = page.getByTestId('cart-total');
    const before = await total.textContent();
    await page.getByTestId('cart-plus').click();
    await expect.poll(() => line.locator('[aria-live]').textContent()).toBe('2');
    await expect.poll(() => total.textContent()).not.toBe(before);

    for (const payButton of [page.getByTestId('pay-card'), page.getByTestId('pay-wallet')]) {
      const present = (await payButton.count()) > 0;
      if (present) expect(await payButton.isDisabled()).toBe(true);
    }
  });

  it('b) keeps the ritmitos toggle off and disabled, saying why, with no ritmitos to spend', async () => {
    const { page } = await customerPage('sinritmitos', openAt, 'en');
    await addPickUpLine(page);
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('pay-card').waitFor();

    const toggle = page.getByTestId('cart-use-ritmitos');
    await expect.poll(() => toggle.isDisabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    expect(await toggle.isChecked()).toBe(false);
    const reason = page.getByTestId('cart-ritmitos-reason');
    expect(await reason.isVisible()).toBe(true);
    expect(await reason.textContent()).toMatch(/no ritmitos/i);
    // The reason is the toggle's description for a screen reader.
    expect(await toggle.evaluate((input) => input.getAttribute('aria-describedby'))).toBe(await reason.getAttribute('id'));
  });

  it('c) asks before cancelling an unpaid pick-up order; Escape keeps it, Cancelar pedido cancels it', async () => {
    const { page, token } = await customerPage('cancela.recogida', openAt);
    await addPickUpLine(page);
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('pay-card').click();
    await page.getByTestId('sandbox-fail').click();
    await page.waitForURL(/#\/pko/);
    await page.goto(`${app.server.url}/#/user_orders`);
    const cancel = page.getByTestId('order-cancel');

    // By keyboard: the question takes focus, Tab stays inside, Escape closes it and gives focus back.
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('¿Seguro que quieres cancelar este pedido?');
    expect((await focusState(page)).inDialog).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect((await focusState(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focusState(page)).testId).toBe('order-cancel');
    const [kept] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', token);
    expect(kept!.orderStatus.id).not.toBe(62005);

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect.poll(async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', token))[0]!.orderStatus.id).toBe(62005);
  });

  it('c) asks before cancelling an unpaid delivery order; Keep order keeps it, Cancel order cancels it', async () => {
    const { page, token } = await customerPage('cancela.domicilio', openAt, 'en');
    await placeDeliveryOrder(page, 'sandbox-fail');
    await page.goto(`${app.server.url}/#/user/deliver_orders`);
    const cancel = page.getByTestId('delivery-order-cancel');
    const deliveryStatus = async () => (await apiCall<DeliveryOrder[]>(app.server.url, 'GET', '/customer/delivery-orders', token))[0]!.orderStatus.id;

    await cancel.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Are you sure you want to cancel this order?');
    expect((await focusState(page)).inDialog).toBe(true);
    await dialog.getByRole('button', { name: 'Keep order', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await deliveryStatus()).not.toBe(63007);
    expect(await cancel.isVisible()).toBe(true);

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(deliveryStatus).toBe(63007);
  });

  /** Each stage label's text extent (the tick box left out), as drawn. */
  function stageLabelBoxes(page: Page): Promise<Box[]> {
    return page.getByTestId('delivery-stage').evaluateAll((stages) =>
      stages.map((stage) => {
        const box = { text: '', left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
        const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('[aria-hidden="true"]')) continue;
          box.text += node.textContent;
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            box.left = Math.min(box.left, rect.left);
            box.top = Math.min(box.top, rect.top);
            box.right = Math.max(box.right, rect.right);
            box.bottom = Math.max(box.bottom, rect.bottom);
          }
        }
        return box;
      }),
    );
  }

  /** How far apart two boxes are: negative when they overlap. */
  const separation = (a: Box, b: Box) => Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
  // Labels closer than this read as one run of words.
  const MIN_SEPARATION_PX = 6;

  it('d) draws the five tracker labels apart and inside the screen at 390 and 320 px (and 600), in es and en', async () => {
    const { page, token } = await customerPage('seguimiento', openAt);
    await placeDeliveryOrder(page, 'sandbox-pay');
    const deliveryStatus = async () => (await apiCall<DeliveryOrder[]>(app.server.url, 'GET', '/customer/delivery-orders', token))[0]!;
    await expect.poll(async () => (await deliveryStatus()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    // Three demo-kitchen steps on (Waiting → Order ready → In transport → Out for delivery): four checked, bold stages.
    for (const next of [63002, 63003, 63004]) {
      serverShiftMs += (STEP_SECONDS + 1) * 1000;
      await expect.poll(async () => (await deliveryStatus()).orderStatus.id, { timeout: 15_000, interval: 250 }).toBe(next);
    }
    const context = page.context();
    for (const language of ['es', 'en'] as const) {
      await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
      // 600 px: the wider layout, stages side by side.
      for (const width of [390, 320, 600]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${app.server.url}/#/user/deliver_orders`);
        await page.reload();
        await page.locator('[data-testid="delivery-order-card"][role="button"]').first().click();
        await page.getByTestId('delivery-tracker').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const boxes = await stageLabelBoxes(page);
        expect(boxes).toHaveLength(5);
        for (const [index, box] of boxes.entries()) {
          const where = `${language} ${width}px "${box.text}"`;
          expect(box.text.trim(), where).not.toBe('');
          expect(box.left, `${where} leaves the screen on the left`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${where} leaves the screen on the right`).toBeLessThanOrEqual(width);
          for (const other of boxes.slice(index + 1)) {
            expect(separation(box, other), `${where} runs into "${other.text}"`).toBeGreaterThanOrEqual(MIN_SEPARATION_PX);
          }
        }
      }
    }
  });

  it('ran without uncaught page errors', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
