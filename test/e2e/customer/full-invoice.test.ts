import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { HomeData, Invoice, Order, Product } from '../../../src/api/contract';
import { invoices } from '../../../server/platform/db/schema';
import { apiCall } from '../customer';
import { customerPhones, useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart, payInSandbox } from '../shopping';

const SHOTS = '/tmp/fiscal-shots';
const FISCAL = { taxId: '12345678Z', name: 'Lucía Marín Ferrer', address: 'Carrer de Sueca 14, 2ª', postalCode: '46006', city: 'València' };

// A customer stores their tax details in Settings, asks for a full invoice in the cart and pays by card in
// the sandbox: the invoice is an F1 made out to them. A simplified ticket paid later is replaced, from the
// invoices screen, by a full invoice (F3), once.
describe('full invoices with a NIF', () => {
  const openAt = nextOpeningMoment();
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email: `lucia.marin.${Date.now()}@example.com` } });
  let drink: Product;
  const phones = customerPhones(app, openAt);

  const invoiceRow = async (invoiceNumber: string) => (await app.server.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)))[0];
  const newestOrder = async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;

  async function payCartInSandbox(page: Page, before: number | undefined): Promise<Invoice> {
    await payInSandbox(page);
    await page.waitForURL(/#\/pok/);
    await expect.poll(async () => (await newestOrder()).orderId, { timeout: 15_000 }).not.toBe(before);
    await expect.poll(async () => (await newestOrder()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    const order = await newestOrder();
    return (await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', app.token)).find((candidate) => candidate.orderId === order.orderId)!;
  }

  beforeAll(async () => {
    const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    drink = home.products
      .flatMap((group) => group.items)
      .find((product) => product.vatType.id === 2 && !product.isOneGoods && product.stockCurrent > 10 && product.price >= 1)!;
  });

  it('saves the tax details in Settings after saying a wrong NIF letter is wrong', async () => {
    const page = await phones.open('es');
    await page.goto(`${app.server.url}/#/user/settings`);
    await page.getByTestId('settings-fiscal').waitFor();
    await page.getByTestId('fiscal-taxId').fill('12345678A');
    await page.getByTestId('fiscal-name').click();
    expect(await page.getByTestId('fiscal-taxId-rule').textContent()).toBe('El NIF, NIE o CIF no es válido: revisa la letra o el dígito de control.');
    await page.getByTestId('settings-fiscal').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-error-es.png` });
    await page.getByTestId('fiscal-taxId').fill('12.345.678-z');
    await page.getByTestId('fiscal-name').fill(FISCAL.name);
    await page.getByTestId('fiscal-address').fill(FISCAL.address);
    await page.getByTestId('fiscal-postalCode').fill(FISCAL.postalCode);
    await page.getByTestId('fiscal-city').fill(FISCAL.city);
    await page.getByTestId('fiscal-save').click();
    // The field shows the stored form; the save's answer may still be on its way, so wait for the state.
    await expect.poll(() => page.getByTestId('fiscal-taxId').inputValue(), { timeout: 10_000 }).toBe('12345678Z');
    await expect.poll(() => apiCall(app.server.url, 'GET', '/customer/fiscal', app.token), { timeout: 10_000 }).toEqual(FISCAL);
    await page.locator('[data-testid="fiscal-save"][aria-busy="false"]').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('fiscal-taxId').inputValue()).toBe('12345678Z');
    await expect.poll(() => page.getByTestId('fiscal-taxId-rule').count()).toBe(0);
  });

  it('pays a cart with "Quiero factura completa" ticked: its invoice is an F1 made out to the customer', async () => {
    const page = await phones.open('es');
    await addToCart(page, app.server.url, drink);
    await page.goto(`${app.server.url}/#/cart`);
    const box = page.getByTestId('full-invoice');
    await box.waitFor();
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await page.getByTestId('full-invoice-recipient').textContent()).toBe(`A nombre de ${FISCAL.name} (${FISCAL.taxId}).`);
    await box.check();
    await page.getByTestId('full-invoice-choice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cart-es.png` });
    const invoice = await payCartInSandbox(page, undefined);
    expect(invoice.invoiceType).toBe('F1');
    const stored = await invoiceRow(invoice.invoiceNumber);
    expect(stored).toMatchObject({ invoiceType: 'F1', recipient: FISCAL });
  });

  it('replaces a simplified ticket by a full invoice (F3) from the invoices screen, once', async () => {
    const page = await phones.open('es');
    const before = (await newestOrder()).orderId;
    await addToCart(page, app.server.url, drink);
    await page.goto(`${app.server.url}/#/cart`);
    // Another phone: the choice is this device's, so this order gets a plain ticket.
    await expect.poll(() => page.getByTestId('full-invoice').isEnabled()).toBe(true);
    expect(await page.getByTestId('full-invoice').isChecked()).toBe(false);
    const ticket = await payCartInSandbox(page, before);
    expect(ticket.invoiceType).toBe('F2');

    await page.goto(`${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: ticket.invoiceNumber }).click();
    const button = page.getByTestId('invoice-full-request-button');
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/invoices-es.png` });
    await button.click();
    await expect.poll(() => page.getByTestId('invoice-number').textContent(), { timeout: 10_000 }).not.toContain(ticket.invoiceNumber);
    const f3Number = (await page.getByTestId('invoice-number').textContent())!.replace(/^Factura /, '');
    const f3 = await invoiceRow(f3Number);
    const f2 = await invoiceRow(ticket.invoiceNumber);
    expect(f3).toMatchObject({ invoiceType: 'F3', recipient: FISCAL, relatedInvoiceId: f2!.id, orderId: f2!.orderId });
    // Nothing more to ask for on the full invoice; the ticket now names it.
    expect(await page.getByTestId('invoice-full-request').count()).toBe(0);
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.getByTestId('invoice-row').filter({ hasText: ticket.invoiceNumber }).click();
    expect(await page.getByTestId('invoice-replaced').textContent()).toContain(f3Number);
    const again = await fetch(`${app.server.url}/api/customer/invoices/${ticket.invoiceNumber}/full-invoice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${app.token}` },
      body: '{}',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_replaced');
  });

  it('shows the same pieces in English', async () => {
    const page = await phones.open('en');
    await page.goto(`${app.server.url}/#/user/settings`);
    await page.getByTestId('settings-fiscal').waitFor();
    await page.getByTestId('fiscal-taxId').fill('X1234567A');
    await page.getByTestId('fiscal-name').click();
    expect(await page.getByTestId('fiscal-taxId-rule').textContent()).toBe('The NIF, NIE or CIF is not valid: check its letter or control digit.');
    await page.getByTestId('settings-fiscal').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-error-en.png` });

    await addToCart(page, app.server.url, drink);
    await page.goto(`${app.server.url}/#/cart`);
    await page.getByTestId('full-invoice-recipient').waitFor();
    expect(await page.getByText('I want a full invoice').count()).toBe(1);
    await page.getByTestId('full-invoice-choice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cart-en.png` });

    await page.goto(`${app.server.url}/#/user/invoices`);
    await page.getByTestId('invoice-row').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/invoices-list-en.png` });
    const tickets = (await apiCall<Invoice[]>(app.server.url, 'GET', '/customer/invoices', app.token)).filter((one) => one.invoiceType === 'F2');
    await page.getByTestId('invoice-row').filter({ hasText: tickets[0]!.invoiceNumber }).click();
    await page.getByTestId('invoice-replaced').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('invoice-replaced').textContent()).toContain('Replaced by the full invoice');
    await page.screenshot({ path: `${SHOTS}/invoices-replaced-en.png` });
  });

  it('ran without uncaught page errors', () => {
    expect(phones.errors()).toEqual([]);
  });
});
