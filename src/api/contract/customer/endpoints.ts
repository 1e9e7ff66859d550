import * as v from 'valibot';
import {
  AccountPatchBodySchema,
  AccountSchema,
  AddressBodySchema,
  AddressDeletedSchema,
  AddressListSchema,
  AddressSchema,
  DevOutboxSchema,
  FriendInviteAnswerSchema,
  FriendInviteBodySchema,
  LoginEmulateAnswerSchema,
  LoginEndAnswerSchema,
  LoginEndBodySchema,
  LoginGoogleBodySchema,
  LoginLinkBodySchema,
  LoginStartAnswerSchema,
  LoginStartBodySchema,
  LoyaltySchema,
  PreferencesPatchBodySchema,
  ReviewAnswerSchema,
  ReviewBodySchema,
  SessionSchema,
} from './account';
import {
  CardPaymentFormSchema,
  DeliveryOrderCreateBodySchema,
  DeliveryOrderCreatedSchema,
  DeliveryOrderListSchema,
  DeliveryOrderSchema,
  InvoiceListSchema,
  InvoiceSchema,
  OrderCreateBodySchema,
  OrderCreatedSchema,
  OrderListSchema,
  OrderSchema,
  PaymentConfigSchema,
  WalletPayBodySchema,
  WithdrawalMadeSchema,
} from './orders';
import { AccountExportSchema } from './accountExport';
import { AccountDeleteBodySchema, AccountDeletedSchema, AccountDeletionCheckSchema } from './accountDeletion';
import { WithdrawalBodySchema } from './withdrawal';
import { call, callWithBody } from '../call';
import { LocationCodeSchema } from '../common';
import { EMPTY_BODY, LoggedOutSchema } from './signedInCalls';
import { FiscalDetailsAnswerSchema, FiscalDetailsSchema, InvoiceNumberSchema } from './fiscal';
import { FlexibleIdSchema, NewOrFlexibleIdSchema } from '../input';
import { PushConfigSchema, PushSubscriptionAnswerSchema, PushSubscriptionBodySchema, PushUnsubscribeAnswerSchema, PushUnsubscribeBodySchema } from './push';

/** The path parameter of the calls on one order. */
const ORDER_ID = v.object({ orderId: FlexibleIdSchema });

/**
 * The calls for signing in and the signed-in customer (account, orders, delivery, invoices), and
 * the few public calls no first paint needs (those say `publicMaxAgeSeconds`; the others are private).
 * The app client loads this table on first use (src/api/client.ts), so a visitor's first load does not
 * carry these schemas.
 */
export const customerEndpoints = {
  // Sign-in. Answers never tell whether an e-mail is known.
  loginStart: callWithBody('POST', '/customer/login-start', LoginStartBodySchema, LoginStartAnswerSchema),
  loginEnd: callWithBody('POST', '/customer/login-end', LoginEndBodySchema, LoginEndAnswerSchema),
  loginGoogle: callWithBody('POST', '/customer/login-google', LoginGoogleBodySchema, SessionSchema),
  loginLink: callWithBody('POST', '/customer/lfl', LoginLinkBodySchema, SessionSchema),
  loginEmulate: callWithBody('POST', '/customer/login-emulate/:customerId', EMPTY_BODY, LoginEmulateAnswerSchema, v.object({ customerId: FlexibleIdSchema })),
  logout: callWithBody('POST', '/customer/logout', EMPTY_BODY, LoggedOutSchema),
  // The signed-in customer's own data (Authorization: Bearer). Writes accept X-Client-Mutation-Id.
  account: call('GET', '/customer/account', AccountSchema),
  accountPatch: callWithBody('PATCH', '/customer/account', AccountPatchBodySchema, AccountSchema),
  /** Deletes the account (typed e-mail as confirmation); 409 `pending_order` while an order is under way. Online only. */
  accountDelete: callWithBody('DELETE', '/customer/account', AccountDeleteBodySchema, AccountDeletedSchema),
  accountDeletion: call('GET', '/customer/account/deletion', AccountDeletionCheckSchema),
  preferencesPatch: callWithBody('PATCH', '/customer/preferences', PreferencesPatchBodySchema, AccountSchema),
  loyalty: call('GET', '/customer/loyalty', LoyaltySchema),
  /** Everything kept of the customer, to take with them (GDPR art. 20). */
  accountExport: call('GET', '/customer/account/export', AccountExportSchema),
  recommendFriend: callWithBody('POST', '/customer/recommend_friend', FriendInviteBodySchema, FriendInviteAnswerSchema),
  review: callWithBody('POST', '/customer/reviews', ReviewBodySchema, ReviewAnswerSchema),
  addresses: call('GET', '/customer/addresses', AddressListSchema),
  addressSave: callWithBody('POST', '/customer/addresses/:addressId', AddressBodySchema, AddressSchema, v.object({ addressId: NewOrFlexibleIdSchema })),
  addressDelete: call('DELETE', '/customer/addresses/:addressId', AddressDeletedSchema, v.object({ addressId: FlexibleIdSchema })),
  // Fiscal details for full invoices: null until given; PUT replaces them, DELETE removes them (answers null).
  fiscal: call('GET', '/customer/fiscal', v.nullable(FiscalDetailsAnswerSchema)),
  fiscalSave: callWithBody('PUT', '/customer/fiscal', FiscalDetailsSchema, v.nullable(FiscalDetailsAnswerSchema)),
  fiscalDelete: call('DELETE', '/customer/fiscal', v.nullable(FiscalDetailsAnswerSchema)),
  // Pick-up orders, payments and invoices. POST orders requires an Idempotency-Key header.
  orderCreate: callWithBody('POST', '/customer/orders', OrderCreateBodySchema, OrderCreatedSchema),
  orders: call('GET', '/customer/orders', OrderListSchema),
  orderStatus: callWithBody('POST', '/customer/order-status/:orderId', EMPTY_BODY, OrderSchema, ORDER_ID),
  orderPay: callWithBody('POST', '/customer/orders/:orderId/pay', EMPTY_BODY, CardPaymentFormSchema, ORDER_ID),
  orderWalletPay: callWithBody('POST', '/customer/orders/:orderId/gpay', WalletPayBodySchema, OrderSchema, ORDER_ID),
  orderCancel: call('DELETE', '/customer/orders/:orderId', OrderSchema, ORDER_ID),
  paymentConfig: call('GET', '/customer/payment-config', PaymentConfigSchema),
  // Home delivery. POST requires an Idempotency-Key header, as pick-up orders do.
  deliveryOrderCreate: callWithBody('POST', '/customer/delivery-orders', DeliveryOrderCreateBodySchema, DeliveryOrderCreatedSchema),
  deliveryOrders: call('GET', '/customer/delivery-orders', DeliveryOrderListSchema),
  deliveryOrderPay: callWithBody('POST', '/customer/delivery-orders/:orderId/pay', EMPTY_BODY, CardPaymentFormSchema, ORDER_ID),
  deliveryOrderWalletPay: callWithBody('POST', '/customer/delivery-orders/:orderId/gpay', WalletPayBodySchema, DeliveryOrderSchema, ORDER_ID),
  deliveryOrderCancel: call('DELETE', '/customer/delivery-orders/:orderId', DeliveryOrderSchema, ORDER_ID),
  /**
   * The 14-day withdrawal from delivered goods, some lines or all. 409 `not_delivered`, `withdrawal_period_over`,
   * `excluded_goods`, `exceeds_withdrawable`; 422 `nothing_to_withdraw`, `sealed_not_confirmed`, `unknown_line`.
   */
  deliveryOrderWithdrawal: callWithBody('POST', '/customer/delivery-orders/:orderId/withdrawal', WithdrawalBodySchema, WithdrawalMadeSchema, ORDER_ID),
  invoices: call('GET', '/customer/invoices', InvoiceListSchema),
  /** A full invoice (F3, with the stored fiscal details) replacing a simplified ticket (F2), once; answers the F3. */
  invoiceFullRequest: callWithBody(
    'POST',
    '/customer/invoices/:invoiceNumber/full-invoice',
    EMPTY_BODY,
    InvoiceSchema,
    v.object({ invoiceNumber: InvoiceNumberSchema }),
  ),
  // Order notifications by Web Push: the key to subscribe with, and this device's subscription.
  pushConfig: call('GET', '/customer/push-config', PushConfigSchema),
  pushSubscribe: callWithBody('POST', '/customer/push-subscriptions', PushSubscriptionBodySchema, PushSubscriptionAnswerSchema),
  pushUnsubscribe: callWithBody('DELETE', '/customer/push-subscriptions', PushUnsubscribeBodySchema, PushUnsubscribeAnswerSchema),
  // Demo mode only: the mail the server would have sent, newest first.
  devOutbox: call('GET', '/dev/outbox', DevOutboxSchema),
  /**
   * The shop's real wait by cart size (keys "1".."5", "5" for five or more) and how many of today's orders it
   * rests on; 0: the default rule (3 minutes a product, 5 to 15). `extraMinutes`: what a busy shop adds now, already in every size. Here
   * because only the cart asks for it, never the first paint; nobody's own data, so any cache may keep the
   * answer `publicMaxAgeSeconds`.
   */
  shopWait: {
    ...call(
      'GET',
      '/shop-wait/:code',
      v.object({
        minutesBySize: v.record(v.string(), v.number()),
        basedOn: v.number(),
        extraMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
      v.object({ code: LocationCodeSchema }),
    ),
    publicMaxAgeSeconds: 30,
  },
} as const;
