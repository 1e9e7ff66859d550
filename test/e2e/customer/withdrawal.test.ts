import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOrder } from '../../../src/api/contract';
import { customers } from '../../../server/platform/db/schema';
import { pay } from '../../server/support/counterBed';
import type { TestCustomer } from '../../server/support/customers';
import { deliveryBody, deliveryLine } from '../../server/support/deliveryBed';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { newPhoneContext, trackPageErrors } from '../harness';
import { signedInPhone } from '../shopping';

const MANAGER = 'manager@ritmo.local';
type OutboxMail = { to: string; subject: string; text: string; code: string | null };

// A delivered order of a mug and a bag of beans: the customer withdraws from both (declaring the beans
// unopened) on the order's detail; the acknowledgement is e-mailed; the manager sees the withdrawal pending
// on the order's page, prefills the refund from it and refunds, which settles it. E2E_SCREENSHOTS=dir keeps
// a picture of each screen.
describe('a withdrawal from a delivered order, in Chromium', () => {
  const email = `marta.withdraws.${Date.now()}@example.com`;
  const app = useE2eApp({ server: { fulfilmentStepSeconds: 1 }, customer: { email, addresses: ['Carrer de Sueca 1'] }, phone: { at: new Date() } });
  const dir = process.env.E2E_SCREENSHOTS;
  let order: DeliveryOrder;

  /** The screen with `testId` in the middle of the phone's view (the fixed header would cover it in a full-page picture). */
  const picture = async (page: Page, name: string, testId?: string) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    if (testId) await page.getByTestId(testId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: testId === undefined });
  };

  beforeAll(async () => {
    const db = app.server.db;
    const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    const who = { id: row!.id, email } as TestCustomer;
    const addresses = await apiCall<{ addressId: number }[]>(app.server.url, 'GET', '/customer/addresses', app.token);
    const body = await deliveryBody(db, who, [await deliveryLine(db, 'P8001', 2), await deliveryLine(db, 'P5001', 1)], addresses[0]!.addressId);
    const response = await fetch(`${app.server.url}/api/customer/delivery-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${app.token}`, 'Idempotency-Key': crypto.randomUUID(), 'X-Language': 'es' },
      body: JSON.stringify(body),
    });
    const created = (await response.json()) as { data: { order: DeliveryOrder } };
    await pay(db, created.data.order.orderId, new Date());
    // The demo kitchen walks it to Delivered, a step a second.
    for (let tries = 0; tries < 60; tries++) {
      const listed = await apiCall<DeliveryOrder[]>(app.server.url, 'GET', '/customer/delivery-orders', app.token);
      order = listed.find((one) => one.orderId === created.data.order.orderId)!;
      if (order.orderStatus.id === 63006) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(order.orderStatus.id).toBe(63006);
  });

  it('the English form shows the deadline, the units per line and the sealed goods’ note', async () => {
    const phone = app.closeAtEnd((await signedInPhone(app.browser, app.server.url, app.token, new Date(), 'en')).context);
    const page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto(`${app.server.url}/#/user/deliver_orders?order=${order.orderId}`);
    await page.getByTestId('withdrawal-open').click();
    const form = page.getByTestId('withdrawal-form');
    await form.waitFor();
    expect(await form.textContent()).toContain('Sealed product: only if you have not opened it');
    await page.getByTestId('withdrawal-line').nth(1).getByRole('button', { name: 'One unit more' }).click();
    await picture(page, 'withdrawal-form-en-390', 'withdrawal-form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('the customer withdraws from both lines, confirms, and the acknowledgement is e-mailed', async () => {
    const page = app.page;
    await page.goto(`${app.server.url}/#/user/deliver_orders?order=${order.orderId}`);
    await page.getByTestId('withdrawal-open').click();
    await page.getByTestId('withdrawal-line').nth(0).getByRole('button', { name: 'Una unidad más' }).click();
    await page.getByTestId('withdrawal-line').nth(1).getByRole('button', { name: 'Una unidad más' }).click();
    await page.getByLabel('Motivo (opcional)').fill('No era lo que esperaba');
    await page.getByLabel(/están sin abrir/).check();
    await picture(page, 'withdrawal-form-es-390', 'withdrawal-form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('withdrawal-continue').click();
    await page.getByTestId('withdrawal-confirm').waitFor();
    await picture(page, 'withdrawal-confirm-es-390', 'withdrawal-confirm');
    await page.getByTestId('withdrawal-send').click();
    await page.getByTestId('withdrawal-done').waitFor();
    await picture(page, 'withdrawal-done-es-390', 'withdrawal-done');
    await expect
      .poll(async () =>
        (await apiCall<OutboxMail[]>(app.server.url, 'GET', '/dev/outbox')).find((mail) => mail.to === email && /desistimiento/.test(mail.subject)),
      )
      .toBeTruthy();
    const mail = (await apiCall<OutboxMail[]>(app.server.url, 'GET', '/dev/outbox')).find((one) => one.to === email && /desistimiento/.test(one.subject))!;
    expect(mail.text).toContain('1 × Taza Ritmo 350 ml');
    expect(mail.text).toContain('1 × Colombia Huila 250 g');
    expect(app.errors).toEqual([]);
  });

  it('the manager sees it pending, prefills the refund from it and refunds', async () => {
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
    await manager.getByTestId('bo-orders-pending').check();
    await manager.getByRole('button', { name: 'Buscar' }).click();
    await manager.getByTestId('bo-order-link').filter({ hasText: order.orderCode }).click();
    await manager.getByTestId('bo-order-withdrawal').waitFor();
    expect(await manager.getByTestId('bo-order-withdrawal').textContent()).toContain('Pendiente de reembolso');
    await manager.getByTestId('bo-withdrawal-prefill').click();
    expect(await manager.getByTestId('bo-refund-line-0').inputValue()).toBe('1');
    await picture(manager, 'withdrawal-backoffice-es-390');
    await manager.getByTestId('bo-refund-submit').click();
    await manager.getByTestId('bo-refund-confirm').click();
    await manager.getByTestId('bo-refund-result').filter({ hasText: 'Factura rectificativa' }).waitFor();
    expect(await manager.getByTestId('bo-order-withdrawal').textContent()).toContain('Reembolsado');
    await picture(manager, 'withdrawal-backoffice-refunded-es-390');
    expect(errors).toEqual([]);
  });
});
