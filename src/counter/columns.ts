import { DELIVERY_STATUS, ORDER_STATUS } from '../api/contract/statuses';
import { RECALL_WINDOW_MS } from '../domain/orders/orderMoves';
import type { StoredTicket } from './data/db';

export interface Column {
  id: string;
  /** Key in the `staff` namespace. */
  titleKey: string;
  statuses: readonly number[];
}

export const PICKUP_COLUMNS: readonly Column[] = [
  { id: 'new', titleKey: 'columns.new', statuses: [ORDER_STATUS.pending] },
  { id: 'queue', titleKey: 'columns.inQueue', statuses: [ORDER_STATUS.inQueue] },
  { id: 'preparation', titleKey: 'columns.inPreparation', statuses: [ORDER_STATUS.inPreparation] },
  { id: 'ready', titleKey: 'columns.ready', statuses: [ORDER_STATUS.prepared] },
  { id: 'handed', titleKey: 'columns.handedOver', statuses: [ORDER_STATUS.delivery] },
];

export const DELIVERY_COLUMNS: readonly Column[] = [
  { id: 'd-waiting', titleKey: 'columns.waiting', statuses: [DELIVERY_STATUS.draft, DELIVERY_STATUS.waiting] },
  { id: 'd-ready', titleKey: 'columns.orderReady', statuses: [DELIVERY_STATUS.orderReady] },
  { id: 'd-transport', titleKey: 'columns.inTransport', statuses: [DELIVERY_STATUS.inTransport] },
  { id: 'd-delivery', titleKey: 'columns.inDelivery', statuses: [DELIVERY_STATUS.inDelivery] },
  { id: 'd-delivered', titleKey: 'columns.delivered', statuses: [DELIVERY_STATUS.delivered] },
];

const FINISHED = new Set<number>([ORDER_STATUS.delivery, DELIVERY_STATUS.delivered]);

/**
 * What the board shows now: scheduled orders only from their kitchen start (the server filters too, but a
 * board loaded early holds them), finished ones only within the recall window, cancelled ones not at all.
 */
export function isOnBoard(ticket: StoredTicket, now: number): boolean {
  if (Date.parse(ticket.kitchenStartAt) > now) return false;
  if (FINISHED.has(ticket.statusId)) return now - Date.parse(ticket.statusChangedAt) <= RECALL_WINDOW_MS;
  return [...PICKUP_COLUMNS, ...DELIVERY_COLUMNS].some((column) => column.statuses.includes(ticket.statusId));
}

/** Oldest first in a working column (the next to make); the last handed over first in a finished one. */
export function ticketsOf(column: Column, tickets: readonly StoredTicket[]): StoredTicket[] {
  const inColumn = tickets.filter((ticket) => column.statuses.includes(ticket.statusId));
  const finished = column.statuses.some((status) => FINISHED.has(status));
  return inColumn.sort((a, b) =>
    finished ? Date.parse(b.statusChangedAt) - Date.parse(a.statusChangedAt) : Date.parse(a.kitchenStartAt) - Date.parse(b.kitchenStartAt),
  );
}

export type Ageing = 'fresh' | 'warn' | 'late';

/** The age timer runs from the kitchen start; finished tickets no longer age. */
export function ageOf(ticket: StoredTicket, now: number, warnMinutes: number, lateMinutes: number): { minutes: number; seconds: number; ageing: Ageing } {
  const ms = Math.max(0, now - Date.parse(ticket.kitchenStartAt));
  const minutes = Math.floor(ms / 60_000);
  const ageing: Ageing = FINISHED.has(ticket.statusId) ? 'fresh' : minutes >= lateMinutes ? 'late' : minutes >= warnMinutes ? 'warn' : 'fresh';
  return { minutes, seconds: Math.floor(ms / 1000) % 60, ageing };
}

/** New paid orders the counter has not acknowledged yet: the alert sounds while there are any. */
export function unseenNew(tickets: readonly StoredTicket[], now: number): StoredTicket[] {
  return tickets.filter(
    (ticket) =>
      !ticket.seen &&
      isOnBoard(ticket, now) &&
      (ticket.statusId === ORDER_STATUS.pending || ticket.statusId === DELIVERY_STATUS.waiting || ticket.statusId === DELIVERY_STATUS.draft),
  );
}
