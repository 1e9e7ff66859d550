// The orders service as the rest of the server uses it (app.ts, start.ts and the payments routes).
export { serveOrders, type OrdersDeps } from '../routes/orders';
export { advanceFulfilment, startFulfilmentSimulator, type FulfilmentOptions } from './fulfilment';
export { amountInCents } from './codes';
export { markOrderPaid, markPaymentFailed, orderForGateway, type GatewayOrder, type MarkFailedResult, type MarkPaidResult } from './paymentState';
