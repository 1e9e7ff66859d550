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
} from './orders';
import { envelope, LocationCodeSchema } from './common';
import { FiscalDetailsAnswerSchema, FiscalDetailsSchema, InvoiceNumberSchema } from './fiscal';
import { FlexibleIdSchema, NewOrFlexibleIdSchema } from './input';
import { PushConfigSchema, PushSubscriptionAnswerSchema, PushSubscriptionBodySchema, PushUnsubscribeAnswerSchema, PushUnsubscribeBodySchema } from './push';

/**
 * The calls of spec §7 for signing in and the signed-in customer (account, orders, delivery, invoices), and
 * the few public calls no first paint needs (those say `publicMaxAgeSeconds`; the others are private).
 * The app client loads this table on first use (src/api/client.ts), so a visitor's first load does not
 * carry these schemas.
 */
export const customerEndpoints = {
  // Sign-in (spec §7). Answers never tell whether an e-mail is known.
  loginStart: { method: 'POST', path: '/customer/login-start', params: v.object({}), body: LoginStartBodySchema, answer: envelope(LoginStartAnswerSchema) },
  loginEnd: { method: 'POST', path: '/customer/login-end', params: v.object({}), body: LoginEndBodySchema, answer: envelope(LoginEndAnswerSchema) },
  loginGoogle: { method: 'POST', path: '/customer/login-google', params: v.object({}), body: LoginGoogleBodySchema, answer: envelope(SessionSchema) },
  loginLink: { method: 'POST', path: '/customer/lfl', params: v.object({}), body: LoginLinkBodySchema, answer: envelope(SessionSchema) },
  loginEmulate: {
    method: 'POST',
    path: '/customer/login-emulate/:customerId',
    params: v.object({ customerId: FlexibleIdSchema }),
    body: v.object({}),
    answer: envelope(LoginEmulateAnswerSchema),
  },
  logout: { method: 'POST', path: '/customer/logout', params: v.object({}), body: v.object({}), answer: envelope(v.object({ loggedOut: v.boolean() })) },
  // The signed-in customer's own data (Authorization: Bearer). Writes accept X-Client-Mutation-Id.
  account: { method: 'GET', path: '/customer/account', params: v.object({}), answer: envelope(AccountSchema) },
  accountPatch: { method: 'PATCH', path: '/customer/account', params: v.object({}), body: AccountPatchBodySchema, answer: envelope(AccountSchema) },
  preferencesPatch: { method: 'PATCH', path: '/customer/preferences', params: v.object({}), body: PreferencesPatchBodySchema, answer: envelope(AccountSchema) },
  loyalty: { method: 'GET', path: '/customer/loyalty', params: v.object({}), answer: envelope(LoyaltySchema) },
  recommendFriend: {
    method: 'POST',
    path: '/customer/recommend_friend',
    params: v.object({}),
    body: FriendInviteBodySchema,
    answer: envelope(FriendInviteAnswerSchema),
  },
  review: { method: 'POST', path: '/customer/reviews', params: v.object({}), body: ReviewBodySchema, answer: envelope(ReviewAnswerSchema) },
  addresses: { method: 'GET', path: '/customer/addresses', params: v.object({}), answer: envelope(AddressListSchema) },
  addressSave: {
    method: 'POST',
    path: '/customer/addresses/:addressId',
    params: v.object({ addressId: NewOrFlexibleIdSchema }),
    body: AddressBodySchema,
    answer: envelope(AddressSchema),
  },
  addressDelete: {
    method: 'DELETE',
    path: '/customer/addresses/:addressId',
    params: v.object({ addressId: FlexibleIdSchema }),
    answer: envelope(AddressDeletedSchema),
  },
  // Fiscal details for full invoices: null until given; PUT replaces them, DELETE removes them (answers null).
  fiscal: { method: 'GET', path: '/customer/fiscal', params: v.object({}), answer: envelope(v.nullable(FiscalDetailsAnswerSchema)) },
  fiscalSave: {
    method: 'PUT',
    path: '/customer/fiscal',
    params: v.object({}),
    body: FiscalDetailsSchema,
    answer: envelope(v.nullable(FiscalDetailsAnswerSchema)),
  },
  fiscalDelete: { method: 'DELETE', path: '/customer/fiscal', params: v.object({}), answer: envelope(v.nullable(FiscalDetailsAnswerSchema)) },
  // Pick-up orders, payments and invoices (spec §7). POST orders requires an Idempotency-Key header.
  orderCreate: { method: 'POST', path: '/customer/orders', params: v.object({}), body: OrderCreateBodySchema, answer: envelope(OrderCreatedSchema) },
  orders: { method: 'GET', path: '/customer/orders', params: v.object({}), answer: envelope(OrderListSchema) },
  orderStatus: {
    method: 'POST',
    path: '/customer/order-status/:orderId',
    params: v.object({ orderId: FlexibleIdSchema }),
    body: v.object({}),
    answer: envelope(OrderSchema),
  },
  orderPay: {
    method: 'POST',
    path: '/customer/orders/:orderId/pay',
    params: v.object({ orderId: FlexibleIdSchema }),
    body: v.object({}),
    answer: envelope(CardPaymentFormSchema),
  },
  orderWalletPay: {
    method: 'POST',
    path: '/customer/orders/:orderId/gpay',
    params: v.object({ orderId: FlexibleIdSchema }),
    body: WalletPayBodySchema,
    answer: envelope(OrderSchema),
  },
  orderCancel: { method: 'DELETE', path: '/customer/orders/:orderId', params: v.object({ orderId: FlexibleIdSchema }), answer: envelope(OrderSchema) },
  paymentConfig: { method: 'GET', path: '/customer/payment-config', params: v.object({}), answer: envelope(PaymentConfigSchema) },
  // Home delivery (spec §7). POST requires an Idempotency-Key header, as pick-up orders do.
  deliveryOrderCreate: {
    method: 'POST',
    path: '/customer/delivery-orders',
    params: v.object({}),
    body: DeliveryOrderCreateBodySchema,
    answer: envelope(DeliveryOrderCreatedSchema),
  },
  deliveryOrders: { method: 'GET', path: '/customer/delivery-orders', params: v.object({}), answer: envelope(DeliveryOrderListSchema) },
  deliveryOrderPay: {
    method: 'POST',
    path: '/customer/delivery-orders/:orderId/pay',
    params: v.object({ orderId: FlexibleIdSchema }),
    body: v.object({}),
    answer: envelope(CardPaymentFormSchema),
  },
  deliveryOrderWalletPay: {
    method: 'POST',
    path: '/customer/delivery-orders/:orderId/gpay',
    params: v.object({ orderId: FlexibleIdSchema }),
    body: WalletPayBodySchema,
    answer: envelope(DeliveryOrderSchema),
  },
  deliveryOrderCancel: {
    method: 'DELETE',
    path: '/customer/delivery-orders/:orderId',
    params: v.object({ orderId: FlexibleIdSchema }),
    answer: envelope(DeliveryOrderSchema),
  },
  invoices: { method: 'GET', path: '/customer/invoices', params: v.object({}), answer: envelope(InvoiceListSchema) },
  /** A full invoice (F3, with the stored fiscal details) replacing a simplified ticket (F2), once; answers the F3. */
  invoiceFullRequest: {
    method: 'POST',
    path: '/customer/invoices/:invoiceNumber/full-invoice',
    params: v.object({ invoiceNumber: InvoiceNumberSchema }),
    body: v.object({}),
    answer: envelope(InvoiceSchema),
  },
  // Order notifications by Web Push: the key to subscribe with, and this device's subscription.
  pushConfig: { method: 'GET', path: '/customer/push-config', params: v.object({}), answer: envelope(PushConfigSchema) },
  pushSubscribe: {
    method: 'POST',
    path: '/customer/push-subscriptions',
    params: v.object({}),
    body: PushSubscriptionBodySchema,
    answer: envelope(PushSubscriptionAnswerSchema),
  },
  pushUnsubscribe: {
    method: 'DELETE',
    path: '/customer/push-subscriptions',
    params: v.object({}),
    body: PushUnsubscribeBodySchema,
    answer: envelope(PushUnsubscribeAnswerSchema),
  },
  // Demo mode only: the mail the server would have sent, newest first.
  devOutbox: { method: 'GET', path: '/dev/outbox', params: v.object({}), answer: envelope(DevOutboxSchema) },
  /**
   * The shop's real wait by cart size (keys "1".."5", "5" for five or more) and how many of today's orders it
   * rests on; 0: the spec's rule. `extraMinutes`: what a busy shop adds now, already in every size. Here
   * because only the cart asks for it, never the first paint; nobody's own data, so any cache may keep the
   * answer `publicMaxAgeSeconds`.
   */
  shopWait: {
    method: 'GET',
    path: '/shop-wait/:code',
    params: v.object({ code: LocationCodeSchema }),
    answer: envelope(
      v.object({
        minutesBySize: v.record(v.string(), v.number()),
        basedOn: v.number(),
        extraMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
    ),
    publicMaxAgeSeconds: 30,
  },
} as const;
