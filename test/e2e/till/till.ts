// A shop's till, as small as it can be: it receives the operator API's webhooks, checks their Standard
// Webhooks signature, and moves each paid order through the kitchen to Ready through the operator API.
// Run: TILL_PORT=… WEBHOOK_SECRET=whsec_… OPERATOR_API_URL=http://…/api/operator/v1 OPERATOR_KEY=rk_… \
//      [TILL_KITCHEN_DELAY_MS=…] node --import tsx test/e2e/till/till.ts
// It prints one JSON line per thing it does (listening, received, moved, refused, failed).
import { createServer, type IncomingMessage } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';

const setting = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`The till needs ${name}`);
  return value;
};

const port = Number(setting('TILL_PORT'));
const webhook = new Webhook(setting('WEBHOOK_SECRET'));
const apiUrl = setting('OPERATOR_API_URL');
const key = setting('OPERATOR_KEY');
/** How long the kitchen takes over each step (0: at once). */
const kitchenDelayMs = Number(process.env.TILL_KITCHEN_DELAY_MS ?? 0);

/** New → In queue → In preparation → Ready: each step says the status the till saw before it. */
const KITCHEN_STEPS: readonly [expected: number, to: number][] = [
  [ORDER_STATUS.pending, ORDER_STATUS.inQueue],
  [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation],
  [ORDER_STATUS.inPreparation, ORDER_STATUS.prepared],
];
const MAX_TRIES = 5;

const say = (event: string, details: Record<string, unknown> = {}) => console.log(JSON.stringify({ event, at: Date.now(), ...details }));

/** Deliveries come at least once: a message id seen already is acknowledged and not acted on again. */
const seen = new Set<string>();
/** One order's moves run one after another; another order's run beside them. */
const orderQueues = new Map<number, Promise<void>>();

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** One step through the API, with the same Idempotency-Key on every retry of it. */
async function moveStep(orderId: number, expected: number, to: number): Promise<boolean> {
  const idempotencyKey = `till-${orderId}-${to}`;
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    try {
      const response = await fetch(`${apiUrl}/orders/${orderId}/status`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify({ to, expected }),
      });
      const text = await response.text();
      if (response.ok) {
        say('moved', { orderId, to, expected, status: response.status });
        return true;
      }
      // A refusal (someone else moved it, a bad key) will not change by asking again.
      if (response.status < 500 && response.status !== 429) {
        say('failed', { orderId, to, expected, status: response.status, answer: text.slice(0, 500) });
        return false;
      }
      say('retrying', { orderId, to, status: response.status, attempt });
    } catch (error) {
      say('retrying', { orderId, to, error: (error as Error).message, attempt });
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
  }
  say('failed', { orderId, to, expected, error: 'gave up' });
  return false;
}

async function prepare(orderId: number): Promise<void> {
  for (const [expected, to] of KITCHEN_STEPS) {
    await new Promise((resolve) => setTimeout(resolve, kitchenDelayMs));
    if (!(await moveStep(orderId, expected, to))) return;
  }
  say('ready', { orderId });
}

function enqueue(orderId: number): void {
  const next = (orderQueues.get(orderId) ?? Promise.resolve()).then(() => prepare(orderId));
  orderQueues.set(orderId, next);
}

const server = createServer((request, response) => {
  void (async () => {
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    const body = await readBody(request);
    const header = (name: string) => String(request.headers[name] ?? '');
    let event: { type?: unknown; data?: { orderId?: unknown } };
    try {
      event = webhook.verify(body, {
        'webhook-id': header('webhook-id'),
        'webhook-timestamp': header('webhook-timestamp'),
        'webhook-signature': header('webhook-signature'),
      }) as typeof event;
    } catch (error) {
      say('refused', { reason: (error as Error).message, webhookId: header('webhook-id') });
      response.writeHead(401).end();
      return;
    }
    // Acknowledge at once; the work happens after, so a slow kitchen never makes the sender retry.
    response.writeHead(204).end();
    const messageId = header('webhook-id');
    if (seen.has(messageId)) return;
    seen.add(messageId);
    const orderId = event.data?.orderId;
    say('received', { type: event.type, orderId, webhookId: messageId });
    if (event.type === 'order.paid' && typeof orderId === 'number') enqueue(orderId);
  })().catch((error: unknown) => {
    say('failed', { error: (error as Error).message });
    if (!response.headersSent) response.writeHead(500).end();
  });
});

server.listen(port, '127.0.0.1', () => say('listening', { url: `http://127.0.0.1:${port}/webhooks` }));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
