import { useTranslation } from 'react-i18next';
import type { StaffShop } from '../api/contract/counter/staff';
import { ORDER_STATUS } from '../api/contract/statuses';
import { cancelledStatusOf, nextStatus, stepIndex } from '../domain/orders/orderMoves';
import { can, type Member } from '../domain/people/permissions';
import { ageOf } from './columns';
import type { StoredTicket } from './data/db';
import { shopClockTime } from '../domain/schedule/shopTime';

export interface TicketActions {
  move(ticket: StoredTicket, to: number): void;
}

export const ticketLabel = (ticket: StoredTicket) => (ticket.dailyNumber === null ? ticket.orderCode : `#${ticket.dailyNumber}`);

/** One order on the board: what to make, for whom, how long it has waited, and the one tap that moves it on. */
export function TicketCard({
  ticket,
  shop,
  now,
  pending,
  member,
  actions,
}: {
  ticket: StoredTicket;
  shop: StaffShop;
  now: number;
  pending: boolean;
  member: Member;
  actions: TicketActions;
}) {
  const { t, i18n } = useTranslation('staff');
  const language = i18n.language === 'en' ? 'en' : 'es';
  const next = nextStatus(ticket.kind, ticket.statusId);
  const age = ageOf(ticket, now, shop.warnMinutes, shop.lateMinutes);
  const handedOver = ticket.kind === 'pickup' && ticket.statusId === ORDER_STATUS.delivery;
  const canCancel =
    can(member, 'order.cancel', ticket.shopCode) &&
    stepIndex(ticket.kind, ticket.statusId) >= 0 &&
    stepIndex(ticket.kind, ticket.statusId) <= (ticket.kind === 'pickup' ? 1 : 0);
  const label = ticketLabel(ticket);
  const canMove = can(member, ticket.kind === 'pickup' ? 'order.advance' : 'order.delivery', ticket.shopCode);

  return (
    <article className={`staff-ticket age-${age.ageing}`} data-testid="staff-ticket" data-order-id={ticket.orderId} data-status={ticket.statusId}>
      <header className="staff-ticket-head">
        <span className="staff-ticket-number">{label}</span>
        <span className="staff-ticket-when">
          {ticket.pickupAt ? t('ticket.pickupAt', { time: shopClockTime(new Date(ticket.pickupAt), shop.timeZone) }) : t('ticket.asap')}
        </span>
        <span className="staff-ticket-age" data-ageing={age.ageing} aria-label={t('ticket.age', { minutes: age.minutes })}>
          {age.minutes}:{String(age.seconds).padStart(2, '0')}
        </span>
      </header>
      <p className="staff-ticket-customer">{ticket.customerFirstName}</p>
      {ticket.deliveryAddress && <p className="staff-ticket-address">{ticket.deliveryAddress}</p>}
      <ul className="staff-lines">
        {ticket.lines.map((line, index) => (
          <li key={index}>
            <strong>{line.quantity}×</strong> {line.title[language] || line.title.es}
            {line.paidWithRitmitos && (
              <span className="staff-ritmitos" title={t('ticket.ritmitos')} aria-label={t('ticket.ritmitos')}>
                R
              </span>
            )}
            {line.extras.length > 0 && <span className="staff-extras">{line.extras.join(' · ')}</span>}
            {line.note && <em className="staff-note">“{line.note}”</em>}
          </li>
        ))}
      </ul>
      {ticket.movedElsewhere && (
        <p className="staff-notice" role="status">
          {t('ticket.movedElsewhere')}
        </p>
      )}
      {ticket.refused && (
        <p className="staff-notice" role="status">
          {t('ticket.refused', { code: ticket.refused })}
        </p>
      )}
      {pending && <p className="staff-pending">{t('ticket.pendingSync')}</p>}
      <footer className="staff-ticket-actions">
        {next !== null && canMove && (
          <button type="button" className="staff-big" data-action="next" onClick={() => actions.move(ticket, next)}>
            {t(`next.${next}`)} →
          </button>
        )}
        {handedOver && (
          <button type="button" className="staff-big secondary" data-action="recall" onClick={() => actions.move(ticket, ORDER_STATUS.prepared)}>
            {t('ticket.recall')}
          </button>
        )}
        {canCancel && (
          <button
            type="button"
            className="staff-big secondary outline"
            data-action="cancel"
            onClick={() => {
              if (window.confirm(t('ticket.cancelConfirm', { number: label }))) actions.move(ticket, cancelledStatusOf(ticket.kind));
            }}
          >
            {t('ticket.cancel')}
          </button>
        )}
      </footer>
    </article>
  );
}
