import * as v from 'valibot';
import { envelope, LocationCodeSchema } from './common';
import { FlexibleIdSchema } from './input';
import {
  HandoverBodySchema,
  StaffBoardSchema,
  StaffLoginEndAnswerSchema,
  StaffLoginEndBodySchema,
  StaffLoginStartAnswerSchema,
  StaffLoginStartBodySchema,
  StaffMemberSchema,
  StatusChangeBodySchema,
  TicketSchema,
} from './staff';

/**
 * The staff calls (the counter's board), authorised by a staff token (`Authorization: Bearer`). Loaded
 * only by the board's own area. The event stream, `GET /api/staff/events?shop=`, is served beside them
 * (text/event-stream, read with fetch).
 */
export const staffEndpoints = {
  staffLoginStart: {
    method: 'POST',
    path: '/staff/login-start',
    params: v.object({}),
    body: StaffLoginStartBodySchema,
    answer: envelope(StaffLoginStartAnswerSchema),
  },
  staffLoginEnd: { method: 'POST', path: '/staff/login-end', params: v.object({}), body: StaffLoginEndBodySchema, answer: envelope(StaffLoginEndAnswerSchema) },
  staffMe: { method: 'GET', path: '/staff/me', params: v.object({}), answer: envelope(StaffMemberSchema) },
  /** `?shop=va01` (checked with STAFF_SHOP_QUERY) */
  staffBoard: { method: 'GET', path: '/staff/board', params: v.object({}), answer: envelope(StaffBoardSchema) },
  /** 200 with the ticket as moved; 409 `status_changed` with the ticket as it is now. */
  staffOrderStatus: {
    method: 'POST',
    path: '/staff/orders/:orderId/status',
    params: v.object({ orderId: FlexibleIdSchema }),
    body: StatusChangeBodySchema,
    answer: envelope(TicketSchema),
  },
  /** Hand over by the customer's QR text or the daily number: 200 with the ticket handed over. */
  staffHandover: { method: 'POST', path: '/staff/handover', params: v.object({}), body: HandoverBodySchema, answer: envelope(TicketSchema) },
  /** Ends every staff session of the member (their tokens issued so far are refused). */
  staffLogout: { method: 'POST', path: '/staff/logout', params: v.object({}), body: v.object({}), answer: envelope(v.object({ loggedOut: v.boolean() })) },
} as const;

export const STAFF_EVENTS_PATH = '/staff/events';
export const CUSTOMER_EVENTS_PATH = '/customer/events';

/** The `shop` query parameter of the board and the event stream. */
export const STAFF_SHOP_QUERY = v.object({ shop: LocationCodeSchema });
