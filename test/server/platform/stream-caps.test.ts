import { afterEach, describe, expect, it } from 'vitest';
import { STREAMS_PER_ADDRESS, STREAMS_PER_CUSTOMER } from '../../../server/platform/live/streamPlaces';
import { backends } from '../harness';
import { SseReader } from '../support/liveStreams';
import { spawnedServer, type SpawnedServer } from '../support/spawnedServer';

const AVAILABILITY_EVENTS = '/api/shops/va01/availability/events';
const CUSTOMER_EVENTS = '/api/customer/events';

/** The headers of a request that came through the trusted proxy from `address`. */
const from = (address: string): Record<string, string> => ({ 'X-Forwarded-For': address });

describe.each(backends)('event streams per client, on a server process on $name', (backend) => {
  let server: SpawnedServer | undefined;
  let readers: SseReader[] = [];
  afterEach(async () => {
    await Promise.all(readers.map((reader) => reader.close()));
    readers = [];
    await server?.stop();
    server = undefined;
  });

  async function open(path: string, headers: Record<string, string>): Promise<SseReader> {
    const response = await fetch(`${server!.url}${path}`, { headers });
    expect(response.status).toBe(200);
    const reader = new SseReader(response.body!);
    readers.push(reader);
    return reader;
  }

  async function openAvailability(address: string): Promise<SseReader> {
    const reader = await open(AVAILABILITY_EVENTS, from(address));
    expect((await reader.next()).event).toBe('availability');
    return reader;
  }

  /** Signs a customer in through the API (the demo outbox holds the code) and answers its token. */
  async function customerToken(email: string): Promise<string> {
    const post = (path: string, body: unknown) =>
      fetch(`${server!.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...from('192.0.2.200') }, body: JSON.stringify(body) });
    expect((await post('/api/customer/login-start', { email })).status).toBe(200);
    const outbox = (await (await fetch(`${server!.url}/api/dev/outbox`)).json()) as { data: { to: string; code: string | null }[] };
    const code = outbox.data.find((mail) => mail.to === email)?.code;
    const session = (await (await post('/api/customer/login-end', { email, code })).json()) as { data: { token: string } };
    return session.data.token;
  }

  it(`one address holds ${STREAMS_PER_ADDRESS} availability streams: each one more closes its oldest; another address still gets its own`, async () => {
    server = await spawnedServer(backend, { TRUST_PROXY: '1' });
    const crowd: SseReader[] = [];
    for (let i = 0; i < STREAMS_PER_ADDRESS; i += 1) crowd.push(await openAvailability(`192.0.2.${i}, 203.0.113.7`));
    const newest = await openAvailability('203.0.113.7');
    expect(await crowd[0]!.ended()).toBe(true);
    // The second is the oldest now: the next one from the address closes it, so it had stayed open.
    await openAvailability('203.0.113.7');
    expect(await crowd[1]!.ended()).toBe(true);

    const other = await openAvailability('203.0.113.8');
    expect(other).toBeDefined();
    expect(newest).toBeDefined();
    // The other address's stream is not what gave way when the first address opened one more.
    await openAvailability('203.0.113.7');
    expect(await crowd[2]!.ended()).toBe(true);
  });

  it(`one customer holds ${STREAMS_PER_CUSTOMER} order streams, from any addresses: one more closes the oldest; another customer still gets theirs`, async () => {
    server = await spawnedServer(backend, { TRUST_PROXY: '1' });
    const token = await customerToken('many-tabs@example.com');
    const otherToken = await customerToken('one-tab@example.com');
    const tabs: SseReader[] = [];
    for (let i = 0; i < STREAMS_PER_CUSTOMER; i += 1) tabs.push(await open(CUSTOMER_EVENTS, { Authorization: `Bearer ${token}`, ...from(`198.51.100.${i}`) }));
    await open(CUSTOMER_EVENTS, { Authorization: `Bearer ${token}`, ...from('198.51.100.99') });
    expect(await tabs[0]!.ended()).toBe(true);
    await open(CUSTOMER_EVENTS, { Authorization: `Bearer ${token}`, ...from('198.51.100.98') });
    expect(await tabs[1]!.ended()).toBe(true);

    await open(CUSTOMER_EVENTS, { Authorization: `Bearer ${otherToken}`, ...from('198.51.100.99') });
    await open(CUSTOMER_EVENTS, { Authorization: `Bearer ${token}`, ...from('198.51.100.97') });
    expect(await tabs[2]!.ended()).toBe(true);
  });
});
