import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { HEADERS } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { currentCustomer, requireCustomer } from './guard';
import { serveEndpoint } from '../../platform/http/endpoint';
import { configForRequest } from '../../platform/http/requestOrigin';
import { ApiFailure } from '../../platform/http/envelope';
import { cancelDeliveryOrder, createDeliveryOrderOnce, listDeliveryOrders, payDeliveryOrder } from '../../modules/orders/deliveryOrders';
import { deliveryOrderView } from '../../modules/orders/deliverySerializer';
import type { RefundSender } from '../../modules/payments/refundSender';
import { payWithWallet } from '../../modules/orders/walletPayment';
import { withdrawFromDeliveryOrder } from '../../modules/orders/withdrawal';
import type { OrdersDeps } from './orders';

const DELIVERY_CALLS = [
  'deliveryOrderCreate',
  'deliveryOrders',
  'deliveryOrderPay',
  'deliveryOrderWalletPay',
  'deliveryOrderCancel',
  'deliveryOrderWithdrawal',
] as const;

/**
 * Home-delivery order calls; all of them need a session and see only the caller's delivery
 * orders. The location header is ignored: delivery orders always belong to the ONLINE location.
 */
export function serveDeliveryOrders(
  api: Hono,
  { db, config, logger, now = () => new Date(), refunds }: OrdersDeps & { logger: Logger; refunds?: Pick<RefundSender, 'kick'> | undefined },
): void {
  const guard = requireCustomer(db, config.jwtSecret);
  for (const path of new Set(DELIVERY_CALLS.map((name) => endpoints[name].path))) api.use(path, guard);

  serveEndpoint(api, 'deliveryOrderCreate', async ({ c, body, language }) => {
    const idempotencyKey = c.req.header(HEADERS.idempotencyKey);
    if (idempotencyKey === undefined) throw new ApiFailure(400, 'bad_request', 'Order creation needs an Idempotency-Key header', HEADERS.idempotencyKey);
    return createDeliveryOrderOnce({ customerId: currentCustomer(c).id, idempotencyKey, language, body }, { db, config: configForRequest(config, c), now });
  });
  serveEndpoint(api, 'deliveryOrders', ({ c, language }) => listDeliveryOrders(db, currentCustomer(c).id, language, now()));
  serveEndpoint(api, 'deliveryOrderPay', ({ c, params, language }) =>
    payDeliveryOrder(db, currentCustomer(c).id, params.orderId, configForRequest(config, c), { now: now(), language }),
  );
  serveEndpoint(api, 'deliveryOrderWalletPay', async ({ c, params, body, language }) => {
    const request = { customerId: currentCustomer(c).id, orderId: params.orderId, kind: 'delivery', paymentInfo: body.paymentInfo, language } as const;
    return deliveryOrderView(db, await payWithWallet({ db, config, logger, refunds }, request, now()), language);
  });
  serveEndpoint(api, 'deliveryOrderCancel', ({ c, params, language }) =>
    cancelDeliveryOrder(db, currentCustomer(c).id, params.orderId, language, now(), config.payments.restTimeoutMs),
  );
  serveEndpoint(api, 'deliveryOrderWithdrawal', ({ c, params, body, language }) =>
    withdrawFromDeliveryOrder(db, { customerId: currentCustomer(c).id, orderId: params.orderId, body, language, now: now() }),
  );
}
