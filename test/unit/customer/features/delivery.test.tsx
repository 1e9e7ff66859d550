import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../../src/api/contract';
import { appState } from './support/appHooks.mock';
import { renderRoutes } from './support/render';
import { dataState } from './support/dataHooks.mock';
import { EXTRAS, makeHome, makeProduct } from '../../domain/fixtures';
import { account, loyalty, makeToken, sessionFor, setSessionToken } from './loginTestKit';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));
vi.mock('../../../../src/data/hooks', () => import('./support/dataHooks.mock'));
vi.mock('../../../../src/customer/shared/addressForm/AddressForm', () => ({
  AddressForm: ({ onClose }: { onClose: () => void }) => (
    <button type="button" data-testid="address-form" onClick={onClose}>
      form
    </button>
  ),
}));
const checkout = vi.hoisted(() => ({ placeCheckoutOrder: vi.fn(), fetchTransportPrice: vi.fn(), postGatewayForm: vi.fn(), saveContactDetails: vi.fn() }));
vi.mock('../../../../src/data/orders/checkout', () => ({ placeCheckoutOrder: checkout.placeCheckoutOrder }));
vi.mock('../../../../src/data/orders/deliveryCheckout', () => ({ fetchTransportPrice: checkout.fetchTransportPrice }));
vi.mock('../../../../src/data/gatewayForm', () => ({ postGatewayForm: checkout.postGatewayForm }));
vi.mock('../../../../src/data/outbox', () => ({ saveContactDetails: checkout.saveContactDetails }));

let DeliveryCart: typeof import('../../../../src/customer/features/checkout/delivery/DeliveryCart').DeliveryCart;
let cartData: typeof import('../../../../src/data/cart/cart');
let db: typeof import('../../../../src/data/db').db;

const NAMESPACES = ['common', 'cart', 'delivery', 'addresses'] as const;
const beans = { productCode: 'P3001', title: 'Café en grano', price: 12, vatType: { id: 2 } };
const tea = { productCode: 'P3002', title: 'Té verde', price: 5, vatType: { id: 2 } };
const transport = { active: true, conf: { freePriceGreaterThan: 40, prices: [{ price: 4.95, priceNet: 4.09, priceVat: 0.86 }] } };
const home: Address = {
  addressId: 21,
  contactFullName: 'Ana García',
  contactPhone: '600123123',
  addressLine1: 'Calle Colón 1',
  addressLine2: '',
  cp: '46004',
  city: { code: '46250', name: 'Valencia' },
  province: { code: '46', name: 'Valencia' },
  notes: '',
  isDefault: true,
};
const work: Address = { ...home, addressId: 22, addressLine1: 'Avenida del Puerto 5', isDefault: false };

function CartRoute() {
  return <DeliveryCart cart={cartData.useCart(appState.code)} />;
}

function renderDelivery(language: 'es' | 'en' = 'en') {
  appState.language = language;
  return renderRoutes(<Route path="/cart" element={<CartRoute />} />, { url: '/cart', language, namespaces: NAMESPACES, pathTestId: 'path' });
}

async function signIn(active = true) {
  const token = makeToken(3600);
  setSessionToken(token);
  const session = sessionFor(token);
  const contact = active ? {} : { name: '', phone: '' };
  // The contact name and phone live in the account row only.
  await db.session.put({ key: 'current', data: { ...session, isActive: active }, fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: { ...account, ...contact, isActive: active }, fetchedAt: Date.now() });
  await db.loyalty.put({ key: 'current', data: { ...loyalty, ritmitosAvailable: 0, ritmitosInOrders: 0 }, fetchedAt: Date.now() });
}

const path = () => screen.getByTestId('path').textContent;

beforeAll(async () => {
  vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:9/api');
  ({ DeliveryCart } = await import('../../../../src/customer/features/checkout/delivery/DeliveryCart'));
  cartData = await import('../../../../src/data/cart/cart');
  ({ db } = await import('../../../../src/data/db'));
});
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  setSessionToken(null);
  appState.code = 'ONLINE';
  appState.alert.mockReset();
  for (const spy of Object.values(checkout)) spy.mockReset();
  checkout.fetchTransportPrice.mockResolvedValue(transport);
  dataState.extras = { data: EXTRAS, state: 'ready' };
  // The home-delivery location's catalogue, which the cart is priced from.
  const items = [makeProduct({ ...beans, deliverable: true }), makeProduct({ ...tea, deliverable: true })];
  dataState.home = { data: makeHome([{ categoryId: 1, title: 'Café en casa', items }]), state: 'ready' };
});
afterEach(() => cleanup());

describe('delivery cart', () => {
  it('empty: the title, the no-products message and a link to see products', async () => {
    await renderDelivery();
    const empty = await screen.findByTestId('delivery-empty');
    expect(empty.textContent).toContain('There are no products in your delivery cart yet.');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it('signed out: the login prompt links to /user', async () => {
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    expect((await screen.findByTestId('delivery-sign-in')).querySelector('a')?.getAttribute('href')).toBe('/user');
  });

  it('not active: register first, the rules apply, Save goes through the outbox, Cancel goes to /', async () => {
    await signIn(false);
    await cartData.addToCart(beans, [], 1);
    checkout.saveContactDetails.mockResolvedValue('sent');
    await renderDelivery();
    await screen.findByTestId('register-first');
    fireEvent.change(screen.getByTestId('register-name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByTestId('register-phone'), { target: { value: '600123123' } });
    fireEvent.click(screen.getByTestId('register-save'));
    await waitFor(() => expect(appState.alert).toHaveBeenCalledWith(expect.objectContaining({ text: 'The contact name needs at least 4 characters.' })));
    expect(checkout.saveContactDetails).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('register-name'), { target: { value: 'Ana García' } });
    fireEvent.click(screen.getByTestId('register-save'));
    await waitFor(() => expect(checkout.saveContactDetails).toHaveBeenCalledWith('Ana García', '600123123'));
    fireEvent.click(screen.getByTestId('register-cancel'));
    expect(path()).toBe('/');
  });

  it('becomes the checkout once the contact details are saved in the mirror', async () => {
    await signIn(false);
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    await screen.findByTestId('register-first');
    await act(() =>
      db.account
        .where('key')
        .equals('current')
        .modify((row) => void (row.data = { ...row.data, name: 'Ana García', phone: '600123123' })),
    );
    expect(await screen.findByTestId('delivery-step-1')).toBeTruthy();
  });
});

describe('delivery checkout', () => {
  beforeEach(async () => {
    await signIn();
    await db.addresses.bulkPut([home, work]);
  });

  it('step 1: decreasing the only product from 1 empties the cart and goes to /', async () => {
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    fireEvent.click(await screen.findByTestId('cart-minus'));
    await waitFor(() => expect(path()).toBe('/'));
    expect((await cartData.readCart()).lines).toHaveLength(0);
  });

  it('Cancel in step 2 asks first; once confirmed it clears the cart and goes to /', async () => {
    await cartData.addToCart(beans, [], 2);
    await renderDelivery();
    fireEvent.click(await screen.findByTestId('delivery-continue'));
    await screen.findAllByTestId('delivery-address-option');
    fireEvent.click(screen.getByTestId('delivery-cancel'));
    expect(screen.getByRole('dialog', { name: 'Cancel the order? The cart will be emptied.' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('delivery-cancel-confirm'));
    await waitFor(() => expect(path()).toBe('/'));
    expect((await cartData.readCart()).lines).toHaveLength(0);
  });

  it('Cancel in step 1 asks first, as pick-up does; keeping the order leaves the cart whole', async () => {
    await cartData.addToCart(beans, [], 2);
    await renderDelivery('es');
    fireEvent.click(await screen.findByTestId('delivery-cancel'));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar el pedido? Se vaciará el carrito.' });
    expect(screen.getByTestId('delivery-cancel-confirm').textContent).toBe('Vaciar carrito');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir con el pedido' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(path()).toBe('/cart');
    expect((await cartData.readCart()).lines).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('Continue without a choice takes the first address, loads its transport and shows it in step 3', async () => {
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    fireEvent.click(await screen.findByTestId('delivery-continue'));
    expect(await screen.findAllByTestId('delivery-address-option')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('delivery-continue'));
    expect((await screen.findByTestId('delivery-transport')).textContent).toBe('€4.95');
    expect(checkout.fetchTransportPrice).toHaveBeenCalledWith(expect.objectContaining({ addressId: 21 }));
    expect(screen.getByTestId('delivery-total').textContent).toBe('€16.95');
  });

  it('choosing an address goes on to step 3; transport is free at the threshold; earlier titles go back', async () => {
    await cartData.addToCart(beans, [], 3);
    await cartData.addToCart(tea, [], 1);
    await renderDelivery('es');
    expect((await screen.findByTestId('delivery-step-2')).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('delivery-continue'));
    const options = await screen.findAllByTestId('delivery-address-option');
    fireEvent.click(options[1]!);
    expect((await screen.findByTestId('delivery-transport')).textContent).toBe('Gratis');
    expect(checkout.fetchTransportPrice).toHaveBeenCalledWith(expect.objectContaining({ addressId: 22 }));
    fireEvent.click(screen.getByTestId('delivery-step-1'));
    expect(await screen.findAllByTestId('cart-minus')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('delivery-continue'));
    expect((await screen.findAllByTestId('delivery-address-option'))[1]).toHaveProperty('checked', true);
  });

  it('an address still being saved is chosen once the server has it: the step goes on by itself', async () => {
    await db.addresses.put({ ...home, addressId: -1, addressLine1: 'Carrer de Sueca 23', isDefault: false, pending: true });
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    fireEvent.click(await screen.findByTestId('delivery-continue'));
    const options = await screen.findAllByTestId('delivery-address-option');
    fireEvent.click(options.find((option) => option.getAttribute('value') === '-1')!);
    await waitFor(() =>
      expect(appState.alert).toHaveBeenCalledWith(expect.objectContaining({ type: 'info', text: expect.stringContaining('still being saved') })),
    );
    expect(checkout.fetchTransportPrice).not.toHaveBeenCalled();

    // What the outbox does when the server answers: the local row gives way to the server's copy.
    await act(() =>
      db.transaction('rw', db.addresses, async () => {
        await db.addresses.delete(-1);
        await db.addresses.put({ ...home, addressId: 23, addressLine1: 'Carrer de Sueca 23', isDefault: false });
      }),
    );
    expect((await screen.findByTestId('delivery-transport')).textContent).toBe('€4.95');
    expect(checkout.fetchTransportPrice).toHaveBeenCalledWith(expect.objectContaining({ addressId: 23 }));
  });

  it('stays in step 2 with a warning when the transport price cannot be loaded', async () => {
    checkout.fetchTransportPrice.mockResolvedValue(undefined);
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    fireEvent.click(await screen.findByTestId('delivery-continue'));
    fireEvent.click((await screen.findAllByTestId('delivery-address-option'))[0]!);
    await waitFor(() => expect(appState.alert).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning' })));
    expect(screen.queryByTestId('delivery-transport')).toBeNull();
  });

  it('Add address opens the address form inline; closing it brings the button back', async () => {
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    fireEvent.click(await screen.findByTestId('delivery-continue'));
    fireEvent.click(await screen.findByTestId('delivery-address-add'));
    fireEvent.click(await screen.findByTestId('address-form'));
    expect(await screen.findByTestId('delivery-address-add')).toBeTruthy();
  });

  async function reachPayStep() {
    await cartData.addToCart(beans, [], 1);
    await renderDelivery();
    fireEvent.click(await screen.findByTestId('delivery-continue'));
    await screen.findAllByTestId('delivery-address-option');
    fireEvent.click(screen.getByTestId('delivery-continue'));
    const pay = await screen.findByTestId('delivery-pay-card');
    // Disabled until the pricing worker has priced the address's transport into the cart.
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('delivery-total').textContent).toBe('€16.95');
    return pay;
  }

  it('pay by card creates the order (10005) with the address and transport, then posts the gateway form', async () => {
    const payment = { url: 'http://127.0.0.1/gateway', Ds_SignatureVersion: 'v', Ds_MerchantParameters: 'p', Ds_Signature: 's' };
    checkout.placeCheckoutOrder.mockResolvedValue({ order: { orderId: 9 }, payment });
    fireEvent.click(await reachPayStep());
    await waitFor(() => expect(checkout.postGatewayForm).toHaveBeenCalledWith(payment));
    // The order is the priced cart on the screen: the lines with the address's transport priced in.
    expect(checkout.placeCheckoutOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        totalPrice: 16.95,
        transport: expect.objectContaining({ price: 4.95 }),
        lines: [expect.objectContaining({ productCode: 'P3001', available: true })],
      }),
      10005,
      { kind: 'delivery', addressId: 21 },
    );
  });

  it('a failed order stops loading and warns Error saving data', async () => {
    checkout.placeCheckoutOrder.mockRejectedValue(new Error('refused'));
    const pay = await reachPayStep();
    fireEvent.click(pay);
    await waitFor(() => expect(appState.alert).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', text: 'Error saving data' })));
    await waitFor(() => expect(screen.getByTestId('delivery-pay-card').hasAttribute('disabled')).toBe(false));
    expect(checkout.postGatewayForm).not.toHaveBeenCalled();
  });
});
