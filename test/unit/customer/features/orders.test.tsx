import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, fireEvent, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Order } from '../../../../src/api/contract';
import { db } from '../../../../src/data/db';
import OrderScreen from '../../../../src/customer/features/orders/pickup/OrderScreen';
import PendingOrdersScreen from '../../../../src/customer/features/orders/pickup/PendingOrdersScreen';
import PaymentFailedModal from '../../../../src/customer/features/orders/pickup/PaymentFailedScreen';
import PaymentOkModal from '../../../../src/customer/features/orders/pickup/PaymentOkScreen';
import { ProgressChecklist } from '../../../../src/customer/features/orders/pickup/ProgressChecklist';
import { sampleOrder } from '../../data/sampleOrders';
import { signedInOfflineEachTest, signedOut } from './accountTestKit';
import { renderOrderRoute } from './support/orderRoute';

function renderAt(ui: ReactElement, path: string, url = path) {
  return renderOrderRoute(ui, { path, url, language: 'es', namespaces: ['common', 'orders'] });
}

const store = (...orders: Order[]) => db.orders.bulkPut(orders.map((order) => ({ ...order, fetchedAt: Date.now() })));
const status = (id: number, name: string) => ({ orderStatus: { id, name } });
const paid = { paymentStatus: { id: 11001, name: 'Paid' } };
const qrText = (orderId: number) => `{"orderId":${orderId},"secret":"00112233445566778899aabbccddeeff"}`;

signedInOfflineEachTest();

describe('progress checklist (spec §4)', () => {
  it('ticks every step at or below the current status', async () => {
    await renderAt(<ProgressChecklist statusId={62002} />, '/');
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.done)).toEqual(['true', 'true', 'true', 'false']);
    expect(steps.map((step) => step.textContent)).toEqual(['✓Pendiente', '✓En cola', '✓En preparación', 'Listo']);
  });

  it('ticks nothing for a cancelled order', async () => {
    await renderAt(<ProgressChecklist statusId={62005} />, '/');
    expect(screen.getAllByRole('listitem').every((step) => step.dataset.done === 'false')).toBe(true);
  });
});

describe('pending orders screen /user_orders (spec §2)', () => {
  it('shows the empty message with a see-products link', async () => {
    await renderAt(<PendingOrdersScreen />, '/user_orders');
    expect(await screen.findByTestId('orders-empty')).toBeTruthy();
    expect(screen.getByText('Ver productos').closest('a')?.getAttribute('href')).toBe('/');
  });

  it('expands the only order: number, status, unpaid badge, pay and cancel, quantity × price', async () => {
    await store(sampleOrder(1));
    await renderAt(<PendingOrdersScreen />, '/user_orders');
    const card = await screen.findByTestId('order-card');
    expect(card.hasAttribute('open')).toBe(true);
    expect(screen.getByText('1 pedido')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Pending');
    expect(screen.getByTestId('order-payment').textContent).toBe('Pendiente de pago');
    expect(screen.getByTestId('order-pay')).toBeTruthy();
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
    expect(card.textContent).toMatch(/2 × 1,60\s€/);
  });

  it('offers an unpaid order Pagar and no Ver QR; a paid one its QR', async () => {
    await store(sampleOrder(1), sampleOrder(2, paid));
    await renderAt(<PendingOrdersScreen />, '/user_orders');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    const card = (orderId: string) => screen.getAllByTestId('order-card').find((element) => element.dataset.orderId === orderId)!;
    expect(within(card('1')).queryByTestId('order-show-qr')).toBeNull();
    expect(within(card('1')).getByTestId('order-pay').textContent).toBe('Pagar');
    expect(within(card('2')).getByTestId('order-show-qr').getAttribute('href')).toBe('/order/2');
    expect(within(card('2')).queryByTestId('order-pay')).toBeNull();
  });

  it('lists several orders, the ready one first and open, leaves out finished ones, shows ritmitos lines with the lightning mark', async () => {
    const paidWithRitmitos = sampleOrder(2, {
      paymentStatus: { id: 11001, name: 'Paid' },
      ...status(62001, 'InQueue'),
      products: [
        { code: 'P2', title: 'Muffin', quantity: 1, unitPrice: 2, price: 0, priceVat: 0, ritmitosUsed: 200, extrasDescription: '', choices: [], notes: '' },
      ],
    });
    // Prepared waits at the counter: it stays until collected (Delivery) or cancelled.
    await store(
      sampleOrder(1),
      paidWithRitmitos,
      sampleOrder(3, status(62003, 'Prepared')),
      sampleOrder(4, status(62005, 'Cancel')),
      sampleOrder(5, status(62004, 'Delivery')),
    );
    await renderAt(<PendingOrdersScreen />, '/user_orders');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(3));
    expect(screen.getByText('3 pedidos')).toBeTruthy();
    // The ready one first and open (its QR is what the counter needs), the others collapsed.
    expect(screen.getAllByTestId('order-card').map((card) => card.dataset.orderId)).toEqual(['3', '2', '1']);
    expect(screen.getAllByTestId('order-card').map((card) => card.hasAttribute('open'))).toEqual([true, false, false]);
    const paidCard = screen.getAllByTestId('order-card').find((card) => card.dataset.orderId === '2');
    expect(paidCard?.textContent).toContain('200 ritmitos');
    expect(paidCard?.textContent).toContain('Pagado');
    expect(paidCard?.querySelector('[data-testid="order-pay"]')).toBeNull();
  });
});

describe('order screen /order/:orderId (spec §2)', () => {
  it('shows the QR and the estimated wait of a stored order (offline)', async () => {
    await store(sampleOrder(5, { ...paid, waitMinutes: 9, qrText: qrText(5) }));
    await renderAt(<OrderScreen />, '/order/:orderId', '/order/5');
    const qr = await screen.findByTestId('order-qr');
    expect(qr.querySelector('svg')?.getAttribute('width')).toBe('150');
    expect(screen.getByTestId('order-wait').textContent).toBe('Espera estimada: 9 minutos');
  });

  it('draws no QR for a stored order without its QR text (mirrored before it existed) until it is read again', async () => {
    await store(sampleOrder(8, { ...paid, waitMinutes: 9 }));
    await renderAt(<OrderScreen />, '/order/:orderId', '/order/8');
    await screen.findByTestId('order-wait');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('order-qr')).toBeNull();
  });

  it('says the order is ready at Prepared', async () => {
    await store(sampleOrder(6, { ...paid, ...status(62003, 'Prepared') }));
    await renderAt(<OrderScreen />, '/order/:orderId', '/order/6');
    expect((await screen.findByTestId('order-wait')).textContent).toBe('Tu pedido está listo');
  });

  it('says an unpaid order is not paid and offers to pay it, with no QR and no pick-up time', async () => {
    await store(sampleOrder(9, { waitMinutes: 9, pickupTime: '12:30', qrText: qrText(9) }));
    await renderAt(<OrderScreen />, '/order/:orderId', '/order/9');
    const unpaid = await screen.findByTestId('order-unpaid');
    expect(unpaid.querySelector('h2')?.textContent).toBe('Pedido sin pagar');
    expect(within(unpaid).getByTestId('order-pay').textContent).toBe('Pagar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('order-qr')).toBeNull();
    expect(document.querySelector('.order-qr')).toBeNull();
    expect(screen.queryByTestId('order-wait')).toBeNull();
  });

  it('shows the order’s total, paid or not', async () => {
    await store(sampleOrder(9, { totalPrice: 3.2 }), sampleOrder(5, { ...paid, totalPrice: 12.5, qrText: qrText(5) }));
    await renderAt(<OrderScreen />, '/order/:orderId', '/order/9');
    expect((await screen.findByTestId('order-total')).textContent?.replace(/\s/g, ' ')).toBe('3,20 €');
    cleanup();
    await renderAt(<OrderScreen />, '/order/:orderId', '/order/5');
    expect((await screen.findByTestId('order-total')).textContent?.replace(/\s/g, ' ')).toBe('12,50 €');
  });

  it('offers order notifications while a paid order is being made, not once it is ready', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      await store(sampleOrder(10, { ...paid, ...status(62001, 'In queue') }), sampleOrder(11, { ...paid, ...status(62003, 'Prepared') }));
      const waiting = await renderAt(<OrderScreen />, '/order/:orderId', '/order/10');
      expect(await screen.findByTestId('push-offer')).toBeTruthy();
      waiting.unmount();
      await renderAt(<OrderScreen />, '/order/:orderId', '/order/11');
      await screen.findByText('Tu pedido está listo');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('push-offer')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('shows not-found with a title and three lines when the order cannot be fetched', async () => {
    await renderAt(<OrderScreen />, '/order/:orderId', '/order/77');
    const notFound = await screen.findByTestId('order-not-found');
    expect(notFound.querySelector('h1')?.textContent).toBe('Pedido no encontrado');
    expect(notFound.querySelectorAll('p')).toHaveLength(3);
  });
});

describe('cancelling an unpaid order', () => {
  it('asks with buttons that say what they do: keep the order or cancel it', async () => {
    await store(sampleOrder(12));
    await renderAt(<PendingOrdersScreen />, '/user_orders');
    fireEvent.click(await screen.findByTestId('order-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mantener pedido', 'Cancelar pedido']);
  });
});

describe('payment OK modal /pok opened without a session', () => {
  it('claims no paid order and leads to sign-in', async () => {
    signedOut();
    await db.session.clear();
    await renderAt(<PaymentOkModal />, '/pok', '/pok');
    const signIn = await screen.findByTestId('payment-result-sign-in');
    expect(document.querySelector('dialog')?.textContent).not.toMatch(/pagado/i);
    fireEvent.click(signIn);
    expect((await screen.findByTestId('where')).textContent).toBe('/user_login');
  });
});

describe('payment failed modal /pko (spec §2, §8)', () => {
  it('carries the pay-again message and Continue goes to /user_orders', async () => {
    await renderAt(<PaymentFailedModal />, '/pko', '/pko?order=5');
    expect(await screen.findByText(/el pedido queda pendiente de pago/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('pko-continue'));
    expect((await screen.findByTestId('where')).textContent).toBe('/user_orders');
  });
});
