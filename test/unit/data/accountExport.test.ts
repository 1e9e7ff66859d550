import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { AccountExportSchema } from '../../../src/api/contract/customer/accountExport';
import { loadAccountExport, offlineAccountExport } from '../../../src/data/accountExport';
import { AppDb } from '../../../src/data/db';
import { account, sessionFor } from '../customer/features/loginTestKit';
import { loyaltyInvoice, plainInvoice } from './invoicesFixtures';
import { sampleDeliveryOrder, sampleOrder } from './sampleOrders';

const NOW = new Date('2026-06-17T08:00:00.000Z');
const fiscal = { taxId: '12345678Z', name: 'Ana García', address: 'Carrer de Sueca 1', postalCode: '46006', city: 'València' };
const address = {
  addressId: 3,
  contactFullName: 'Ana García',
  contactPhone: '600123123',
  addressLine1: 'Carrer de Cuba 12',
  addressLine2: '',
  cp: '46006',
  city: { code: '46250', name: 'València' },
  province: { code: '46', name: 'Valencia' },
  notes: 'Timbre 3',
  isDefault: true,
};
const loyalty = {
  history: [
    { id: 2, date: '2025-02-14T18:05:00.000Z', kind: 'spent' as const, amount: -100, description: 'Pedido A042', expiresAt: null },
    { id: 1, date: '2025-02-10T09:30:00.000Z', kind: 'earned' as const, amount: 12, description: 'Pedido A041', expiresAt: '2026-02-10T09:30:00.000Z' },
  ],
  customerLevel: 3,
  ritmitosAvailable: 212,
  ritmitosInOrders: 0,
  ritmitosToExpire: 0,
  toExpireBy: null,
};

describe('the data export made on the device (offline)', () => {
  let db: AppDb;
  beforeEach(() => {
    db = new AppDb(`export-test-${Math.random()}`);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await db.delete();
  });

  async function keep(what: { loyalty?: boolean } = {}) {
    await db.session.put({ key: 'current', data: sessionFor('token'), fetchedAt: 1 });
    await db.account.put({ key: 'current', data: { ...account, name: 'Ana García', phone: '600123123' }, fetchedAt: 1 });
    await db.fiscal.put({ key: 'current', data: fiscal, fetchedAt: 1 });
    await db.addresses.put(address);
    await db.orders.bulkPut([
      { ...sampleOrder(2, { orderDate: '2025-02-14T18:00:00.000Z' }), fetchedAt: 1 },
      { ...sampleOrder(1, { orderDate: '2025-02-10T09:00:00.000Z' }), fetchedAt: 1 },
    ]);
    await db.deliveryOrders.put({ ...sampleDeliveryOrder(5, { orderDate: '2025-03-01T10:00:00.000Z', paymentType: { id: 10006 } }), fetchedAt: 1 });
    await db.invoices.bulkPut([
      { ...loyaltyInvoice, fetchedAt: 1 },
      { ...plainInvoice, fetchedAt: 1 },
    ]);
    if (what.loyalty !== false) await db.loyalty.put({ key: 'current', data: loyalty, fetchedAt: 1 });
  }

  it('holds everything the device keeps, in the export format, marked partial with what it lacks', async () => {
    await keep();
    const made = (await offlineAccountExport(db, 'es', NOW))!;
    expect(v.parse(AccountExportSchema, made)).toEqual(made);
    expect(made).toMatchObject({ format: 'ritmo-account-export', version: 1, exportedAt: NOW.toISOString(), language: 'es', partial: true });
    expect(made.missing).toEqual(['refunds', 'invitations', 'reviews', 'pushSubscriptions', 'signIns']);
    expect(made.customer).toEqual({
      code: 'RC000007',
      email: 'ana@example.com',
      name: 'Ana García',
      phone: '600123123',
      createdAt: account.createdAt,
      preferences: account.preferences,
      fiscal,
    });
    expect(made.addresses).toEqual([{ ...address, city: 'València', province: 'Valencia' }]);
    expect(made.orders.map((order) => [order.orderId, order.kind, order.paymentMethod])).toEqual([
      [1, 'pickup', 'card'],
      [2, 'pickup', 'card'],
      [5, 'delivery', 'bizum'],
    ]);
    const delivery = made.orders[2]!;
    expect(delivery.deliveryAddress).toMatchObject({ addressLine1: sampleDeliveryOrder(5).address.addressLine1, contactPhone: '' });
    expect(delivery.transportPrice).toBe(sampleDeliveryOrder(5).transport.price);
    expect(made.orders[0]!.lines).toEqual([
      { productCode: 'P1', title: 'Latte', quantity: 2, unitPrice: 1.6, price: 3.2, ritmitosUsed: 0, extras: '', notes: '' },
    ]);
    expect(made.invoices.map((invoice) => [invoice.invoiceNumber, invoice.series, invoice.kind, invoice.orderCode])).toEqual([
      ['F2025-000041', 'F2025', 'F2', 'A041'],
      ['F2025-000042', 'F2025', 'F2', loyaltyInvoice.orderCode],
    ]);
    expect(made.ritmitos).toEqual({
      balance: 212,
      movements: [
        { date: '2025-02-10T09:30:00.000Z', kind: 'earned', amount: 12, description: 'Pedido A041', expiresAt: '2026-02-10T09:30:00.000Z' },
        { date: '2025-02-14T18:05:00.000Z', kind: 'spent', amount: -100, description: 'Pedido A042', expiresAt: null },
      ],
    });
  });

  it('names the ritmitos as missing when the device has no copy of them', async () => {
    await keep({ loyalty: false });
    const made = (await offlineAccountExport(db, 'en', NOW))!;
    expect(made.missing).toContain('ritmitos');
    expect(made.ritmitos).toEqual({ balance: 0, movements: [] });
  });

  it('is nothing when nobody is signed in on the device', async () => {
    expect(await offlineAccountExport(db, 'es', NOW)).toBeNull();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(await loadAccountExport(db, 'es', NOW)).toEqual({ problem: 'signedOut' });
  });

  it('is what loadAccountExport answers offline, without asking the server', async () => {
    await keep();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const outcome = await loadAccountExport(db, 'es', NOW);
    expect('data' in outcome && outcome.data.partial).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
