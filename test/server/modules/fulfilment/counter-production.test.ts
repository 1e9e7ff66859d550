import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import type { ConfigOptions } from '../../../../server/platform/config/config';
import { openDatabase } from '../../../../server/platform/db/connect';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { productionProblems } from '../../../../server/platform/config/productionSafety';
import { startServer } from '../../../../server/start';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { eventsOf, newPickupOrder, orderRow, pay } from '../../support/counterBed';
import { createCustomer } from '../../support/customers';
import { OPEN_TIME, ordersTestApp } from '../../support/orderBed';
import { safeProductionOptions } from '../../support/productionOptions';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('who moves paid orders, by mode, on $name', (backend) => {
  let fresh: FreshDatabase | undefined;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = undefined;
  });

  /** A database holding one paid pick-up order, long due for the demo kitchen's first step; closed for a server to open. */
  async function paidOrderOnDisk(): Promise<{ orderId: number; location: FreshDatabase['location'] }> {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await seedIfEmpty(db);
    const ana = await createCustomer(db, 'ana@example.com', { name: 'Ana' });
    const bed = { app: ordersTestApp(db, () => OPEN_TIME), db, clock: { now: OPEN_TIME }, dispose: async () => {} };
    const order = await newPickupOrder(bed, ana);
    await pay(db, order.orderId, OPEN_TIME);
    await fresh.opened.close();
    return { orderId: order.orderId, location: fresh.location };
  }

  async function statusAfterRunning(options: ConfigOptions, orderId: number, location: FreshDatabase['location'], until: (statusId: number) => boolean) {
    const { logger } = memoryLogger();
    const running = await startServer({ port: 0, logger, ...location, ...options, fulfilmentStepSeconds: 0.2 });
    try {
      // A few ticks of the demo kitchen (a tick every 50 ms) when it runs.
      for (let i = 0; i < 20; i += 1) {
        await fetch(`${running.url}/api/health`);
        await pause(50);
      }
    } finally {
      await running.close();
    }
    const opened = await openDatabase(location);
    try {
      const row = await orderRow(opened.db, orderId);
      const events = await eventsOf(opened.db, orderId);
      expect(until(row.statusId)).toBe(true);
      return { statusId: row.statusId, statusEvents: events.filter((e) => e.type === 'status') };
    } finally {
      await opened.close();
    }
  }

  it('production mode runs no demo kitchen: a paid order stays where it is', async () => {
    const { orderId, location } = await paidOrderOnDisk();
    const after = await statusAfterRunning(safeProductionOptions(), orderId, location, (statusId) => statusId === ORDER_STATUS.pending);
    expect(after.statusEvents).toEqual([]);
  }, 60_000);

  it('demo mode with the simulator moves it, writing its events (the same check can fail)', async () => {
    const { orderId, location } = await paidOrderOnDisk();
    const after = await statusAfterRunning({ mode: 'demo', fulfilment: 'simulator' }, orderId, location, (statusId) => statusId !== ORDER_STATUS.pending);
    expect(after.statusEvents.length).toBeGreaterThan(0);
    expect(after.statusEvents.every((e) => e.source === 'simulator')).toBe(true);
  }, 60_000);

  it('demo mode with FULFILMENT=board leaves orders to the counter', async () => {
    const { orderId, location } = await paidOrderOnDisk();
    const after = await statusAfterRunning({ mode: 'demo', fulfilment: 'board' }, orderId, location, (statusId) => statusId === ORDER_STATUS.pending);
    expect(after.statusEvents).toEqual([]);
  }, 60_000);
});

describe('FULFILMENT in production', () => {
  it('refuses the simulator in production mode', () => {
    expect(productionProblems({ ...safeProductionOptions(), fulfilment: 'simulator' }).map((problem) => problem.split(':')[0])).toEqual(['FULFILMENT']);
    expect(productionProblems({ ...safeProductionOptions(), fulfilment: 'board' })).toEqual([]);
  });
});
