import * as v from 'valibot';
import { call, callWithBody } from './call';
import { LocationCodeSchema } from './common';
import { EMPTY_BODY, LoggedOutSchema } from './signedInCalls';
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
  staffLoginStart: callWithBody('POST', '/staff/login-start', StaffLoginStartBodySchema, StaffLoginStartAnswerSchema),
  staffLoginEnd: callWithBody('POST', '/staff/login-end', StaffLoginEndBodySchema, StaffLoginEndAnswerSchema),
  staffMe: call('GET', '/staff/me', StaffMemberSchema),
  /** `?shop=va01` (checked with STAFF_SHOP_QUERY) */
  staffBoard: call('GET', '/staff/board', StaffBoardSchema),
  /** 200 with the ticket as moved; 409 `status_changed` with the ticket as it is now. */
  staffOrderStatus: callWithBody('POST', '/staff/orders/:orderId/status', StatusChangeBodySchema, TicketSchema, v.object({ orderId: FlexibleIdSchema })),
  /** Hand over by the customer's QR text or the daily number: 200 with the ticket handed over. */
  staffHandover: callWithBody('POST', '/staff/handover', HandoverBodySchema, TicketSchema),
  /** Ends every staff session of the member (their tokens issued so far are refused). */
  staffLogout: callWithBody('POST', '/staff/logout', EMPTY_BODY, LoggedOutSchema),
} as const;

export const STAFF_EVENTS_PATH = '/staff/events';
export const CUSTOMER_EVENTS_PATH = '/customer/events';

/** The `shop` query parameter of the board and the event stream. */
export const STAFF_SHOP_QUERY = v.object({ shop: LocationCodeSchema });
