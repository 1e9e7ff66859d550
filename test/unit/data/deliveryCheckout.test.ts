import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client';
import type { DeliveryOrderCreateBody } from '../../../src/api/contract';
import { AppDb } from '../../../src/data/db';
import { transportFromAnswer } from '../../../src/data/orders/deliveryCheckout';
import { OrderLane } from '../../../src/data/outbox/orderLane';
import { sampleOrder } from './sampleOrders';

const answer = { active: true, price: 4.95, priceNet: 4.09, priceVat: 0.86, conf: '' };

describe('transport price answer', () => {
  it('parses the conf JSON text', () => {
    const conf = { freePriceGreaterThan: 40, prices: [{ price: 3, priceNet: 2.48, priceVat: 0.52 }] };
    expect(transportFromAnswer({ ...answer, conf: JSON.stringify(conf) })).toEqual({ active: true, conf });
  });

  it("'' (an empty object) falls back to the answer's own price, never free", () => {
    expect(transportFromAnswer(answer)).toEqual({
      active: true,
      conf: { freePriceGreaterThan: Number.POSITIVE_INFINITY, prices: [{ price: 4.95, priceNet: 4.09, priceVat: 0.86 }] },
    });
  });
});

describe('delivery submissions', () => {
  const body: DeliveryOrderCreateBody = {
    paymentType: { id: 10005 },
    products: [{ code: 'P3001', quantity: 1, priceBase: 12, price: 12, priceVat: 1.09, vatTypeId: 2, title: 'Beans', discount: 0, preferences: [], useRitmitos: false, notes: '' }],
    totalProducts: 1, totalPrice: 16.95, totalPriceVat: 1.95, useRitmitos: false, paymentInfo: '',
    address: { addressId: 21 }, transport: { price: 4.95 },
  };
  const delivered = { ...sampleOrder(5), address: { addressId: 21, contactFullName: 'Ana', addressLine1: 'Colón 1', addressLine2: '', cp: '46004', cityName: 'Valencia', provinceName: 'Valencia' } };

  it('stores the key before sending, calls deliveryOrderCreate with it and mirrors the order in deliveryOrders', async () => {
    const db = new AppDb('delivery-submission-test');
    const calls: { name: string; key: string; stored: number }[] = [];
    const client = {
      call: async (name: string, options: { headers: Record<string, string> }) => {
        calls.push({ name, key: options.headers['Idempotency-Key'] ?? '', stored: await db.outbox.count() });
        return { status: 'ok', data: { order: delivered, payment: null } };
      },
    } as unknown as ApiClient;
    const lane = new OrderLane({ db, client, newKey: () => 'key-1' });
    const result = await lane.submit('deliveryOrderCreate', body);
    expect(result.order.orderId).toBe(5);
    expect(calls).toEqual([{ name: 'deliveryOrderCreate', key: 'key-1', stored: 1 }]);
    expect(await db.deliveryOrders.get(5)).toMatchObject({ orderId: 5, address: { addressId: 21 } });
    expect(await db.orders.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a delivery submission an older version stored is resumed with its own call and lands in deliveryOrders', async () => {
    const db = new AppDb('delivery-resume-test');
    const names: string[] = [];
    const client = {
      call: async (name: string, options: { headers: Record<string, string> }) => {
        names.push(`${name} ${options.headers['Idempotency-Key']}`);
        return { status: 'ok', data: { order: delivered, payment: null } };
      },
    } as unknown as ApiClient;
    await db.orderSubmissions.put({ idempotencyKey: 'k', body, createdAt: 1, attempts: 1, endpoint: 'deliveryOrderCreate' } as never);
    expect(await new OrderLane({ db, client }).resume()).toHaveLength(1);
    expect(names).toEqual(['deliveryOrderCreate k']);
    expect(await db.deliveryOrders.get(5)).toMatchObject({ orderId: 5 });
    expect(await db.orders.count()).toBe(0);
  });
});
