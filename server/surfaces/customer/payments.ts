import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { TextSchema } from '../../../src/api/contract/input';
import { endpoints } from '../../../src/api/contract/endpoints';
import { currentCustomer, requireCustomer } from './guard';
import { SANDBOX_GATEWAY_PATH, SANDBOX_REST_PATH, type AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { readBody } from '../../platform/http/body';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom, sendData } from '../../platform/http/envelope';
import { NOTIFICATION_PATH } from '../../modules/payments/cardPayment';
import { isRejected, receiveNotification } from '../../modules/orders/paymentNotification';
import { asksForBizum, gatewayNotification, isBizumPhone, notifyMerchant, readGatewayRequest } from '../../modules/payments/sandboxGateway';
import { SANDBOX_DECIDE_PATH, sandboxBizumPage, sandboxPaymentPage, sandboxRefusedPage } from '../../modules/payments/sandboxPage';
import { createSandboxRest } from '../../modules/payments/sandboxRest';
import { foreignAddressRefusal, isAtConfiguredOrigin, type OwnOrigins } from '../../modules/payments/sandboxAddresses';
import { requestOrigin } from '../../platform/http/requestOrigin';
import type { SignedMessage } from '../../modules/payments/redsys';
import type { RefundSender } from '../../modules/payments/refundSender';
import { paymentConfigAnswer, payWithWallet } from '../../modules/orders/walletPayment';
import { orderViews } from '../../modules/orders/serializers';
import type { OrderNotifier } from '../../modules/notifications/push/orderNotifier';

export interface PaymentsDeps {
  db: Database;
  config: Pick<AppConfig, 'mode' | 'jwtSecret' | 'payments' | 'referralMinOrderCents' | 'verifactu' | 'publicUrl' | 'trustProxy'>;
  logger: Logger;
  now?: (() => Date) | undefined;
  /** Tells the customer's devices about a failed payment. */
  notifier?: Pick<OrderNotifier, 'paymentFailed'> | undefined;
  /** Sends the refunds of charges that landed on cancelled orders; woken once such a charge is recorded. */
  refunds?: Pick<RefundSender, 'kick'> | undefined;
}

const SignedMessageSchema = v.object({
  Ds_SignatureVersion: v.pipe(TextSchema, v.maxLength(40)),
  Ds_MerchantParameters: v.pipe(TextSchema, v.minLength(1), v.maxLength(20_000)),
  Ds_Signature: v.pipe(TextSchema, v.minLength(1), v.maxLength(200)),
});
/** The tester's decision on the sandbox page; Bizum's page adds the mobile number. */
const DecisionSchema = v.object({
  ...SignedMessageSchema.entries,
  decision: v.picklist(['pay', 'fail']),
  phone: v.optional(v.pipe(TextSchema, v.maxLength(30)), ''),
});

/** Paths inside the /api group. */
const apiPath = (path: string) => path.replace(/^\/api/, '');

async function signedForm<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | null> {
  const parsed = v.safeParse(schema, await readBody(c).catch(() => null));
  return parsed.success ? parsed.output : null;
}

/**
 * Card and wallet payments: the Redsys online notification, the demo sandbox gateway, the
 * wallet payment of a wallet order and the payment settings the app reads.
 */
export function servePayments(api: Hono, { db, config, logger, now = () => new Date(), notifier, refunds }: PaymentsDeps): void {
  api.post(apiPath(NOTIFICATION_PATH), async (c) => {
    // Called by the gateway, not by the app: no session; the signature is the authentication.
    // A message that cannot be read is not stored (the database may not keep what was sent); it is logged.
    const unreadable = (refusal: ApiFailure) => {
      logger.warn({ outcome: 'unreadable', field: refusal.field, reason: refusal.message, source: 'notification' }, 'Payment notification refused');
      return refusal;
    };
    const body = await readBody(c).catch((error: unknown) => {
      throw error instanceof ApiFailure ? unreadable(error) : error;
    });
    const parsed = v.safeParse(SignedMessageSchema, body);
    if (!parsed.success) throw unreadable(badRequestFrom(parsed.issues));
    const outcome = await receiveNotification(db, config.payments, logger, parsed.output, now(), 'notification', {
      referralMinOrderCents: config.referralMinOrderCents,
      issuer: config.verifactu,
      notifier,
      refunds,
    });
    if (isRejected(outcome)) throw new ApiFailure(400, 'notification_refused', `Notification refused: ${outcome}`);
    return sendData(c, { outcome });
  });

  serveEndpoint(api, 'paymentConfig', async () => paymentConfigAnswer(config));

  api.use(endpoints.orderWalletPay.path, requireCustomer(db, config.jwtSecret));
  serveEndpoint(api, 'orderWalletPay', async ({ c, params, body, language }) => {
    const request = { customerId: currentCustomer(c).id, orderId: params.orderId, kind: 'pickup', paymentInfo: body.paymentInfo, language } as const;
    const paid = await payWithWallet({ db, config, logger, refunds }, request, now()).catch((error: unknown) => {
      if (error instanceof ApiFailure && error.code === 'payment_declined') notifier?.paymentFailed(params.orderId);
      throw error;
    });
    const [view] = await orderViews(db, [paid], language);
    if (!view) throw new Error('The paid order could not be shown');
    return view;
  });

  if (config.mode === 'demo') serveSandboxGateway(api, { db, config, logger, now });
}

/** The demo stand-in for Redsys's payment pages and its REST entry point (APP_MODE demo only). */
function serveSandboxGateway(api: Hono, { config, logger, now = () => new Date() }: PaymentsDeps): void {
  const sandboxRest = createSandboxRest(config.payments);
  api.post(apiPath(SANDBOX_REST_PATH), async (c) => {
    // Redsys answers a request it cannot read with an error code, never with an HTTP error.
    const parsed = v.safeParse(SignedMessageSchema, await c.req.json().catch(() => null));
    const answer = parsed.success ? sandboxRest.answer(parsed.output) : { errorCode: 'SIS0007' };
    if ('errorCode' in answer) logger.warn({ errorCode: answer.errorCode }, 'Sandbox REST gateway refused a request');
    return c.json('errorCode' in answer ? answer : answer.signed);
  });

  const ownOrigins = (c: Context): OwnOrigins => ({ configured: new URL(config.publicUrl).origin, requested: requestOrigin(c, config.trustProxy > 0) });
  /** The request the form carries, once checked as Redsys would and its addresses checked as the server's own. */
  const readOwnRequest = (c: Context, message: SignedMessage) => {
    const request = readGatewayRequest(config.payments, message);
    if ('refused' in request) return request;
    const foreign = foreignAddressRefusal(request, ownOrigins(c));
    return foreign ? { refused: foreign } : request;
  };
  /**
   * Posts the notification over HTTP to the public URL's notification address, as Redsys would; one at the
   * request's origin only (a demo reached by another address) is handed to this server's own route
   * instead, so a Host header never chooses where the server sends a request.
   */
  const notify = async (c: Context, merchantUrl: string, notification: SignedMessage): Promise<number> => {
    if (isAtConfiguredOrigin(merchantUrl, ownOrigins(c))) return notifyMerchant(merchantUrl, notification);
    const answer = await api.request(apiPath(NOTIFICATION_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...notification }).toString(),
    });
    await answer.body?.cancel();
    return answer.status;
  };

  api.post(apiPath(SANDBOX_GATEWAY_PATH), async (c) => {
    const message = await signedForm(c, SignedMessageSchema);
    const request = message ? readOwnRequest(c, message) : { refused: 'The payment form is incomplete' };
    if (!message || 'refused' in request) {
      logger.warn({ reason: 'refused' in request ? request.refused : '' }, 'Sandbox gateway refused a payment form');
      return c.html(sandboxRefusedPage('refused' in request ? request.refused : 'The payment form is incomplete'), 400);
    }
    return c.html(asksForBizum(request) ? sandboxBizumPage(request, message) : sandboxPaymentPage(request, message));
  });

  api.post(apiPath(SANDBOX_DECIDE_PATH), async (c) => {
    const form = await signedForm(c, DecisionSchema);
    if (!form) return c.html(sandboxRefusedPage('The decision form is incomplete'), 400);
    const { decision, phone, ...message } = form;
    const request = readOwnRequest(c, message);
    if ('refused' in request) {
      logger.warn({ reason: request.refused }, 'Sandbox gateway refused a decision');
      return c.html(sandboxRefusedPage(request.refused), 400);
    }
    // Bizum confirms a payment only with the customer's mobile; without one its page asks again, unpaid.
    if (asksForBizum(request) && decision === 'pay' && !isBizumPhone(phone)) return c.html(sandboxBizumPage(request, message, phone, true), 400);
    // The REST sandbox is the same gateway: it can refund what this page charged.
    if (decision === 'pay') sandboxRest.recordAuthorisation(request.order, request.amountCents);
    const notification = gatewayNotification(config.payments, request, decision, now());
    try {
      const status = await notify(c, request.merchantUrl, notification);
      if (status !== 200) logger.warn({ status, order: request.order }, 'The merchant did not accept the sandbox notification');
    } catch (error) {
      // Redsys also sends the customer back when the merchant cannot be reached.
      logger.error({ err: error, order: request.order }, 'Sandbox notification could not be delivered');
    }
    const back = decision === 'pay' ? request.urlOk : request.urlKo;
    if (!/^https?:\/\//.test(back)) return c.html(sandboxRefusedPage('Ds_Merchant_UrlOK/UrlKO are missing', request.language), 400);
    return c.redirect(back, 302);
  });
}
