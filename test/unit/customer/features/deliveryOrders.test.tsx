import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { DeliveryOrder } from '../../../../src/api/contract';
import { db } from '../../../../src/data/db';
import DeliveryOrdersScreen from '../../../../src/customer/features/orders/delivery/DeliveryOrdersScreen';
import DeliveryPaymentFailedModal from '../../../../src/customer/features/orders/delivery/DeliveryPaymentFailedScreen';
import DeliveryPaymentOkModal from '../../../../src/customer/features/orders/delivery/DeliveryPaymentOkScreen';
import { signedInOfflineEachTest, signedOut } from './accountTestKit';
import { renderOrderRoute } from './support/orderRoute';
import { PAID, sampleDeliveryOrder, status } from '../../data/sampleOrders';

function renderAt(ui: ReactElement, path: string, url = path, language: 'es' | 'en' = 'es') {
  return renderOrderRoute(ui, { path, url, language, namespaces: ['common', 'deliveryOrders'], alertStack: true });
}

const store = (...orders: DeliveryOrder[]) => db.deliveryOrders.bulkPut(orders.map((order) => ({ ...order, fetchedAt: Date.now() })));
const cardOf = (orderId: number) => screen.getAllByTestId('delivery-order-card').find((card) => card.dataset.orderId === String(orderId));

signedInOfflineEachTest();

describe('delivery orders list /user/deliver_orders (spec §2)', () => {
  it('shows the empty state: four lines, a question and a see-products link', async () => {
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders');
    const empty = await screen.findByTestId('delivery-orders-empty');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pedidos a domicilio');
    expect(empty.querySelectorAll('p')).toHaveLength(5);
    expect(empty.textContent).toContain('¿Quieres hacer tu primer pedido a domicilio?');
    expect(screen.getByText('Ver productos').closest('a')?.getAttribute('href')).toBe('/');
  });

  it('shows an unpaid card from the device (offline): date, code, Waiting, count, total, lines, red banner, pay and cancel', async () => {
    await store(sampleDeliveryOrder(1, status(63003, 'En transporte')));
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders');
    const card = await screen.findByTestId('delivery-order-card');
    expect(card.textContent).toContain('02/05/2025');
    expect(card.textContent).toContain('Pedido ONLINE-000001');
    expect(card.querySelector('[data-testid="delivery-order-status"]')?.textContent).toBe('En espera');
    expect(card.textContent).toContain('2 productos');
    expect(card.querySelector('[data-testid="delivery-order-total"]')?.textContent).toMatch(/21,95\s€/);
    expect(card.textContent).toContain('1 × Café en grano Brasil (250 g)');
    expect(card.textContent).toContain('1 × Té verde');
    const banner = card.querySelector<HTMLElement>('[data-testid="delivery-banner"]');
    expect(banner?.dataset.paid).toBe('false');
    expect(banner?.className).toContain('not-paid');
    expect(card.querySelector('[data-testid="delivery-order-pay"]')).not.toBeNull();
    expect(card.querySelector('[data-testid="delivery-order-cancel"]')).not.toBeNull();
    expect(screen.getByText(/Sin conexión/)).toBeTruthy();
  });

  it('lists newest first; a paid card has a green banner, its status name and no pay or cancel', async () => {
    await store(sampleDeliveryOrder(1), sampleDeliveryOrder(2, { ...PAID, ...status(63002, 'Pedido preparado') }));
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders');
    await waitFor(() => expect(screen.getAllByTestId('delivery-order-card')).toHaveLength(2));
    expect(screen.getAllByTestId('delivery-order-card').map((card) => card.dataset.orderId)).toEqual(['2', '1']);
    const paid = cardOf(2)!;
    expect(paid.querySelector('[data-testid="delivery-order-status"]')?.textContent).toBe('Pedido preparado');
    expect(paid.querySelector('[data-testid="delivery-banner"]')?.className).toContain('ok');
    expect(paid.querySelector('[data-testid="delivery-order-pay"]')).toBeNull();
    expect(paid.querySelector('[data-testid="delivery-order-cancel"]')).toBeNull();
  });

  it('offers neither pay nor cancel on a cancelled order, which reads by its name', async () => {
    await store(sampleDeliveryOrder(3, { ...status(63007, 'Cancelado'), paymentStatus: { id: 11003, name: 'Cancelado' } }));
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders');
    const card = await screen.findByTestId('delivery-order-card');
    expect(card.querySelector('[data-testid="delivery-order-status"]')?.textContent).toBe('Cancelado');
    expect(card.querySelector('[data-testid="delivery-order-pay"]')).toBeNull();
  });

  it('asks before cancelling an unpaid order: Keep order keeps it, Cancel order tries to cancel it', async () => {
    await store(sampleDeliveryOrder(1));
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders', '/user/deliver_orders', 'en');
    fireEvent.click(await screen.findByTestId('delivery-order-cancel'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to cancel this order?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Error saving data')).toBeNull();

    fireEvent.click(screen.getByTestId('delivery-order-cancel'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Offline the cancellation cannot reach the server, which shows it was attempted.
    expect(await screen.findByText('Error saving data')).toBeTruthy();
  });

  it('does not open the detail of an unpaid order', async () => {
    await store(sampleDeliveryOrder(1));
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders');
    fireEvent.click(await screen.findByTestId('delivery-order-card'));
    expect(screen.queryByTestId('delivery-order-detail')).toBeNull();
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    signedOut();
    await Promise.all(db.tables.map((table) => table.clear()));
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders');
    expect(await screen.findByTestId('sign-in-first')).toBeTruthy();
  });
});

describe('delivery order detail and tracker (spec §2, §4)', () => {
  async function openPaidOrder(order: DeliveryOrder) {
    await store(order);
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders');
    fireEvent.click(await screen.findByTestId('delivery-order-card'));
    return screen.findByTestId('delivery-order-detail');
  }

  it('shows code, date and time, lines, transport, totals, ritmitos, green banner and the tracker', async () => {
    const detail = await openPaidOrder(sampleDeliveryOrder(5, { ...PAID, ...status(63003, 'En transporte'), ritmitosLoyalty: 95, ritmitosUsed: 0 }));
    expect(detail.textContent).toContain('Pedido ONLINE-000005');
    expect(detail.textContent).toMatch(/06\/05\/2025 \d\d:15/);
    expect(detail.textContent).toContain('1 × Café en grano Brasil');
    expect(screen.getByTestId('delivery-order-transport').textContent).toMatch(/3,95\s€/);
    expect(detail.textContent).toMatch(/Base imponible19,05\s€/);
    expect(detail.textContent).toMatch(/IVA2,90\s€/);
    expect(detail.textContent).toContain('Ritmitos acumulados95');
    expect(detail.textContent).toContain('Ritmitos usados0');
    expect(screen.getByTestId('delivery-banner').className).toContain('ok');
    const stages = screen.getAllByTestId('delivery-stage');
    expect(stages.map((stage) => stage.dataset.checked)).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(stages.filter((stage) => stage.classList.contains('checked'))).toHaveLength(3);
    expect(stages.map((stage) => stage.textContent)).toEqual(['✓En espera', '✓Pedido preparado', '✓En transporte', 'En reparto', 'Entregado']);
  });

  it('says Free when the transport cost is 0 and hides the tracker once delivered', async () => {
    await openPaidOrder(sampleDeliveryOrder(6, { ...PAID, ...status(63006, 'Entregado'), transport: { price: 0 } }));
    expect(screen.getByTestId('delivery-order-transport').textContent).toBe('Gratis');
    expect(screen.queryByTestId('delivery-tracker')).toBeNull();
    expect(screen.getByTestId('delivery-order-status').textContent).toBe('Entregado');
  });

  it('shows OrderInShop by name, without a tracker', async () => {
    await openPaidOrder(sampleDeliveryOrder(7, { ...PAID, ...status(63005, 'En tienda') }));
    expect(screen.queryByTestId('delivery-tracker')).toBeNull();
    expect(screen.getByTestId('delivery-order-status').textContent).toBe('En tienda');
  });

  it('goes back to the list', async () => {
    await openPaidOrder(sampleDeliveryOrder(8, { ...PAID }));
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByTestId('delivery-order-card')).toBeTruthy();
    expect(screen.queryByTestId('delivery-order-detail')).toBeNull();
  });

  it('speaks English too', async () => {
    await store(sampleDeliveryOrder(9, { ...PAID, ...status(63001, 'Waiting'), transport: { price: 0 } }));
    await renderAt(<DeliveryOrdersScreen />, '/user/deliver_orders', '/user/deliver_orders?order=9', 'en');
    await screen.findByTestId('delivery-order-detail');
    expect(screen.getByTestId('delivery-order-transport').textContent).toBe('Free');
    expect(screen.getAllByTestId('delivery-stage').map((stage) => stage.textContent)).toEqual([
      '✓Waiting',
      'Order ready',
      'In transport',
      'Out for delivery',
      'Delivered',
    ]);
  });
});

describe('delivery payment modals /pdok and /pdko (spec §2, DESIGN §3)', () => {
  it('/pdok: title, message and Continue to /user/deliver_orders', async () => {
    await renderAt(<DeliveryPaymentOkModal />, '/pdok', '/pdok?order=5');
    expect((await screen.findByRole('heading')).textContent).toBe('Pago realizado');
    fireEvent.click(screen.getByTestId('pdok-continue'));
    expect((await screen.findByTestId('where')).textContent).toBe('/user/deliver_orders');
  });

  it('/pdko adds the pay-again message', async () => {
    await renderAt(<DeliveryPaymentFailedModal />, '/pdko', '/pdko?order=5');
    expect((await screen.findByRole('heading')).textContent).toBe('Pago no realizado');
    expect(screen.getByText(/el pedido queda pendiente de pago/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('pdko-continue'));
    expect((await screen.findByTestId('where')).textContent).toBe('/user/deliver_orders');
  });
});
