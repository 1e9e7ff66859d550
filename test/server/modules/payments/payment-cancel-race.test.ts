import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { orders } from '../../../../server/platform/db/schema';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { createRefundSender, type RefundSender } from '../../../../server/modules/payments/refundSender';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import type { ListeningApp } from '../../support/listeningApp';
import { listenThroughRelay } from '../../support/relayedApp';
import { cartLine, OPEN_TIME, orderBody, postOrder } from '../../support/orderBed';
import type { RestGatewayRelay } from '../../support/restGatewayRelay';

const PAID = 11001;
const CANCELLED = 11003;
const googlePayResult = (token: string) => ({
  paymentInfo: JSON.stringify({ apiVersion: 2, paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token } } }),
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How one race ended, judged from the database and from what the gateway itself answered. */
type Ending = 'paid, cancel refused' | 'cancelled, never charged' | 'cancelled, charge refunded' | 'charged and cancelled without refund' | 'other';

describe.each(backends)('a wallet payment racing a cancel on $name', (backend) => {
  let fresh: FreshDatabase;
  let listening: ListeningApp;
  let app: Hono;
  let relay: RestGatewayRelay;
  let ana: TestCustomer;
  let anaHome: number;
  let refunds: RefundSender;

  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    ({ listening, relay } = await listenThroughRelay((config) => {
      const { logger } = memoryLogger();
      refunds = createRefundSender({ db: fresh.opened.db, payments: config.payments, logger, now: () => OPEN_TIME });
      app = createApp({ db: fresh.opened.db, logger, config, now: () => OPEN_TIME, refundSender: refunds });
      return app;
    }));
    ana = await createCustomer(fresh.opened.db, 'ana.race@example.com', { name: 'Ana', phone: '600000071' });
    anaHome = await addAddress(fresh.opened.db, ana);
  }, 60_000);
  afterAll(async () => {
    await refunds?.stop();
    await relay?.close();
    await listening?.close();
    await fresh?.dispose();
  });

  const db = () => fresh.opened.db;
  const kinds = {
    pickup: {
      place: async () => {
        const body = await orderBody(db(), ana.id, [await cartLine(db(), 'P1005', 1)], { paymentTypeId: 10004 });
        return dataOf('orderCreate', await postOrder(app, ana, body)).order.orderId;
      },
      path: (orderId: number) => `/api/customer/orders/${orderId}`,
    },
    delivery: {
      place: async () => {
        const body = await deliveryBody(db(), ana, [await deliveryLine(db(), 'P5001', 1)], anaHome);
        return dataOf('deliveryOrderCreate', await postDeliveryOrder(app, ana, { ...body, paymentType: { id: 10004 } })).order.orderId;
      },
      path: (orderId: number) => `/api/customer/delivery-orders/${orderId}`,
    },
  };

  /** Charges the gateway approved and refunds it accepted for one gateway order number. */
  const atGateway = (gatewayOrderNumber: string) => {
    const about = relay.exchanges.filter(({ request }) => request.DS_MERCHANT_ORDER === gatewayOrderNumber);
    const approved = about.filter(({ request, answer }) => request.DS_MERCHANT_TRANSACTIONTYPE === '0' && answer.Ds_Response === '0000').length;
    const refunded = about.filter(({ request, answer }) => request.DS_MERCHANT_TRANSACTIONTYPE === '3' && answer.Ds_Response === '0900').length;
    return { approved, refunded };
  };

  async function race(kind: keyof typeof kinds, payFirst: boolean, offsetMs: number): Promise<Ending> {
    const { place, path } = kinds[kind];
    const orderId = await place();
    const pay = () => call(app, 'POST', `${path(orderId)}/gpay`, ana.auth, googlePayResult('RACE-TOKEN'));
    const cancel = () => call(app, 'DELETE', path(orderId), ana.auth);
    const [, cancelled] = payFirst ? await Promise.all([pay(), pause(offsetMs).then(cancel)]) : await Promise.all([pause(offsetMs).then(pay), cancel()]);
    await refunds.drain();
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    const gateway = atGateway(row!.gatewayOrderNumber);
    if (row!.paymentStatusId === PAID) {
      const refusedWithCode = cancelled.status === 409 && ['payment_in_progress', 'order_not_cancellable'].includes(cancelled.body?.error?.code ?? '');
      return refusedWithCode && gateway.approved === 1 && gateway.refunded === 0 ? 'paid, cancel refused' : 'other';
    }
    if (row!.paymentStatusId === CANCELLED) {
      if (gateway.approved === 0) return 'cancelled, never charged';
      return gateway.refunded === gateway.approved ? 'cancelled, charge refunded' : 'charged and cancelled without refund';
    }
    return 'other';
  }

  it.each([
    ['pickup', 50],
    ['delivery', 16],
  ] as const)(
    'never leaves a %s order charged and cancelled: %i races, both orders of arrival, 0–7 ms apart',
    async (kind, races) => {
      relay.delayMs = 15;
      const endings: Record<string, number> = {};
      for (let i = 0; i < races; i += 1) {
        const ending = await race(kind, i % 2 === 0, Math.floor(i / 2) % 8);
        endings[ending] = (endings[ending] ?? 0) + 1;
      }
      console.info(`${backend.name} ${kind} races:`, JSON.stringify(endings));
      expect(endings['charged and cancelled without refund'] ?? 0).toBe(0);
      expect(endings.other ?? 0).toBe(0);
    },
    120_000,
  );
});
