import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, Order, Product } from '../../../src/api/contract';
import { formatCartPrice, round2 } from '../../../src/domain/pricing/money';
import { splitGross } from '../../../src/domain/pricing/pricing';
import { bumpReferenceVersion } from '../../../server/modules/catalogue/referenceVersion';
import { locationProducts, products } from '../../../server/platform/db/schema';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart } from '../shopping';

// Issue 12 "Cart of choices": the shop changes a price (and stops selling a product) after the customer
// filled the cart. Paying meets the server's 409 naming the product no longer sold, which the customer
// removes; the app has meanwhile refreshed the catalogue, shows which line's price changed and the new
// total, and one confirmation pays the order at what the screen showed.
describe('cart of choices: a price changed in the database after the cart was filled', () => {
  const openAt = nextOpeningMoment();
  const serverNow = shiftedClock(openAt);
  // The phone's clock starts at openAt, a little behind the server's (which has run since): the refreshed
  // catalogue must still win over the one the document carried (src/data/bootData.ts seedsOnPhoneClock).
  const app = useE2eApp({ server: { now: serverNow }, customer: { email: `precio.${Date.now()}@example.com` }, phone: { at: openAt } });
  let home: HomeData;

  beforeAll(async () => {
    home = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
    app.context.setDefaultTimeout(20_000);
    // The phone has not heard of the change when it pays (its live stream is down), so the server's refusal is
    // what is tried here; an open screen that hears of it refreshes at once (test/e2e/manage/owner-journey.test.ts).
    await app.page.route('**/api/shops/*/availability/events', (route) => route.abort());
  });

  const sold = () => home.products.flatMap((group) => group.items).filter((item) => !item.isOneGoods && item.stockCurrent > 20 && item.price >= 1);
  const euros = (value: number) => formatCartPrice(value, 'es');

  async function addAndWait(product: Product, quantity: number, productsInCart: number) {
    await addToCart(app.page, app.server.url, product, { quantity });
    await expect.poll(() => app.page.locator('[data-nav="cart"] .nav-badge').textContent()).toBe(String(productsInCart));
  }

  /** What the shop does behind the app's back: a new gross price (net and VAT derived), and a product withdrawn. */
  async function changeCatalogue(repriced: Product, newPrice: number, withdrawn: Product) {
    await app.server.db.transaction(async (tx) => {
      const split = splitGross(newPrice, repriced.vatType.id);
      await tx
        .update(products)
        .set({ price: split.price, priceNet: split.priceNet, priceVat: split.priceVat })
        .where(eq(products.productCode, repriced.productCode));
      await tx.delete(locationProducts).where(and(eq(locationProducts.locationId, home.location.id), eq(locationProducts.productCode, withdrawn.productCode)));
      await bumpReferenceVersion(tx, 'catalogue', serverNow());
    });
    // Another process's write reaches this server on its change notification (or its next look at the
    // versions, within a second): the order is priced at the new catalogue once the server serves it.
    await expect
      .poll(async () => {
        const served = await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp');
        return served.products.flatMap((group) => group.items).find((item) => item.productCode === repriced.productCode)?.price;
      })
      .toBe(newPrice);
  }

  it('shows the new price and the changed line, and one confirmation pays what the screen showed', async () => {
    const [repriced, kept, withdrawn] = sold() as [Product, Product, Product];
    await addAndWait(repriced, 2, 2);
    await addAndWait(kept, 1, 3);
    await addAndWait(withdrawn, 1, 4);
    await app.page.goto(`${app.server.url}/#/cart`);
    await expect.poll(() => app.page.getByTestId('cart-total').textContent()).toBe(euros(round2(2 * repriced.price + kept.price + withdrawn.price)));

    const newPrice = round2(repriced.price + 0.4);
    await changeCatalogue(repriced, newPrice, withdrawn);
    const expectedTotal = round2(2 * newPrice + kept.price);

    await app.page.getByTestId('pay-card').click();
    // The server names the product it no longer sells: the customer removes it.
    const shortage = app.page.getByTestId('stock-shortage');
    await shortage.waitFor();
    expect(await shortage.getByTestId('stock-shortage-line').count()).toBe(1);
    expect(await shortage.getByTestId('stock-shortage-line').textContent()).toContain(withdrawn.title);
    expect(await shortage.getByTestId('stock-shortage-left').textContent()).toBe('Pides 1; ya no queda ninguna.');
    expect(await app.page.getByTestId('price-change').count()).toBe(0);
    await shortage.getByTestId('stock-shortage-remove').click();

    const dialog = app.page.getByTestId('price-change');
    await dialog.waitFor();
    const changed = dialog.getByTestId('price-change-line');
    await expect.poll(() => changed.count()).toBe(1);
    const repricedLine = changed.filter({ hasText: repriced.title });
    expect(await repricedLine.getByTestId('price-change-before').textContent()).toBe(euros(2 * repriced.price));
    expect(await repricedLine.getByTestId('price-change-after').textContent()).toBe(euros(2 * newPrice));
    const shownTotal = await dialog.getByTestId('price-change-total').textContent();
    expect(shownTotal).toBe(euros(expectedTotal));
    // Behind the dialog the cart already shows the new figures, without the withdrawn product.
    expect(await app.page.getByTestId('cart-total').textContent()).toBe(shownTotal);
    expect(await app.page.getByTestId('cart-line').count()).toBe(2);

    await app.page.getByTestId('price-change-confirm').click();
    await app.page.getByTestId('sandbox-pay').click();
    await app.page.waitForURL(/#\/pok/);

    const [order] = await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token);
    expect(euros(order!.totalPrice)).toBe(shownTotal);
    expect(order!.totalPrice).toBe(expectedTotal);
    expect(order!.products.map((line) => [line.code, line.quantity])).toEqual([
      [repriced.productCode, 2],
      [kept.productCode, 1],
    ]);
    await expect
      .poll(async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!.paymentStatus.id, { timeout: 15_000 })
      .toBe(11001);
    expect(app.errors).toEqual([]);
  });
});
