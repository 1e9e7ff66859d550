import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { HomeData, Loyalty, Order, Product } from '../../../src/api/contract';
import { apiCall } from '../customer';
import { useE2eApp } from '../fixture';
import { apiGet, nextOpeningMoment, shiftedClock } from '../harness';
import { addToCart as addToCartOnPage, payInSandbox as payCartInSandbox } from '../shopping';

// Issue 15 "At the counter": after paying an order partly with ritmitos through the card gateway, the
// loyalty screen showed the balance from before the order (the cart had the right one), and the history
// listed the ledger's internal rows (reserved, returned, spent) instead of one movement for the order.
describe('loyalty screen after paying with ritmitos, in Chromium', () => {
  const openAt = nextOpeningMoment();
  const email = `irene.sanz.${Date.now()}@example.com`;
  const count = new Intl.NumberFormat('es');
  const app = useE2eApp({ server: { now: shiftedClock(openAt) }, customer: { email }, phone: { at: openAt } });
  let products: Product[];

  beforeAll(async () => {
    products = (await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp')).products.flatMap((group) => group.items);
  });

  const serverLoyalty = () => apiCall<Loyalty>(app.server.url, 'GET', '/customer/loyalty', app.token);
  /** Loyalty screen: what the customer can spend is ritmitosAvailable − ritmitosInOrders. */
  const serverBalance = async () => {
    const loyalty = await serverLoyalty();
    return loyalty.ritmitosAvailable - loyalty.ritmitosInOrders;
  };
  const latestOrder = async () => (await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', app.token))[0]!;
  const shownBalance = () => app.page.getByTestId('loyalty-balance').textContent();
  const historyRows = (): Locator => app.page.getByRole('region', { name: 'Movimientos' }).getByRole('listitem');

  const addToCart = (product: Product, quantity = 1) => addToCartOnPage(app.page, app.server.url, product, { quantity });
  async function payInSandbox() {
    await payCartInSandbox(app.page);
    await app.page.waitForURL(/#\/pok/);
  }

  /** The history rows that name the order, as the customer reads them (label, description, date, amount). */
  async function rowsOf(orderCode: string): Promise<string[]> {
    return (await historyRows().filter({ hasText: orderCode }).allTextContents()).map((text) => text.replace(/\s+/g, ' '));
  }

  it('earns ritmitos with a first order paid by card', async () => {
    const drink = products.find((product) => !product.isOneGoods && product.stockCurrent > 50 && product.price >= 2)!;
    await addToCart(drink, Math.ceil(60 / drink.price));
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('cart-line').first().waitFor();
    await payInSandbox();
    await expect.poll(serverBalance, { timeout: 15_000 }).toBeGreaterThanOrEqual(300);
  });

  it('shows the server balance on /user/loyalty right after a payment that spent ritmitos, and after a reload', async () => {
    const balanceBefore = await serverBalance();
    const cheap = products.filter((product) => !product.isOneGoods && product.stockCurrent > 5 && product.price * 100 <= balanceBefore);
    const paidWithRitmitos = cheap.sort((a, b) => b.price - a.price)[0]!;
    const paidInMoney = products.find((product) => product.productCode !== paidWithRitmitos.productCode && !product.isOneGoods && product.price >= 1)!;
    await addToCart(paidWithRitmitos);
    await addToCart(paidInMoney);
    // The cart reads the balance as it opens (the customer saw the right figure there).
    await app.page.goto(`${app.server.url}/#/cart`);
    await app.page.getByTestId('cart-line').first().waitFor();
    const before = await app.page.getByTestId('cart-total').textContent();
    await app.page.getByTestId('cart-use-ritmitos').check();
    await expect.poll(() => app.page.getByTestId('cart-total').textContent()).not.toBe(before);
    await payInSandbox();

    const order = await latestOrder();
    expect(order.ritmitosUsed).toBeGreaterThan(0);
    await expect.poll(async () => (await latestOrder()).paymentStatus.id, { timeout: 15_000 }).toBe(11001);
    const expected = count.format(await serverBalance());
    expect(expected).not.toBe(count.format(balanceBefore));

    const checkScreen = async () => {
      await expect.poll(shownBalance, { timeout: 5_000 }).toBe(expected);
      // One movement for the spend (the ledger's reserve and return stay internal), plus what the order earned.
      await expect.poll(() => rowsOf(order.orderCode), { timeout: 5_000 }).toHaveLength(order.ritmitosLoyalty > 0 ? 2 : 1);
      const rows = await rowsOf(order.orderCode);
      const debits = rows.filter((text) => text.includes('−'));
      expect(debits).toHaveLength(1);
      expect(debits[0]).toMatch(new RegExp(`−${count.format(order.ritmitosUsed)}$`));
      if (order.ritmitosLoyalty > 0) expect(rows.find((text) => text.includes('+'))).toMatch(new RegExp(`\\+${count.format(order.ritmitosLoyalty)}$`));
      expect((await historyRows().allTextContents()).join('|')).not.toMatch(/Reservados|Devueltos/);
    };

    // From the payment-OK screen the customer goes to the loyalty screen inside the app…
    await app.page.goto(`${app.server.url}/#/user/loyalty`);
    await checkScreen();
    // …and it stays right after a reload.
    await app.page.reload();
    await checkScreen();
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
