import * as v from 'valibot';
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
  /**
   * A busy counter's switches (src/domain/availability). `?shop=va01` for the reads; each change answers the
   * shop's availability as it now is, and is recorded (who, what, when) in the shop's log.
   */
  staffAvailability: { method: 'GET', path: '/staff/availability', params: v.object({}), answer: envelope(ShopAvailabilitySchema) },
  staffAvailabilityLog: { method: 'GET', path: '/staff/availability/log', params: v.object({}), answer: envelope(AvailabilityLogSchema) },
  staffSoldOut: {
    method: 'POST',
    path: '/staff/availability/sold-out',
    params: v.object({}),
    body: SoldOutBodySchema,
    answer: envelope(ShopAvailabilitySchema),
  },
  staffBack: { method: 'POST', path: '/staff/availability/back', params: v.object({}), body: BackBodySchema, answer: envelope(ShopAvailabilitySchema) },
  staffPause: { method: 'POST', path: '/staff/availability/pause', params: v.object({}), body: PauseBodySchema, answer: envelope(ShopAvailabilitySchema) },
  staffExtraWait: {
    method: 'POST',
    path: '/staff/availability/extra-wait',
    params: v.object({}),
    body: ExtraWaitBodySchema,
    answer: envelope(ShopAvailabilitySchema),
  },
  /** Managers only (403 `manager_only`). */
  staffStock: { method: 'POST', path: '/staff/availability/stock', params: v.object({}), body: StockBodySchema, answer: envelope(ShopAvailabilitySchema) },
  /** Managers only (403 `manager_only`). */
  staffSlotCapacity: {
    method: 'POST',
    path: '/staff/availability/slot-capacity',
    params: v.object({}),
    body: SlotCapacityBodySchema,
    answer: envelope(ShopAvailabilitySchema),
  },
  /** Ends every staff session of the member (their tokens issued so far are refused). */
  staffLogout: { method: 'POST', path: '/staff/logout', params: v.object({}), body: v.object({}), answer: envelope(v.object({ loggedOut: v.boolean() })) },
} as const;

export const STAFF_EVENTS_PATH = '/staff/events';
export const CUSTOMER_EVENTS_PATH = '/customer/events';

/** The `shop` query parameter of the board and the event stream. */
export const STAFF_SHOP_QUERY = v.object({ shop: LocationCodeSchema });
