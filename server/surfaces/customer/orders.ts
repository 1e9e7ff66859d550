import type { Context, Hono } from 'hono';
import { HEADERS } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { currentCustomer, requireCustomer } from './guard';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { configForRequest } from '../../platform/http/requestOrigin';
import { ApiFailure } from '../../platform/http/envelope';
import { cancelOrder, listOrders, orderStatus, payOrder } from '../../modules/orders/customerOrders';
import { createOrderOnce } from '../../modules/orders/createOrder';
import { requestFullInvoice } from '../../modules/orders/replaceTicket';
import { listInvoices } from '../../modules/orders/invoices';
import type { OrderReference } from '../../modules/orders/orderReference';

export interface OrdersDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'publicUrl' | 'publicUrlFromRequest' | 'payments' | 'referralMinOrderCents' | 'verifactu'>;
  /** The clock of the opening hours and every order date (tests move it). */
  now?: (() => Date) | undefined;
  /** Shops, products and extras as order creation reads them (server/modules/orders/orderReference.ts). */
  orderReference: OrderReference;
}

const CUSTOMER_CALLS = ['orderCreate', 'orders', 'orderStatus', 'orderPay', 'orderCancel', 'invoices', 'invoiceFullRequest'] as const;

function shopOf(c: Context): number {
  const header = c.req.header(HEADERS.locationId) ?? '';
  if (!/^\d{1,9}$/.test(header)) throw new ApiFailure(400, 'bad_request', 'Choose a shop before ordering.', HEADERS.locationId);
  return Number(header);
}

/** Customer order and invoice calls; all of them need a session, and see only the caller's orders. */
export function serveOrders(api: Hono, { db, config, now = () => new Date(), orderReference }: OrdersDeps): void {
  const guard = requireCustomer(db, config.jwtSecret);
  for (const path of new Set(CUSTOMER_CALLS.map((name) => endpoints[name].path))) api.use(path, guard);

  serveEndpoint(api, 'orderCreate', async ({ c, body, language }) => {
    const idempotencyKey = c.req.header(HEADERS.idempotencyKey);
    if (idempotencyKey === undefined) throw new ApiFailure(400, 'bad_request', 'Order creation needs an Idempotency-Key header', HEADERS.idempotencyKey);
    return createOrderOnce(
      { customerId: currentCustomer(c).id, idempotencyKey, locationId: shopOf(c), language, body },
      { db, config: configForRequest(config, c), now, reference: orderReference },
    );
  });
  serveEndpoint(api, 'orders', ({ c, language }) => listOrders(db, currentCustomer(c).id, language));
  serveEndpoint(api, 'orderStatus', ({ c, params, language }) => orderStatus(db, currentCustomer(c).id, params.orderId, language));
  serveEndpoint(api, 'orderPay', ({ c, params, language }) =>
    payOrder(db, currentCustomer(c).id, params.orderId, configForRequest(config, c), { now: now(), language }),
  );
  serveEndpoint(api, 'orderCancel', ({ c, params, language }) =>
    cancelOrder(db, currentCustomer(c).id, params.orderId, language, now(), config.payments.restTimeoutMs),
  );
  serveEndpoint(api, 'invoices', ({ c, language }) => listInvoices(db, currentCustomer(c).id, language, config.verifactu.environment));
  serveEndpoint(api, 'invoiceFullRequest', ({ c, params, language }) =>
    requestFullInvoice(db, currentCustomer(c).id, params.invoiceNumber, language, config.verifactu, now()),
  );
}
