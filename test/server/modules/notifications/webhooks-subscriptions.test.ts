import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../../../src/api/contract/operator/webhooks';
import { webhookSubscriptions } from '../../../../server/platform/db/schema';
import { parseWebhookCommandLine, runWebhookCommand } from '../../../../server/modules/notifications/webhooks/commands';
import type { Hono } from 'hono';
import { backends } from '../../harness';
import { call, createCustomer } from '../../support/customers';
import { OPEN_TIME, ordersTestBed, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';
import { createOperatorKey, deliveriesOf, startReceiver, webhookApi, type Receiver } from '../../support/webhookBed';
import { newPickupOrder, pay } from '../../support/counterBed';

const BASE = '/api/operator/v1';

describe.each(backends)('webhook subscriptions through the operator API and the command, on $name', (backend) => {
  let bed: OrdersTestBed;
  let api: Hono;
  let receiver: Receiver;

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    api = webhookApi(bed.db, { allowLocal: true }, () => OPEN_TIME);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await bed.dispose();
  });

  it("lets a key subscribe, list, see deliveries of and remove its own subscriptions only, answering the contract's shapes", async () => {
    const mine = await createOperatorKey(bed.db, SHOP_ID);
    const theirs = await createOperatorKey(bed.db, null);
    const writeOnly = await createOperatorKey(bed.db, null, ['orders:write']);
    const url = `${receiver.origin}/till`;

    const created = await call(api, 'POST', `${BASE}/webhooks`, mine.auth, { url, events: ['order.paid', 'order.paid', 'invoice.issued'] });
    expect(created.status).toBe(201);
    const subscription = v.parse(webhookEndpoints.subscribeWebhook.answer, created.body);
    expect(subscription).toMatchObject({ url, events: ['order.paid', 'invoice.issued'], pending: 0, failed: 0 });
    expect(subscription.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, OPEN_TIME);

    const listed = await call(api, 'GET', `${BASE}/webhooks`, mine.auth);
    expect(listed.status).toBe(200);
    expect(v.parse(webhookEndpoints.listWebhooks.answer, listed.body)).toEqual([
      { id: subscription.id, url, events: ['order.paid', 'invoice.issued'], createdAt: OPEN_TIME.toISOString(), pending: 2, failed: 0 },
    ]);
    // The secret is shown once only.
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    const deliveries = await call(api, 'GET', `${BASE}/webhooks/${subscription.id}/deliveries?state=pending`, mine.auth);
    expect(v.parse(webhookEndpoints.listWebhookDeliveries.answer, deliveries.body).map((d) => [d.type, d.orderId, d.state])).toEqual([
      ['invoice.issued', order.orderId, 'pending'],
      ['order.paid', order.orderId, 'pending'],
    ]);

    // Another key sees none of it and cannot remove it.
    expect((await call(api, 'GET', `${BASE}/webhooks`, theirs.auth)).body).toEqual([]);
    expect((await call(api, 'DELETE', `${BASE}/webhooks/${subscription.id}`, theirs.auth)).body).toMatchObject({ status: 404, code: 'unknown_webhook' });
    expect((await call(api, 'GET', `${BASE}/webhooks/${subscription.id}/deliveries`, theirs.auth)).status).toBe(404);

    const removed = await call(api, 'DELETE', `${BASE}/webhooks/${subscription.id}`, mine.auth);
    expect([removed.status, removed.body]).toEqual([200, { id: subscription.id, removed: true }]);
    expect((await call(api, 'GET', `${BASE}/webhooks`, mine.auth)).body).toEqual([]);
    // What waited is failed, not left to go out.
    expect((await deliveriesOf(bed.db, subscription.id)).map((row) => [row.failedAt !== null, row.lastError])).toEqual([
      [true, 'the subscription was removed'],
      [true, 'the subscription was removed'],
    ]);
    expect((await call(api, 'DELETE', `${BASE}/webhooks/${subscription.id}`, mine.auth)).status).toBe(404);

    // No key, or a key without the scope: 401 and 403; nothing written.
    const before = await bed.db.select().from(webhookSubscriptions);
    expect((await call(api, 'POST', `${BASE}/webhooks`, {}, { url, events: ['order.paid'] })).status).toBe(401);
    expect((await call(api, 'POST', `${BASE}/webhooks`, writeOnly.auth, { url, events: ['order.paid'] })).status).toBe(403);
    expect(await bed.db.select().from(webhookSubscriptions)).toEqual(before);
  });

  it('answers 400 naming the field for a body or path outside the contract, and writes nothing', async () => {
    const key = await createOperatorKey(bed.db, null);
    const before = await bed.db.select().from(webhookSubscriptions);
    const bad = [
      [{ url: `${receiver.origin}/x`, events: ['order.eaten'] }, 'events.0'],
      [{ url: `${receiver.origin}/x`, events: [] }, 'events'],
      [{ events: ['order.paid'] }, 'url'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await call(api, 'POST', `${BASE}/webhooks`, key.auth, body);
      expect([answer.status, answer.body]).toMatchObject([400, { code: 'bad_request', field }]);
    }
    expect((await call(api, 'DELETE', `${BASE}/webhooks/abc`, key.auth)).body).toMatchObject({ status: 400, field: 'webhookId' });
    expect(await bed.db.select().from(webhookSubscriptions)).toEqual(before);
  });

  it('runs `webhook add|list|remove|failed` from the command line, refusing private URLs as the API does', async () => {
    const key = await createOperatorKey(bed.db, SHOP_ID);
    expect(parseWebhookCommandLine(['add', 'https://till.example.com/hook', '--events', 'order.paid,order.status_changed', '--key', key.prefix])).toEqual({
      command: 'webhook-add',
      url: 'https://till.example.com/hook',
      events: ['order.paid', 'order.status_changed'],
      key: key.prefix,
    });
    expect(parseWebhookCommandLine(['add', 'https://till.example.com/hook', '--events', 'order.nope', '--key', key.prefix])).toHaveProperty('error');
    expect(parseWebhookCommandLine(['remove', 'x'])).toHaveProperty('error');
    expect(parseWebhookCommandLine(['list'])).toEqual({ command: 'webhook-list' });

    const privateUrl = await runWebhookCommand(
      bed.db,
      { command: 'webhook-add', url: 'https://10.0.0.8/hook', events: ['order.paid'], key: key.prefix },
      OPEN_TIME,
    );
    expect(privateUrl).toEqual({ ok: false, output: 'The webhook host 10.0.0.8 is not on a public address (10.0.0.8)' });
    const added = await runWebhookCommand(
      bed.db,
      { command: 'webhook-add', url: `${receiver.origin}/cli`, events: ['order.paid'], key: key.prefix },
      OPEN_TIME,
      { allowLocal: true },
    );
    expect(added.ok).toBe(true);
    expect(added.output).toMatch(/^Webhook (\d+) sends order\.paid to http:\/\/127\.0\.0\.1:\d+\/cli\.\nIts signing secret, shown this once: whsec_/);
    const id = Number(/^Webhook (\d+)/.exec(added.output)?.[1]);
    const listed = await runWebhookCommand(bed.db, { command: 'webhook-list' }, OPEN_TIME);
    expect(listed.output).toContain(`${id}\t${key.prefix}\t${receiver.origin}/cli\torder.paid\tpending 0\tfailed 0`);
    expect(await runWebhookCommand(bed.db, { command: 'webhook-remove', id }, OPEN_TIME)).toEqual({ ok: true, output: `Webhook ${id} removed.` });
    expect(await runWebhookCommand(bed.db, { command: 'webhook-remove', id }, OPEN_TIME)).toEqual({
      ok: false,
      output: 'There is no such webhook subscription',
    });
    expect(
      await runWebhookCommand(bed.db, { command: 'webhook-add', url: `${receiver.origin}/cli`, events: ['order.paid'], key: 'rk_000000000000' }, OPEN_TIME, {
        allowLocal: true,
      }),
    ).toEqual({
      ok: false,
      output: 'There is no key rk_000000000000',
    });
  });
});
