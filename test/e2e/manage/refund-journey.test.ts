import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Order, Product } from '../../../src/api/contract';
import type { StaffSession, Ticket } from '../../../src/api/contract/counter/staff';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { addStaff } from '../../../server/modules/people/staff/members';
import { seriousAxeViolations } from '../axe';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext, nextOpeningMoment, shiftedClock, trackPageErrors } from '../harness';
import { addToCart, payInSandbox } from '../shopping';
import { staffSession } from '../staffSession';

const BARISTA = 'bea.refunds@ritmo.es';
const MANAGER = 'manager@ritmo.local';
type OutboxMail = { to: string; subject: string; text: string; code: string | null };

// A wrong order found after it was handed over: the customer orders two products and pays; the counter
// prepares and hands it over; the manager refunds one of its two lines from the back office's Orders
// section. The customer's open invoices screen shows the correction without a reload, and the e-mail
// arrives. E2E_SCREENSHOTS=dir keeps a picture of each step.
describe('a refund of one line from the back office, in Chromium', () => {
  const openAt = nextOpeningMoment();
  const customerEmail = `lucia.refund.${Date.now()}@example.com`;
  const app = useE2eApp({ server: { now: shiftedClock(openAt), fulfilment: 'board' }, customer: { email: customerEmail }, phone: { at: openAt } });
  const dir = process.env.E2E_SCREENSHOTS;
  let barista: StaffSession;
  let order: Order;
  let correction: string;

  const picture = async (page: Page, name: string) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `refund-${name}-390.png`), fullPage: true });
  };

  beforeAll(async () => {
    await addStaff(app.server.db, { email: BARISTA, shops: ['va01'], everyShop: false, role: 'barista', name: 'Bea' });
    barista = await staffSession(app.server.url, BARISTA);
  });

  it('the customer orders two products and pays; the counter prepares and hands the order over', async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    const drinks = home.products.flatMap((group) => group.items).filter((candidate: Product) => !candidate.isOneGoods);
    await addToCart(app.page, app.server.url, drinks[0]!);
    await addToCart(app.page, app.server.url, drinks[1]!);
    await app.page.goto(`${app.server.url}/#/cart`);
    await payInSandbox(app.page);
    await app.page.waitForURL(/#\/pok/);
    order = (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
    expect(order.products).toHaveLength(2);
    let status: number = ORDER_STATUS.pending;
    for (const to of [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared, ORDER_STATUS.delivery]) {
      const ticket = await apiCall<Ticket>(app.server.url, 'POST', `/staff/orders/${order.orderId}/status`, barista.token, { to, expected: status });
      status = ticket.statusId;
    }
    expect(status).toBe(ORDER_STATUS.delivery);
  });

  it('the manager finds the order by its code and refunds one of its two lines; the open invoices screen shows the correction without a reload', async () => {
    // The customer's invoices screen is open, with the order's ticket.
    await app.page.goto(`${app.server.url}/#/user/invoices`);
    await app.page.getByTestId('invoice-row').first().waitFor();
    expect(await app.page.getByTestId('invoice-row').count()).toBe(1);
    await app.page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const context = app.closeAtEnd(await newPhoneContext(app.browser, 'es-ES'));
    await context.addCookies([{ name: 'culture', value: 'es', url: app.server.url }]);
    const manager = await context.newPage();
    const errors = trackPageErrors(manager);
    await manager.goto(`${app.server.url}/manage/`);
    await manager.getByLabel('Correo electrónico').fill(MANAGER);
    await manager.getByRole('button', { name: 'Enviar código' }).click();
    await manager.getByLabel('Código').waitFor();
    const outbox = await apiCall<OutboxMail[]>(app.server.url, 'GET', '/dev/outbox');
    await manager.getByLabel('Código').fill(outbox.find((mail) => mail.to === MANAGER && mail.code)!.code!);
    await manager.getByRole('button', { name: 'Entrar', exact: true }).click();

    await manager.getByTestId('manage-nav-orders').click();
    await manager.getByTestId('bo-orders-q').fill(order.orderCode);
    await manager.getByRole('button', { name: 'Buscar' }).click();
    await manager.getByTestId('bo-order-link').filter({ hasText: order.orderCode }).click();
    await manager.getByTestId('bo-refund-form').waitFor();
    await picture(manager, 'order');
    expect(await seriousAxeViolations(manager)).toEqual([]);
    await manager.getByTestId('bo-refund-line-1').fill('1');
    await manager.getByTestId('bo-refund-reason').fill('Producto equivocado');
    await manager.getByTestId('bo-refund-submit').click();
    await manager.getByTestId('bo-refund-confirm').click();
    const result = manager.getByTestId('bo-refund-result').filter({ hasText: 'Factura rectificativa' });
    await result.waitFor();
    correction = /R\d{4}-\d{6}/.exec((await result.textContent()) ?? '')![0];
    await manager.getByTestId('bo-order-refund').first().waitFor();
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await picture(manager, 'done-es');
    expect(await seriousAxeViolations(manager)).toEqual([]);
    await context.addCookies([{ name: 'culture', value: 'en', url: app.server.url }]);
    await manager.reload();
    await manager.getByTestId('bo-order-refund').first().waitFor();
    await manager.getByRole('heading', { name: 'Refund', exact: true }).waitFor();
    await picture(manager, 'done-en');
    expect(errors).toEqual([]);

    // The customer's screen, never reloaded, lists the correction: negative, naming the ticket it corrects.
    const row = app.page.getByTestId('invoice-row').filter({ hasText: correction });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('-');
    expect(await app.page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await picture(app.page, 'customer-invoices');
  });

  it('the customer receives the refund e-mail naming the line, the amount and the correction', async () => {
    await expect
      .poll(
        async () =>
          (await apiCall<OutboxMail[]>(app.server.url, 'GET', '/dev/outbox')).find(
            (mail) => mail.to === customerEmail && mail.subject.includes(order.orderCode) && mail.text.includes(correction),
          ),
        { timeout: 15_000 },
      )
      .toBeDefined();
    const mail = (await apiCall<OutboxMail[]>(app.server.url, 'GET', '/dev/outbox')).find((candidate) => candidate.text.includes(correction))!;
    expect(mail.text).toContain(`1 × ${order.products[1]!.title}`);
    expect(mail.text).toContain('Producto equivocado');
  });
});
