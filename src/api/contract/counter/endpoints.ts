import * as v from 'valibot';
import { call, callWithBody } from '../call';
import {
  AvailabilityLogSchema,
  BackBodySchema,
  ExtraWaitBodySchema,
  PauseBodySchema,
  ShopAvailabilitySchema,
  SlotCapacityBodySchema,
  SoldOutBodySchema,
  StockBodySchema,
} from './availability';
import { LocationCodeSchema } from '../common';
import { EMPTY_BODY, LoggedOutSchema } from '../customer/signedInCalls';
import { FlexibleIdSchema } from '../input';
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
  /**
   * A busy counter's switches (src/domain/availability). `?shop=va01` for the reads; each change answers the
   * shop's availability as it now is, and is recorded (who, what, when) in the shop's log.
   */
  staffAvailability: call('GET', '/staff/availability', ShopAvailabilitySchema),
  staffAvailabilityLog: call('GET', '/staff/availability/log', AvailabilityLogSchema),
  staffSoldOut: callWithBody('POST', '/staff/availability/sold-out', SoldOutBodySchema, ShopAvailabilitySchema),
  staffBack: callWithBody('POST', '/staff/availability/back', BackBodySchema, ShopAvailabilitySchema),
  staffPause: callWithBody('POST', '/staff/availability/pause', PauseBodySchema, ShopAvailabilitySchema),
  staffExtraWait: callWithBody('POST', '/staff/availability/extra-wait', ExtraWaitBodySchema, ShopAvailabilitySchema),
  /** Managers only (403 `manager_only`). */
  staffStock: callWithBody('POST', '/staff/availability/stock', StockBodySchema, ShopAvailabilitySchema),
  /** Managers only (403 `manager_only`). */
  staffSlotCapacity: callWithBody('POST', '/staff/availability/slot-capacity', SlotCapacityBodySchema, ShopAvailabilitySchema),
  /** Ends every staff session of the member (their tokens issued so far are refused). */
  staffLogout: callWithBody('POST', '/staff/logout', EMPTY_BODY, LoggedOutSchema),
} as const;

export const STAFF_EVENTS_PATH = '/staff/events';
export const CUSTOMER_EVENTS_PATH = '/customer/events';

/** The `shop` query parameter of the board and the event stream. */
export const STAFF_SHOP_QUERY = v.object({ shop: LocationCodeSchema });
