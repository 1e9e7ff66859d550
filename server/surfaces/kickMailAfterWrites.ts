import type { Hono } from 'hono';
import { endpoints, serverEndpoints } from '../../src/api/contract/endpoints';
import { NOTIFICATION_PATH } from '../modules/payments/cardPayment';
import type { MailSender } from '../modules/notifications/mailSending/mailSender';

/** Calls (paths inside /api) whose success may have queued mail: an invitation, a payment's receipt, a refund, a shop's cancel, a withdrawal's acknowledgement. */
const QUEUEING_PATHS = [
  endpoints.recommendFriend.path,
  serverEndpoints.manageStaffInvite.path,
  endpoints.orderWalletPay.path,
  NOTIFICATION_PATH.replace(/^\/api/, ''),
  serverEndpoints.manageCloseDay.path,
  serverEndpoints.manageInvoiceResend.path,
  serverEndpoints.manageOrderRefund.path,
  serverEndpoints.staffOrderStatus.path,
  endpoints.deliveryOrderWithdrawal.path,
];

/**
 * Wakes the mail sender once these calls have answered, i.e. after their transaction committed, so the
 * e-mail goes out at once instead of at the sender's next look. Register before the calls' own routes.
 */
export function kickMailAfterWrites(api: Hono, sender: Pick<MailSender, 'kick'>): void {
  for (const path of QUEUEING_PATHS) {
    api.use(path, async (c, next) => {
      await next();
      if (c.req.method === 'POST' && c.res.status < 400) sender.kick();
    });
  }
}
