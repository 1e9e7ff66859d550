import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState } from './support/appHooks.mock';
import { renderRoutes } from './support/render';
import { dataState } from './support/dataHooks.mock';
import type { Schedule } from '../../../../src/api/contract';
import type { PricedCart } from '../../../../src/domain/orders/cartChoices';
import { emptySchedule, EXTRAS, makeHome, makeProduct, price } from '../../domain/fixtures';
import { account, loyalty, makeToken, sessionFor, setSessionToken } from './loginTestKit';
import { instantAt } from '../../../../src/domain/schedule/shopTime';
import { productPageHome } from '../../../../src/domain/catalogue/productPageHome';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));
vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
const orders = vi.hoisted(() => ({ placeCheckoutOrder: vi.fn(), postGatewayForm: vi.fn(), fetchPaymentConfig: vi.fn(async () => undefined as unknown) }));
vi.mock('../../../../src/data/orders/checkout', () => ({ placeCheckoutOrder: orders.placeCheckoutOrder }));
vi.mock('../../../../src/data/orders/pickup', () => ({ fetchPaymentConfig: orders.fetchPaymentConfig }));
vi.mock('../../../../src/data/gatewayForm', () => ({ postGatewayForm: orders.postGatewayForm }));
vi.mock('../../../../src/customer/features/checkout/WalletButton', () => ({
  WalletButton: ({ priced }: { priced: PricedCart }) => <button data-testid="pay-wallet">wallet {priced.totalPrice}</button>,
}));

let CartScreen: typeof import('../../../../src/customer/features/checkout/pickup/CartScreen').default;
let CartRouteScreen: typeof import('../../../../src/customer/app/screens/CartRouteScreen').default;
let ClearCartRoute: typeof import('../../../../src/customer/features/checkout/pickup/ClearCartRoute').default;
let cartData: typeof import('../../../../src/data/cart/cart');
let db: typeof import('../../../../src/data/db').db;

const NAMESPACES = ['common', 'cart'] as const;
const latte = { productCode: 'P1002', title: 'Café con leche', price: 1.5, vatType: { id: 2 } };
const croissant = { productCode: 'P2001', title: 'Croissant', price: 2, vatType: { id: 2 } };
/** A single good with 2 left. */
const kenya = { productCode: 'P5007', title: 'Kenya AA 250 g', price: 12.9, vatType: { id: 3 }, isOneGoods: true, stockCurrent: 2 };
const ALL_DAY = emptySchedule(Object.fromEntries(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((d) => [d, [['00:00', '23:59']]])));

/** The shop's catalogue the cart is priced from: the latte (oat milk +0.30) and the croissant. */
function shopHome(schedule: Schedule = ALL_DAY) {
  const products = [
    makeProduct({ ...latte, extras: [2], extrasPrice: { avena: price(0.3, 0, 0.1) } }),
    makeProduct({ ...croissant }),
    makeProduct({ ...kenya }),
  ];
  return { data: { ...makeHome([{ categoryId: 1, title: 'Café', items: products }]), schedule }, state: 'ready' as const };
}

function renderCart(ui: ReactElement = <CartScreen />, url = '/cart', language: 'es' | 'en' = 'en') {
  appState.language = language;
  return renderRoutes(
    <>
      <Route path="/cart" element={url === '/cart' ? ui : <CartScreen />} />
      <Route path="/cart/clear" element={ui} />
    </>,
    { url, language, namespaces: NAMESPACES, pathTestId: 'path' },
  );
}

async function signIn(balance = { ritmitosAvailable: 500, ritmitosInOrders: 100 }) {
  const token = makeToken(3600);
  setSessionToken(token);
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
  await db.loyalty.put({ key: 'current', data: { ...loyalty, ...balance }, fetchedAt: Date.now() });
}

beforeAll(async () => {
  vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:9/api');
  CartScreen = (await import('../../../../src/customer/features/checkout/pickup/CartScreen')).default;
  CartRouteScreen = (await import('../../../../src/customer/app/screens/CartRouteScreen')).default;
  ClearCartRoute = (await import('../../../../src/customer/features/checkout/pickup/ClearCartRoute')).default;
  cartData = await import('../../../../src/data/cart/cart');
  ({ db } = await import('../../../../src/data/db'));
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
  await Promise.all(db.tables.map((table) => table.clear()));
  setSessionToken(null);
  appState.code = 'va01';
  appState.alert.mockReset();
  orders.placeCheckoutOrder.mockReset();
  orders.postGatewayForm.mockReset();
  dataState.home = shopHome();
  dataState.extras = { data: EXTRAS, state: 'ready' };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CartScreen', () => {
  it('shows the empty message with a link home', async () => {
    await renderCart();
    const empty = await screen.findByTestId('cart-empty');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it("shows the base and VAT of the order's 10 % rate as a whole: 4 × 1,60 € + 1,50 € is 7,18 € + 0,72 €", async () => {
    await signIn({ ritmitosAvailable: 0, ritmitosInOrders: 0 });
    const products = [makeProduct({ ...latte, price: 1.6 }), makeProduct({ ...croissant, price: 1.5 })];
    dataState.home = { data: { ...makeHome([{ categoryId: 1, title: 'Café', items: products }]), schedule: ALL_DAY }, state: 'ready' };
    await cartData.addToCart(latte, [], 4);
    await cartData.addToCart(croissant, [], 1);
    await renderCart(<CartScreen />, '/cart', 'es');
    await screen.findByTestId('cart-total');
    const totals = [...document.querySelectorAll('.cart-totals > div')].map((row) => (row.textContent ?? '').replace(/\s/g, ' '));
    expect(totals).toEqual(['Base imponible7,18 €', 'IVA0,72 €', 'Total7,90 €']);
  });

  it('signed in and open: lines with extras, ritmitos toggle, 2-decimal total and the wait time', async () => {
    await signIn();
    const oat = { extraId: 2, type: 'list' as const, value: 'avena', price: 0.3, priceNet: 0.27, priceVat: 0.03, extraValue: 'entera', priceBase: 0.1 };
    await cartData.addToCart(latte, [oat], 2);
    await cartData.addToCart(croissant, [], 1);
    await renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines[0]?.textContent).toContain('Milk: Oat');
    expect(screen.getByTestId('cart-total').textContent).toBe('€5.60');
    expect(screen.getByTestId('cart-wait').textContent).toContain('9 minutes');
    expect(screen.getByText('400 available')).toBeTruthy();
    expect(screen.getByTestId('pay-wallet')).toBeTruthy();

    fireEvent.click(screen.getByTestId('cart-use-ritmitos'));
    // 3.60 needs 360 of the 400 ritmitos; the croissant (200) no longer fits and is paid in money.
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('€2.00'));
    expect(screen.getAllByTestId('cart-line')[0]?.textContent).toContain('360');
  });

  it('prices a cart of a product page’s own product from that page’s copy; another line waits for the whole home', async () => {
    const linePrices = async () => (await screen.findAllByTestId('cart-line')).map((line) => line.querySelector('.cart-line-price')?.textContent);
    dataState.home = { data: productPageHome(shopHome().data, 'P1002'), state: 'ready', partial: 'loading', productPage: 'P1002' };
    await cartData.addToCart(latte, [{ extraId: 2, value: 'avena' }], 2);
    const first = await renderCart();
    expect(await linePrices()).toEqual(['€3.60']);
    first.unmount();

    await cartData.addToCart(croissant, [], 1);
    const second = await renderCart();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('cart-line')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    second.unmount();

    dataState.home = shopHome();
    await renderCart();
    expect(await linePrices()).toEqual(['€3.60', '€2.00']);
  });

  it('with no ritmitos to spend the toggle is off and disabled, with the reason; with a balance it switches', async () => {
    await signIn({ ritmitosAvailable: 300, ritmitosInOrders: 300 });
    await cartData.setUseRitmitos(true);
    await cartData.addToCart(latte, [], 1);
    await renderCart();
    const toggle = (await screen.findByTestId('cart-use-ritmitos')) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(true));
    expect(toggle.checked).toBe(false);
    const reason = screen.getByTestId('cart-ritmitos-reason');
    expect(reason.textContent).toBe('You have no ritmitos to spend.');
    expect(toggle.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByTestId('cart-total').textContent).toBe('€1.50');
    cleanup();

    await db.loyalty.put({ key: 'current', data: { ...loyalty, ritmitosAvailable: 450, ritmitosInOrders: 300 }, fetchedAt: Date.now() });
    await renderCart();
    const enabled = (await screen.findByTestId('cart-use-ritmitos')) as HTMLInputElement;
    await waitFor(() => expect(enabled.disabled).toBe(false));
    expect(enabled.checked).toBe(true);
    expect(screen.queryByTestId('cart-ritmitos-reason')).toBeNull();
    fireEvent.click(enabled);
    await waitFor(() => expect(enabled.checked).toBe(false));
  });

  it('writes a balance of thousands as the loyalty screen does: "2,433 available" in English, "2433 disponibles" in Spanish', async () => {
    await signIn({ ritmitosAvailable: 2533, ritmitosInOrders: 100 });
    await cartData.addToCart(latte, [], 1);
    await renderCart();
    expect(await screen.findByText('2,433 available')).toBeTruthy();
    cleanup();
    await renderCart(<CartScreen />, '/cart', 'es');
    expect(await screen.findByText('2433 disponibles')).toBeTruthy();
  });

  it('+ and − change quantities; removing the last unit of the only line goes home', async () => {
    await signIn();
    await cartData.addToCart(latte, [], 1);
    await renderCart();
    fireEvent.click(await screen.findByTestId('cart-plus'));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('€3.00'));
    fireEvent.click(screen.getByTestId('cart-minus'));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('€1.50'));
    fireEvent.click(screen.getByTestId('cart-minus'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('+ stops at the stock counted over every line of the product, saying how many are left', async () => {
    await signIn();
    await cartData.addToCart(kenya, [], 1);
    await cartData.addToCart(kenya, [], 1, 'molido');
    await renderCart(undefined, '/cart', 'es');
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    const pluses = screen.getAllByTestId('cart-plus') as HTMLButtonElement[];
    expect(pluses.map((plus) => plus.disabled)).toEqual([true, true]);
    expect(screen.getAllByTestId('cart-stock-cap').map((note) => note.textContent)).toEqual(['Solo quedan 2', 'Solo quedan 2']);
    fireEvent.click(screen.getAllByTestId('cart-minus')[1]!);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    const plus = screen.getByTestId('cart-plus') as HTMLButtonElement;
    expect(plus.disabled).toBe(false);
    expect(screen.queryByTestId('cart-stock-cap')).toBeNull();
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('25,80 €'));
    expect((screen.getByTestId('cart-plus') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('cart-stock-cap').textContent).toBe('Solo quedan 2');
  });

  it('an order beyond the stock names the line; "Lower to 1" sets it to what is left', async () => {
    await signIn();
    await cartData.addToCart(latte, [], 1);
    await cartData.addToCart(kenya, [], 2);
    const { OrderRefusedError } = await import('../../../../src/data/outbox/orderLane');
    orders.placeCheckoutOrder.mockRejectedValueOnce(
      new OrderRefusedError('product_unavailable', 409, {
        code: 'product_unavailable',
        message: 'only 1 of Kenya AA 250 g left.',
        field: 'products.1.quantity',
        lines: [{ index: 1, code: 'P5007', available: 1 }],
      }),
    );
    await renderCart();
    fireEvent.click(await screen.findByTestId('pay-card'));
    const dialog = await screen.findByTestId('stock-shortage');
    expect(screen.queryByTestId('price-change')).toBeNull();
    expect(dialog.querySelector('[data-testid="stock-shortage-line"]')?.textContent).toContain('Kenya AA 250 g');
    expect(screen.getByTestId('stock-shortage-left').textContent).toBe('You asked for 2; only 1 left.');
    fireEvent.click(screen.getByTestId('stock-shortage-lower'));
    await waitFor(() => expect(screen.queryByTestId('stock-shortage')).toBeNull());
    await waitFor(async () =>
      expect((await cartData.readCart()).lines.map((line) => [line.productCode, line.quantity])).toEqual([
        ['P1002', 1],
        ['P5007', 1],
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('€14.40'));
  });

  it('"Remove" takes a line with nothing left out of the cart', async () => {
    await signIn();
    await cartData.addToCart(latte, [], 1);
    await cartData.addToCart(kenya, [], 2);
    const { OrderRefusedError } = await import('../../../../src/data/outbox/orderLane');
    orders.placeCheckoutOrder.mockRejectedValueOnce(
      new OrderRefusedError('product_unavailable', 409, { code: 'product_unavailable', message: 'x', lines: [{ index: 1, code: 'P5007', available: 0 }] }),
    );
    await renderCart();
    fireEvent.click(await screen.findByTestId('pay-card'));
    await screen.findByTestId('stock-shortage');
    expect(screen.getByTestId('stock-shortage-left').textContent).toBe('You asked for 2; none left.');
    expect(screen.queryByTestId('stock-shortage-lower')).toBeNull();
    fireEvent.click(screen.getByTestId('stock-shortage-remove'));
    await waitFor(async () => expect((await cartData.readCart()).lines.map((line) => line.productCode)).toEqual(['P1002']));
    expect(screen.queryByTestId('stock-shortage')).toBeNull();
  });

  it('each other refusal gets its own message, not the price dialog', async () => {
    await signIn();
    await cartData.addToCart(latte, [], 1);
    const { OrderRefusedError } = await import('../../../../src/data/outbox/orderLane');
    const cases = [
      ['shop_closed', 409, 'We are closed at the moment, it is not possible to place orders.'],
      ['pickup_time_unavailable', 400, 'That pick-up time is no longer available: choose another one.'],
      ['product_unavailable', 409, 'A product in your cart is no longer available. Check your cart.'],
      ['bad_request', 400, 'Error saving data'],
    ] as const;
    await renderCart();
    for (const [code, status, text] of cases) {
      orders.placeCheckoutOrder.mockRejectedValueOnce(new OrderRefusedError(code, status, { code, message: 'server text' }));
      // A product no longer available also has the catalogue checked again: the button waits for it.
      const pay = (await screen.findByTestId('pay-card')) as HTMLButtonElement;
      await waitFor(() => expect(pay.disabled).toBe(false));
      fireEvent.click(pay);
      await waitFor(() => expect(appState.alert).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'warning', text })));
      expect(screen.queryByTestId('price-change')).toBeNull();
      expect(screen.queryByTestId('stock-shortage')).toBeNull();
    }
  });

  it('pays by card: creates the order (10005) and posts the gateway form', async () => {
    await signIn();
    await cartData.addToCart(latte, [], 1);
    const payment = { url: 'http://localhost/sandbox', Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30=', Ds_Signature: 'sig' };
    orders.placeCheckoutOrder.mockResolvedValue({ order: { orderId: 7 }, payment });
    await renderCart();
    fireEvent.click(await screen.findByTestId('pay-card'));
    await waitFor(() => expect(orders.postGatewayForm).toHaveBeenCalledWith(payment));
    // The order is the priced cart on the screen, not a second pricing.
    expect(orders.placeCheckoutOrder).toHaveBeenCalledWith(
      expect.objectContaining({ totalPrice: 1.5, lines: [expect.objectContaining({ productCode: 'P1002', available: true })] }),
      10005,
      { kind: 'pickup', pickupAt: null },
    );
  });

  it('pays with Bizum when the terminal offers it: the order (10006) and the same gateway form; no button otherwise', async () => {
    await signIn();
    await cartData.addToCart(latte, [], 1);
    const { unmount } = await renderCart();
    await screen.findByTestId('pay-card');
    expect(screen.queryByTestId('pay-bizum')).toBeNull();
    unmount();
    orders.fetchPaymentConfig.mockResolvedValue({
      gateway: 'sandbox',
      walletEnvironment: 'TEST',
      sandboxWallet: true,
      googlePayMerchantId: '',
      googlePayGatewayMerchantId: '1',
      bizum: true,
    });
    const payment = { url: 'http://localhost/sandbox', Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30=', Ds_Signature: 'sig' };
    orders.placeCheckoutOrder.mockResolvedValue({ order: { orderId: 8 }, payment });
    await renderCart();
    fireEvent.click(await screen.findByTestId('pay-bizum'));
    await waitFor(() => expect(orders.postGatewayForm).toHaveBeenCalledWith(payment));
    expect(orders.placeCheckoutOrder).toHaveBeenCalledWith(expect.objectContaining({ totalPrice: 1.5 }), 10006, { kind: 'pickup', pickupAt: null });
    orders.fetchPaymentConfig.mockResolvedValue(undefined);
  });

  it('warns when the order cannot be saved', async () => {
    await signIn();
    await cartData.addToCart(latte, [], 1);
    orders.placeCheckoutOrder.mockRejectedValue(new Error('offline'));
    await renderCart();
    fireEvent.click(await screen.findByTestId('pay-card'));
    await waitFor(() => expect(appState.alert).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', text: 'Error saving data' })));
  });

  it('asks a visitor to register or log in, with the toggle-free lines', async () => {
    await cartData.addToCart(latte, [], 1);
    await renderCart(undefined, '/cart', 'es');
    const prompt = await screen.findByTestId('cart-sign-in');
    expect(prompt.querySelector('a')?.getAttribute('href')).toBe('/user');
    expect(screen.queryByTestId('pay-card')).toBeNull();
  });

  it('closed: keeps the lines editable with their totals and shows the closed message instead of paying', async () => {
    await signIn();
    dataState.home = shopHome(emptySchedule());
    await cartData.addToCart(latte, [], 1);
    await renderCart();
    expect((await screen.findByTestId('cart-closed')).textContent).toContain('We are closed at the moment, it is not possible to place orders.');
    expect(screen.getByTestId('cart-line').textContent).toContain('Café con leche');
    expect(screen.getByTestId('cart-total').textContent).toBe('€1.50');
    fireEvent.click(screen.getByTestId('cart-plus'));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('€3.00'));
    expect(screen.queryByTestId('pay-card')).toBeNull();
    expect(screen.queryByTestId('pay-wallet')).toBeNull();
    expect(screen.queryByTestId('cart-wait')).toBeNull();
  });

  it('closed and signed out: the lines and the closed message, no sign-in prompt', async () => {
    dataState.home = shopHome(emptySchedule());
    await cartData.addToCart(latte, [], 1);
    await renderCart();
    await screen.findByTestId('cart-closed');
    expect(screen.getByTestId('cart-line')).toBeTruthy();
    expect(screen.queryByTestId('cart-sign-in')).toBeNull();
  });

  it('in the lunch gap, tells a visitor it is closed now and when they can order for, judged on the shop clock', async () => {
    // Friday 20 November 2026, 15:10 in Madrid: closed between 14:00 and 16:00.
    vi.setSystemTime(instantAt({ year: 2026, month: 11, day: 20 }, 15 * 60 + 10, 'Europe/Madrid'));
    dataState.home = shopHome(
      emptySchedule({
        d5: [
          ['08:00', '14:00'],
          ['16:00', '20:00'],
        ],
      }),
    );
    await cartData.addToCart(latte, [], 1);
    await renderCart();
    // The pick-up rule (src/domain/pickupTime): opening at 16:00 plus the cart's 5-minute wait, on the quarter hour.
    expect((await screen.findByTestId('cart-opens-later')).textContent).toBe('Closed now — you can order for 16:15');
    expect(screen.getByTestId('cart-sign-in')).toBeTruthy();

    // Signed in, the same cart at the same time is first offered that same time.
    cleanup();
    await signIn();
    await renderCart();
    const picker = (await screen.findByTestId('pickup-time')) as HTMLSelectElement;
    const times = [...picker.options].filter((option) => option.value !== '').map((option) => option.textContent);
    expect(times[0]).toBe('16:15');
  });

  it('with a balance short of every line, says how many ritmitos the cheapest line needs', async () => {
    await signIn({ ritmitosAvailable: 78, ritmitosInOrders: 0 });
    await cartData.setUseRitmitos(true);
    await cartData.addToCart(latte, [], 1);
    await cartData.addToCart(croissant, [], 1);
    await renderCart();
    const note = await screen.findByTestId('cart-ritmitos-short');
    expect(note.textContent).toBe('You need 150 ritmitos to pay for the cheapest item in your cart.');
    expect(screen.getByTestId('cart-total').textContent).toBe('€3.50');
  });

  it('shows the delivery cart for the home delivery location (the /cart route composes it in)', async () => {
    appState.code = 'ONLINE';
    await renderCart(<CartRouteScreen />);
    expect(await screen.findByTestId('delivery-empty')).toBeTruthy();
  });
});

describe('/cart/clear', () => {
  it('empties the cart and goes to /cart', async () => {
    await cartData.addToCart(latte, [], 3);
    await act(() => renderCart(<ClearCartRoute />, '/cart/clear'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/cart'));
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect((await cartData.readCart()).lines).toEqual([]);
  });
});
