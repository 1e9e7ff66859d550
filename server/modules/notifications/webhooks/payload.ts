import type { WebhookEvent, WebhookStatus } from '../../../../src/api/contract/operator/webhooks';
import { statusEquivalents } from '../../../../src/domain/orders/statusVocabularies';
import { orderStatusOf, paymentStatusOf } from '../../orders/statusNames';

/** One of our order statuses with its name and its equivalents in Square's and Deliverect's vocabularies. */
export function webhookStatus(statusId: number): WebhookStatus {
  const equivalents = statusEquivalents(statusId);
  return { id: statusId, name: orderStatusOf(statusId, 'en').name, square: equivalents?.square ?? null, deliverect: equivalents?.deliverect ?? null };
}

/**
 * The body of a delivery, in the Standard Webhooks shape (`type`, `timestamp`, `data`): the data the
 * trigger kept with the statuses named, so a change of names or vocabularies reaches rows still queued.
 */
export function webhookEvent(row: { type: string; occurredAt: Date; payload: Record<string, unknown> }): WebhookEvent {
  const { statusId, previousStatusId, paymentStatusId, ...data } = row.payload;
  return {
    type: row.type,
    timestamp: row.occurredAt.toISOString(),
    data: {
      ...data,
      ...(typeof statusId === 'number' ? { status: webhookStatus(statusId) } : {}),
      ...(typeof previousStatusId === 'number' ? { previousStatus: webhookStatus(previousStatusId) } : {}),
      ...(typeof paymentStatusId === 'number' ? { paymentStatus: paymentStatusOf(paymentStatusId, 'en') } : {}),
    },
  } as WebhookEvent;
}
