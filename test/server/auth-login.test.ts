import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionSchema } from '../../src/api/contract';
import { CODE_ALPHABET } from '../../server/auth/oneTimeSecrets';
import { customers, loginCodes } from '../../server/db/schema';
import { backends } from './harness';
import { authTestBed, expectFailure, latestCode, post, readOutbox, signIn, type AuthTestBed } from './support/authApp';
import { dataOf } from './support/customers';

const MINUTE = 60_000;
const START = '/api/customer/login-start';
const END = '/api/customer/login-end';

/** A code of the right shape that is not `code`. */
const otherCode = (code: string) => code.split('').map((char) => (char === 'A' ? 'B' : 'A')).join('');

describe.each(backends)('sign-in with an e-mailed code on $name', (backend) => {
  let bed: AuthTestBed;
  afterEach(async () => bed?.dispose());

  it('signs in a new e-mail: the code from the outbox gives a session and creates the customer once', async () => {
    bed = await authTestBed(backend);
    const started = dataOf('loginStart', await post(bed.app, START, { email: ' Ana@Example.com ' }));
    expect(started).toEqual({ expiresInSeconds: 600 });

    const code = await latestCode(bed.app, 'ana@example.com');
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{5}$`));
    const [stored] = await bed.db.select().from(loginCodes);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const session = v.parse(SessionSchema, dataOf('loginEnd', await post(bed.app, END, { email: 'ana@example.com', code: code.toLowerCase() })));
    expect(session.user).toMatchObject({ email: 'ana@example.com', code: `RC${String(session.user.id).padStart(6, '0')}` });
    expect(session.isActive).toBe(false);
    expect(session.loyalty).toEqual({ customerLevel: 3, ritmitosAvailable: 0, ritmitosInOrders: 0, ritmitosToExpire: 0 });
    expect(session.preferences).toEqual({ contactName: '', contactPhone: '', receivePromotions: false, receiveNews: false });

    const again = await signIn(bed.app, 'ana@example.com');
    expect(again.user.id).toBe(session.user.id);
    expect(await bed.db.select().from(customers)).toHaveLength(1);
  });

  it('answers a known and an unknown e-mail identically', async () => {
    bed = await authTestBed(backend);
    await signIn(bed.app, 'known@example.com');
    const known = await post(bed.app, START, { email: 'known@example.com' });
    const unknown = await post(bed.app, START, { email: 'nobody@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.response.headers.keys()].sort()).toEqual([...known.response.headers.keys()].sort());
  });

  it('refuses a badly formed e-mail or code with 400 naming the field', async () => {
    bed = await authTestBed(backend);
    const start = await post(bed.app, START, { email: 'not-an-email' });
    expectFailure(start, 400, 'bad_request');
    expect(start.body).toMatchObject({ error: { field: 'email', message: 'You have to indicate a correct email.' } });
    const end = await post(bed.app, END, { email: 'a@example.com', code: 'ABC' });
    expect(end.body).toMatchObject({ error: { field: 'code' } });
  });

  it('a wrong code answers wrong_code; after 5 wrong tries the code is burnt, even the right one fails', async () => {
    bed = await authTestBed(backend);
    const email = 'burn@example.com';
    await post(bed.app, START, { email });
    const code = await latestCode(bed.app, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectFailure(await post(bed.app, END, { email, code: otherCode(code) }), 401, 'wrong_code');
    }
    expectFailure(await post(bed.app, END, { email, code: otherCode(code) }), 401, 'code_burnt');
    expectFailure(await post(bed.app, END, { email, code }), 401, 'code_burnt');
    const [row] = await bed.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row).toMatchObject({ failedAttempts: 5 });
    expect(row?.consumedAt).not.toBeNull();
    // A new code works again.
    expect((await signIn(bed.app, email)).user.email).toBe(email);
  });

  it('an expired code answers error_date (spec §7) and a used one no longer works', async () => {
    bed = await authTestBed(backend);
    const email = 'late@example.com';
    await post(bed.app, START, { email });
    const code = await latestCode(bed.app, email);
    bed.clock.advance(10 * MINUTE + 1000);
    const late = await post(bed.app, END, { email, code });
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ wasOk: true, data: 'error_date' });

    await post(bed.app, START, { email });
    const fresh = await latestCode(bed.app, email);
    bed.clock.advance(9 * MINUTE);
    dataOf('loginEnd', await post(bed.app, END, { email, code: fresh }));
    expectFailure(await post(bed.app, END, { email, code: fresh }), 401, 'wrong_code');
  });

  it('a new code replaces the earlier one; a code never works for another e-mail', async () => {
    bed = await authTestBed(backend);
    await post(bed.app, START, { email: 'twice@example.com' });
    const first = await latestCode(bed.app, 'twice@example.com');
    await post(bed.app, START, { email: 'twice@example.com' });
    const second = await latestCode(bed.app, 'twice@example.com');
    if (first !== second) expectFailure(await post(bed.app, END, { email: 'twice@example.com', code: first }), 401, 'wrong_code');
    expectFailure(await post(bed.app, END, { email: 'other@example.com', code: second }), 401, 'wrong_code');
    dataOf('loginEnd', await post(bed.app, END, { email: 'twice@example.com', code: second }));
  });

  it('limits login-start to 5 per e-mail per 15 minutes, whatever the address', async () => {
    bed = await authTestBed(backend, { trustProxy: true });
    const email = 'busy@example.com';
    for (let i = 1; i <= 5; i += 1) {
      dataOf('loginStart', await post(bed.app, START, { email }, { 'X-Forwarded-For': `10.0.0.${i}` }));
    }
    expectFailure(await post(bed.app, START, { email }, { 'X-Forwarded-For': '10.0.0.9' }), 429, 'rate_limited');
    expect((await readOutbox(bed.app)).filter((mail) => mail.to === email)).toHaveLength(5);
    bed.clock.advance(15 * MINUTE + 1000);
    dataOf('loginStart', await post(bed.app, START, { email }, { 'X-Forwarded-For': '10.0.0.9' }));
  });

  it('keeps the limit under concurrent requests (the counters live in the database)', async () => {
    bed = await authTestBed(backend);
    const answers = await Promise.all(Array.from({ length: 9 }, () => post(bed.app, START, { email: 'rush@example.com' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
  });

  it('limits login-start to 20 per client address per 15 minutes; another address is not affected', async () => {
    bed = await authTestBed(backend, { trustProxy: true });
    const from = (address: string) => ({ 'X-Forwarded-For': `${address}, 192.168.1.1` });
    for (let i = 1; i <= 20; i += 1) {
      dataOf('loginStart', await post(bed.app, START, { email: `guest${i}@example.com` }, from('203.0.113.7')));
    }
    expectFailure(await post(bed.app, START, { email: 'guest21@example.com' }, from('203.0.113.7')), 429, 'rate_limited');
    dataOf('loginStart', await post(bed.app, START, { email: 'guest21@example.com' }, from('203.0.113.8')));
  });

  it('without TRUST_PROXY the forwarded address is ignored', async () => {
    bed = await authTestBed(backend, { trustProxy: false });
    for (let i = 1; i <= 20; i += 1) {
      await post(bed.app, START, { email: `spoof${i}@example.com` }, { 'X-Forwarded-For': `198.51.100.${i}` });
    }
    expectFailure(await post(bed.app, START, { email: 'spoof21@example.com' }, { 'X-Forwarded-For': '198.51.100.99' }), 429, 'rate_limited');
  });
});
