import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember, StaffShop } from '../api/contract/counter/staff';
import { nextStatus, UNDO_WINDOW_MS, undoStillApplies } from '../domain/orders/orderMoves';
import { can } from '../domain/people/permissions';
import { keepScreenAwake } from './alert';
import { AvailabilityHeader } from './availability/AvailabilityHeader';
import { DELIVERY_COLUMNS, isOnBoard, PICKUP_COLUMNS, ticketsOf, unseenNew, type Column } from './columns';
import { boardMetaKey, type BoardMeta, type StoredTicket } from './data/db';
import { markSeen } from './data/tickets';
import { memberOf } from '../data/staffMember';
import { BOARD_ROOT_ID, newOrderAlert, staffDb, staffOutbox } from './runtime';
import { Scanner } from './Scanner';
import { shopClockTime } from '../domain/schedule/shopTime';
import { ticketLabel, TicketCard } from './TicketCard';
import { useBoardSync } from './useBoardSync';

type Undo = { orderId: number; label: string; from: number; to: number };

const fallbackShop = (code: string): StaffShop => ({ code, name: { es: code, en: code }, timeZone: 'Europe/Madrid', warnMinutes: 5, lateMinutes: 10 });

/** The counter's board: columns by status, live, one tap per step, usable offline. */
export function Board({ staff, shopCode, followed }: { staff: StaffMember; shopCode: string; followed: readonly string[] }) {
  const { t, i18n } = useTranslation('staff');
  const key = followed.join(',');
  const connection = useBoardSync(followed);
  const tickets =
    useLiveQuery(
      () =>
        staffDb.tickets
          .where('shopCode')
          .anyOf([...followed])
          .toArray(),
      [key],
    ) ?? [];
  const storedMetas = useLiveQuery(() => staffDb.meta.bulkGet(followed.map(boardMetaKey)), [key]);
  const metas = useMemo(() => storedMetas ?? [], [storedMetas]);
  const pendingOrders = useLiveQuery(async () => new Set((await staffDb.outbox.toArray()).map((item) => item.orderId)), []) ?? new Set<number>();
  const [clock, setClock] = useState(() => Date.now());
  const [undo, setUndo] = useState<Undo | null>(null);
  const [scanning, setScanning] = useState(false);
  const member = useMemo(() => memberOf(staff), [staff]);

  const shops = useMemo(() => {
    const byCode = new Map<string, StaffShop>();
    for (const meta of metas) if (meta) byCode.set((meta.value as BoardMeta).shop.code, (meta.value as BoardMeta).shop);
    for (const shop of staff.shops) if (!byCode.has(shop.code)) byCode.set(shop.code, shop);
    return byCode;
  }, [metas, staff.shops]);
  const mainShop = shops.get(shopCode) ?? fallbackShop(shopCode);
  const offset = (metas[0]?.value as BoardMeta | undefined)?.serverOffsetMs ?? 0;
  const now = clock + offset;

  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => keepScreenAwake(), []);

  const visible = tickets.filter((ticket) => isOnBoard(ticket, now));
  const unseen = unseenNew(visible, now);
  const ringing = unseen.length > 0;
  useEffect(() => {
    newOrderAlert.ring(ringing);
  }, [ringing]);
  useEffect(() => () => newOrderAlert.ring(false), []);

  useEffect(() => {
    if (!undo) return undefined;
    const timer = setTimeout(() => setUndo(null), UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [undo]);
  // The offer goes as soon as its order leaves the step the tap took it to (handed over, cancelled, gone).
  const undoStatus = undo ? tickets.find((ticket) => ticket.orderId === undo.orderId)?.statusId : undefined;
  const undoApplies = undo !== null && undoStillApplies(undo, undoStatus);
  useEffect(() => {
    if (undo && !undoApplies) setUndo(null);
  }, [undo, undoApplies]);

  const actions = {
    move(ticket: StoredTicket, to: number) {
      const forward = nextStatus(ticket.kind, ticket.statusId) === to;
      setUndo(forward ? { orderId: ticket.orderId, label: ticketLabel(ticket), from: ticket.statusId, to } : null);
      void staffOutbox.move(ticket.orderId, to);
    },
  };

  const pickup = visible.filter((ticket) => ticket.kind === 'pickup');
  const delivery = visible.filter((ticket) => ticket.kind === 'delivery');
  const showDelivery = can(member, 'order.delivery') && (followed.includes('ONLINE') || delivery.length > 0);
  const showPickup = shopCode !== 'ONLINE';
  const language = i18n.language === 'en' ? 'en' : 'es';

  const renderSection = (title: string, columns: readonly Column[], list: StoredTicket[]) => (
    <section className="staff-section" aria-label={title}>
      <h2>{title}</h2>
      <nav className="staff-tabs">
        {columns.map((column) => (
          <a
            key={column.id}
            href="#/"
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(`col-${column.id}`)?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
            }}
          >
            {t(column.titleKey)} <span className="staff-count">{ticketsOf(column, list).length}</span>
          </a>
        ))}
      </nav>
      <div className="staff-columns">
        {columns.map((column) => {
          const inColumn = ticketsOf(column, list);
          return (
            <section key={column.id} id={`col-${column.id}`} className="staff-column" data-column={column.id}>
              <h3>
                {t(column.titleKey)} <span className="staff-count">{inColumn.length}</span>
              </h3>
              {inColumn.length === 0 && <p className="staff-empty">{t('empty')}</p>}
              {inColumn.map((ticket) => (
                <TicketCard
                  key={ticket.orderId}
                  ticket={ticket}
                  shop={shops.get(ticket.shopCode) ?? mainShop}
                  now={now}
                  pending={pendingOrders.has(ticket.orderId)}
                  member={member}
                  actions={actions}
                />
              ))}
            </section>
          );
        })}
      </div>
    </section>
  );

  return (
    <div id={BOARD_ROOT_ID} className="staff-board" data-live={connection.live ? 'live' : connection.loud ? 'offline' : 'connecting'}>
      {!connection.live && connection.loud && (
        <div className="staff-offline" role="alert">
          {t('offline', { time: shopClockTime(new Date(connection.downSince), mainShop.timeZone) })}
        </div>
      )}
      <div className="staff-toolbar">
        <strong className="staff-shop">{language === 'en' ? mainShop.name.en : mainShop.name.es}</strong>
        {pendingOrders.size > 0 && <span className="staff-pending">{t('pending', { count: pendingOrders.size })}</span>}
        {unseen.length > 0 && (
          <button
            type="button"
            className="staff-big staff-ack"
            data-action="ack"
            onClick={() =>
              void markSeen(
                staffDb,
                unseen.map((ticket) => ticket.orderId),
              )
            }
          >
            {t('alert.new', { count: unseen.length })} — {t('alert.seen')}
          </button>
        )}
        <AvailabilityHeader shop={mainShop} mayManage={can(member, 'availability.stock', mainShop.code)} />
        {showPickup && (
          <button type="button" className="staff-big" data-action="scan" onClick={() => setScanning(true)}>
            {t('scan.open')}
          </button>
        )}
      </div>
      {showPickup && renderSection(t('sections.pickup'), PICKUP_COLUMNS, pickup)}
      {showDelivery && renderSection(t('sections.delivery'), DELIVERY_COLUMNS, delivery)}
      {undo && undoApplies && (
        <div className="staff-undo" role="status">
          <span>{t('undo.text', { number: undo.label, status: t(`next.${undo.to}`) })}</span>
          <button
            type="button"
            className="staff-big"
            data-action="undo"
            onClick={() => {
              void staffOutbox.move(undo.orderId, undo.from);
              setUndo(null);
            }}
          >
            {t('undo.button')}
          </button>
        </div>
      )}
      {scanning && <Scanner shopCode={shopCode} onClose={() => setScanning(false)} />}
    </div>
  );
}
