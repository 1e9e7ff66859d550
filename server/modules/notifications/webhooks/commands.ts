import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { WEBHOOK_EVENT_TYPES, WebhookEventTypeSchema } from '../../../../src/api/contract/operator/webhooks';
import type { Database } from '../../../platform/db/connect';
import { operatorKeys } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import { readCommandWords } from '../../../platform/admin/adminCommand';
import type { UrlPolicy } from './safeUrl';
import { addSubscription, listDeliveries, listSubscriptions, removeSubscription, retryDelivery } from './subscriptions';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** What `npm run operator -- webhook …` asks, the same whether the CLI runs it or hands it to the running server. */
export const WebhookCommandSchema = v.variant('command', [
  v.object({
    command: v.literal('webhook-add'),
    url: v.pipe(v.string(), v.maxLength(2000)),
    events: v.pipe(v.array(WebhookEventTypeSchema), v.minLength(1)),
    /** The key's public prefix (`rk_…`). */
    key: v.pipe(v.string(), v.regex(/^rk_[0-9a-f]+$/)),
  }),
  v.object({ command: v.literal('webhook-list') }),
  v.object({ command: v.literal('webhook-remove'), id: Id }),
  v.object({ command: v.literal('webhook-failed'), subscriptionId: v.optional(Id) }),
  v.object({ command: v.literal('webhook-retry'), deliveryId: Id }),
]);
export type WebhookCommand = v.InferOutput<typeof WebhookCommandSchema>;

export const WEBHOOK_USAGE = `  npm run operator -- webhook add URL --events order.paid,order.status_changed --key rk_…
  npm run operator -- webhook list                  live subscriptions, with deliveries pending and failed
  npm run operator -- webhook remove ID             (what still waits for it is marked failed)
  npm run operator -- webhook failed [ID]           deliveries given up, of every subscription or one
  npm run operator -- webhook retry DELIVERY_ID     send a failed delivery again, with another day of tries
                    (events: ${WEBHOOK_EVENT_TYPES.join(', ')})`;

const wholeNumber = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** The arguments after `webhook` → the command (validated by WebhookCommandSchema), or the reason they are not one. */
export function parseWebhookCommandLine(args: readonly string[]): WebhookCommand | { error: string } {
  const words = readCommandWords(args, { events: { type: 'string' }, key: { type: 'string' } });
  if ('error' in words) return words;
  const { command, argument, values } = words;
  if (command === 'list' && argument) return { error: 'list takes no argument' };
  const candidate: unknown = (() => {
    switch (command) {
      case 'add':
        return { command: 'webhook-add', url: argument, events: (values.events ?? '').split(',').filter(Boolean), key: values.key };
      case 'list':
        return { command: 'webhook-list' };
      case 'remove':
        return { command: 'webhook-remove', id: wholeNumber(argument) };
      case 'failed':
        return { command: 'webhook-failed', subscriptionId: wholeNumber(argument) };
      case 'retry':
        return { command: 'webhook-retry', deliveryId: wholeNumber(argument) };
      default:
        return undefined;
    }
  })();
  if (!candidate) return { error: command ? `Unknown command webhook ${command}` : 'Name a command' };
  const checked = v.safeParse(WebhookCommandSchema, candidate);
  if (!checked.success) return { error: `${command}: ${v.summarize(checked.issues)}` };
  return checked.output;
}

async function keyIdOf(db: Database, prefix: string): Promise<number> {
  const [key] = await db.select({ id: operatorKeys.id }).from(operatorKeys).where(eq(operatorKeys.prefix, prefix));
  if (!key) throw new ApiFailure(404, 'unknown_key', `There is no key ${prefix}`);
  return key.id;
}

/** `policy`: whether local receivers are allowed (WEBHOOKS_ALLOW_LOCAL), as the server's settings say. */
export async function runWebhookCommand(
  db: Database,
  command: WebhookCommand,
  now: Date,
  policy: UrlPolicy = { allowLocal: false },
): Promise<{ ok: boolean; output: string }> {
  try {
    switch (command.command) {
      case 'webhook-add': {
        const added = await addSubscription(db, { keyId: await keyIdOf(db, command.key), url: command.url, events: command.events }, policy, now);
        return {
          ok: true,
          output: `Webhook ${added.id} sends ${added.events.join(', ')} to ${added.url}.\nIts signing secret, shown this once: ${added.secret}`,
        };
      }
      case 'webhook-list': {
        const listed = await listSubscriptions(db, 'any');
        if (listed.length === 0) return { ok: true, output: 'No webhooks.' };
        return {
          ok: true,
          output: listed
            .map((s) => `${s.id}\t${s.keyPrefix}\t${s.url}\t${s.events.join(',')}\tpending ${s.pending}\tfailed ${s.failed}\tsince ${s.createdAt}`)
            .join('\n'),
        };
      }
      case 'webhook-remove':
        await removeSubscription(db, command.id, 'any', now);
        return { ok: true, output: `Webhook ${command.id} removed.` };
      case 'webhook-failed': {
        const failed = await listDeliveries(db, 'any', { subscriptionId: command.subscriptionId, state: 'failed' });
        if (failed.length === 0) return { ok: true, output: 'No failed deliveries.' };
        return {
          ok: true,
          output: failed
            .map(
              (d) =>
                `${d.id}\twebhook ${d.subscriptionId}\t${d.type}\t${d.orderId === null ? '' : `order ${d.orderId}`}\tfailed ${d.failedAt}\t${d.attempts} tries\t${d.lastError ?? ''}`,
            )
            .join('\n'),
        };
      }
      case 'webhook-retry': {
        const queued = await retryDelivery(db, command.deliveryId, 'any', now);
        return { ok: true, output: `Delivery ${queued.id} (${queued.type}) is queued again.` };
      }
    }
  } catch (error) {
    if (error instanceof ApiFailure) return { ok: false, output: error.message };
    throw error;
  }
}
