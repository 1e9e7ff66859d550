import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { HomeData, Order, Product } from '../../src/api/contract';
import { apiCall, signInContext } from './customer';
import { apiGet, newPhoneContext, trackPageErrors } from './harness';

export type SandboxDecision = 'sandbox-pay' | 'sandbox-fail';

/**
 * A phone signed in with `token` (cookies accepted), its clock installed at `time`, in `language`:
 * the context, its page and the page's uncaught errors.
 */
export async function signedInPhone(
  browser: Browser,
  baseUrl: string,
  token: string,
  time: Date,
  language: 'es' | 'en' = 'es',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newPhoneContext(browser, language === 'es' ? 'es-ES' : 'en-GB');
  await context.clock.install({ time });
  await context.addCookies([{ name: 'culture', value: language, url: baseUrl }]);
  await signInContext(context, baseUrl, token);
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page) };
}

/** Waits for the page of the product `slug`: a navigation is a transition, and the screen before stays until it is done. */
export async function productShown(page: Page, slug: string): Promise<void> {
  await page.locator(`[data-testid="product-title"][data-slug="${slug}"]`).waitFor();
}

/** Adds a product from its page (va01): `quantity` units, with the option labelled `extraLabel` ticked. */
export async function addToCart(page: Page, baseUrl: string, product: Product, options: { quantity?: number; extraLabel?: string } = {}): Promise<void> {
  await page.goto(`${baseUrl}/#/va01/product/${product.slug}`);
  await productShown(page, product.slug);
  for (let count = 1; count < (options.quantity ?? 1); count += 1) await page.getByTestId('quantity-plus').click();
  if (options.extraLabel) await page.getByLabel(options.extraLabel, { exact: false }).first().check();
  await page.getByTestId('add-to-cart').click();
}

/** Pays the pick-up cart on the page by card; the sandbox gateway pays or fails as told. */
export async function payInSandbox(page: Page, decision: SandboxDecision = 'sandbox-pay'): Promise<void> {
  await page.getByTestId('pay-card').click();
  await page.getByTestId(decision).click();
}

/** The customer of `app` (its page signed in with its token) orders the first product of va01 that is not goods for pick-up and pays it in the sandbox: their newest order, read once the payment page is left. */
export async function orderAndPayOneProduct(app: { server: { url: string }; page: Page; token: string }): Promise<Order> {
  const home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
  const product = home.products.flatMap((group) => group.items).find((candidate) => !candidate.isOneGoods)!;
  await addToCart(app.page, app.server.url, product);
  await app.page.goto(`${app.server.url}/#/cart`);
  await payInSandbox(app.page);
  await app.page.waitForURL(/#\/pok/);
  return (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
}

/** A home-delivery order of `product` through the three checkout steps, paid or with a failed payment. */
export async function placeDeliveryOrder(page: Page, baseUrl: string, product: Product, decision: SandboxDecision): Promise<void> {
  await page.goto(`${baseUrl}/#/ONLINE/product/${product.slug}`);
  await page.getByTestId('add-to-cart').click();
  await checkOutDelivery(page, baseUrl, decision);
}

/** The cart's delivery checkout: the first saved address, the transport, then the sandbox's decision. */
export async function checkOutDelivery(page: Page, baseUrl: string, decision: SandboxDecision): Promise<void> {
  await page.goto(`${baseUrl}/#/cart`);
  await page.getByTestId('delivery-continue').click();
  await page.getByTestId('delivery-address-option').first().click();
  await page.getByTestId('delivery-transport').waitFor();
  await page.getByTestId('delivery-pay-card').click();
  await page.getByTestId(decision).click();
  await page.waitForURL(/#\/pd(ok|ko)/);
}
