import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionSchema } from '../../../../src/api/contract';
import { CODE_ALPHABET } from '../../../../server/modules/people/signIn/oneTimeSecrets';
import { SIGN_IN_LIMITS } from '../../../../server/modules/people/signIn/signInLimits';
import { customers, loginCodes } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { authTestBed, expectFailure, from, latestCode, latestLinkToken, otherCode, post, readOutbox, signIn, type AuthTestBed } from '../../support/authApp';
import { dataOf } from '../../support/customers';

const MINUTE = 60_000;
const START = '/api/customer/login-start';
const END = '/api/customer/login-end';
const LINK = '/api/customer/lfl';

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

  it('takes the code with blanks around and inside (pasted from the mail) without burning a try', async () => {
    bed = await authTestBed(backend);
    const email = 'paste@example.com';
    await post(bed.app, START, { email });
    const code = await latestCode(bed.app, email);
    const pasted = `  ${code.slice(0, 2)} ${code.slice(2).toLowerCase()}\n`;
    const session = v.parse(SessionSchema, dataOf('loginEnd', await post(bed.app, END, { email, code: pasted })));
    expect(session.user.email).toBe(email);
    const [row] = await bed.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row?.failedAttempts).toBe(0);
  });

  it('signs in addresses with a long ending or accents, kept as written', async () => {
    bed = await authTestBed(backend);
    for (const email of ['dani@mail.example.info', 'josé@correo.es', 'ana@münchen.de']) {
      expect((await signIn(bed.app, email)).user.email).toBe(email);
    }
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
    expect(row).toMatchObject({ failedAttempts: 5, consumedAt: null });
    // The link of the same e-mail still signs in: burning the code does not spoil it.
    expect(dataOf('loginLink', await post(bed.app, LINK, { loginFromLinkCode: await latestLinkToken(bed.app, email) })).user.email).toBe(email);
    // A new code works again (once this address may try again).
    bed.clock.advance(15 * MINUTE + 1000);
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

  it('limits login-start to 3 per e-mail from one address per 15 minutes, 10 per e-mail from anywhere per 10 minutes', async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const email = 'busy@example.com';
    for (let i = 1; i <= 3; i += 1) dataOf('loginStart', await post(bed.app, START, { email }, from('10.0.0.1')));
    expectFailure(await post(bed.app, START, { email }, from('10.0.0.1')), 429, 'rate_limited');
    for (let i = 2; i <= 8; i += 1) dataOf('loginStart', await post(bed.app, START, { email }, from(`10.0.0.${i}`)));
    const refused = await post(bed.app, START, { email }, from('10.0.0.9'));
    expectFailure(refused, 429, 'rate_limited');
    expect(Number(refused.response.headers.get('Retry-After'))).toBeLessThanOrEqual(10 * 60);
    expect((await readOutbox(bed.app)).filter((mail) => mail.to === email)).toHaveLength(10);
    bed.clock.advance(10 * MINUTE + 1000);
    dataOf('loginStart', await post(bed.app, START, { email }, from('10.0.0.9')));
  });

  it('keeps the limit under concurrent requests (the counters live in the database)', async () => {
    bed = await authTestBed(backend);
    const answers = await Promise.all(Array.from({ length: 9 }, () => post(bed.app, START, { email: 'rush@example.com' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it(`limits login-start to ${SIGN_IN_LIMITS.start.perAddress.max} per client address per 15 minutes; another address is not affected`, async () => {
    bed = await authTestBed(backend, { trustProxy: 1 });
    const perAddress = SIGN_IN_LIMITS.start.perAddress.max;
    // The client wrote the left hop itself; the proxy appended the right one.
    const behindProxy = (address: string, spoof: number) => ({ 'X-Forwarded-For': `192.0.2.${spoof % 250}, ${address}` });
    for (let i = 1; i <= perAddress; i += 1) {
      dataOf('loginStart', await post(bed.app, START, { email: `guest${i}@example.com` }, behindProxy('203.0.113.7', i)));
    }
    expectFailure(await post(bed.app, START, { email: 'one-more@example.com' }, behindProxy('203.0.113.7', 0)), 429, 'rate_limited');
    dataOf('loginStart', await post(bed.app, START, { email: 'one-more@example.com' }, behindProxy('203.0.113.8', 0)));
  });

  describe('many customers behind one address', () => {
    const CAFE = '203.0.113.50';

    it('25 different customers signing in from one address within minutes all get in', async () => {
      bed = await authTestBed(backend, { trustProxy: 1 });
      for (let i = 1; i <= 25; i += 1) {
        const email = `cafe${i}@example.com`;
        dataOf('loginStart', await post(bed.app, START, { email }, from(CAFE)));
        const session = dataOf('loginEnd', await post(bed.app, END, { email, code: await latestCode(bed.app, email) }, from(CAFE)));
        expect(session).toMatchObject({ user: { email } });
        bed.clock.advance(10_000);
      }
    });

    it('a customer who burnt a code by mistyping, pressed it once more and asked for a new one signs in with the new one', async () => {
      bed = await authTestBed(backend, { trustProxy: 1 });
      const email = 'clumsy@example.com';
      dataOf('loginStart', await post(bed.app, START, { email }, from(CAFE)));
      const first = await latestCode(bed.app, email);
      for (let i = 1; i <= 4; i += 1) expectFailure(await post(bed.app, END, { email, code: otherCode(first) }, from(CAFE)), 401, 'wrong_code');
      expectFailure(await post(bed.app, END, { email, code: otherCode(first) }, from(CAFE)), 401, 'code_burnt');
      expectFailure(await post(bed.app, END, { email, code: first }, from(CAFE)), 401, 'code_burnt');
      dataOf('loginStart', await post(bed.app, START, { email }, from(CAFE)));
      const second = await latestCode(bed.app, email);
      // The new code has its five tries anew: four more mistakes, then the right one.
      for (let i = 1; i <= 4; i += 1) expectFailure(await post(bed.app, END, { email, code: otherCode(second) }, from(CAFE)), 401, 'wrong_code');
      expect(dataOf('loginEnd', await post(bed.app, END, { email, code: second }, from(CAFE)))).toMatchObject({ user: { email } });
    });

    it(`still stops guessing from the address: ${SIGN_IN_LIMITS.codeTries.perAddress.max} failed tries, then 429 even for a right code`, async () => {
      bed = await authTestBed(backend, { trustProxy: 1 });
      const failures = SIGN_IN_LIMITS.codeTries.perAddress.max;
      for (let i = 0; i < failures; i += 1) {
        expectFailure(await post(bed.app, END, { email: `target${i % 20}@example.com`, code: 'AAAAA' }, from(`192.0.2.${i}, ${CAFE}`)), 401, 'wrong_code');
      }
      dataOf('loginStart', await post(bed.app, START, { email: 'late@example.com' }, from(CAFE)));
      const refused = await post(bed.app, END, { email: 'late@example.com', code: await latestCode(bed.app, 'late@example.com') }, from(CAFE));
      expectFailure(refused, 429, 'rate_limited');
      expect(Number(refused.response.headers.get('Retry-After'))).toBeGreaterThan(0);
    });
  });

  it('without TRUST_PROXY the forwarded address is ignored', async () => {
    bed = await authTestBed(backend, { trustProxy: 0 });
    const email = 'spoof@example.com';
    for (let i = 1; i <= SIGN_IN_LIMITS.start.perEmailFromAddress.max; i += 1) {
      dataOf('loginStart', await post(bed.app, START, { email }, { 'X-Forwarded-For': `198.51.100.${i}` }));
    }
    expectFailure(await post(bed.app, START, { email }, { 'X-Forwarded-For': '198.51.100.99' }), 429, 'rate_limited');
  });

  describe('a stranger cannot keep a customer out, and guessing stays bounded', () => {
    const victim = 'victim@example.com';
    const STRANGER = '198.51.100.66';
    const OWNER = '203.0.113.10';

    it("a stranger's 5 login-starts and 5 wrong codes from one address do not stop the owner from another", async () => {
      bed = await authTestBed(backend, { trustProxy: 1 });
      for (let i = 0; i < 5; i += 1) await post(bed.app, START, { email: victim }, from(STRANGER));
      const code = await latestCode(bed.app, victim);
      for (let i = 0; i < 5; i += 1) await post(bed.app, END, { email: victim, code: otherCode(code) }, from(STRANGER));
      expectFailure(await post(bed.app, END, { email: victim, code }, from(STRANGER)), 401, 'code_burnt');

      dataOf('loginStart', await post(bed.app, START, { email: victim }, from(OWNER)));
      const session = dataOf('loginEnd', await post(bed.app, END, { email: victim, code: await latestCode(bed.app, victim) }, from(OWNER)));
      expect(session).toMatchObject({ user: { email: victim } });
    });

    it("a stranger's later requests and burnt codes leave the owner's e-mailed link working", async () => {
      bed = await authTestBed(backend, { trustProxy: 1 });
      dataOf('loginStart', await post(bed.app, START, { email: victim }, from(OWNER)));
      const ownersLink = await latestLinkToken(bed.app, victim);
      for (let i = 0; i < 3; i += 1) dataOf('loginStart', await post(bed.app, START, { email: victim }, from(STRANGER)));
      const code = await latestCode(bed.app, victim);
      for (let i = 0; i < 5; i += 1) await post(bed.app, END, { email: victim, code: otherCode(code) }, from(STRANGER));
      expect(dataOf('loginLink', await post(bed.app, LINK, { loginFromLinkCode: ownersLink })).user.email).toBe(victim);
      // Signing in ends every other code and link of the e-mail.
      expectFailure(await post(bed.app, END, { email: victim, code }, from(OWNER)), 401, 'wrong_code');
    });

    it('stops guessing from one address: its tries run out before the e-mail does, and the code is left alone', async () => {
      bed = await authTestBed(backend, { trustProxy: 1 });
      const perEmailFromAddress = SIGN_IN_LIMITS.codeTries.perEmailFromAddress.max;
      // Three codes, each burnt by five wrong tries: the address's tries for the e-mail are spent.
      for (let round = 0; round < perEmailFromAddress / 5; round += 1) {
        dataOf('loginStart', await post(bed.app, START, { email: victim }, from(STRANGER)));
        const burnt = await latestCode(bed.app, victim);
        for (let i = 0; i < 5; i += 1) await post(bed.app, END, { email: victim, code: otherCode(burnt) }, from(STRANGER));
      }
      dataOf('loginStart', await post(bed.app, START, { email: victim }, from(OWNER)));
      const code = await latestCode(bed.app, victim);
      // Even the right code is not checked now from the stranger's address.
      const refused = await post(bed.app, END, { email: victim, code }, from(STRANGER));
      expectFailure(refused, 429, 'rate_limited');
      expect(Number(refused.response.headers.get('Retry-After'))).toBeGreaterThan(0);
      const [latest] = await bed.db.select().from(loginCodes).where(eq(loginCodes.email, victim)).orderBy(desc(loginCodes.id)).limit(1);
      expect(latest).toMatchObject({ failedAttempts: 0, consumedAt: null });
      // The owner, from their own address, still signs in with that code.
      dataOf('loginEnd', await post(bed.app, END, { email: victim, code }, from(OWNER)));
    });

    it('bounds guessing spread over many addresses to 30 tries per e-mail per hour; the link still lets the owner in', async () => {
      bed = await authTestBed(backend, { trustProxy: 1 });
      for (let i = 1; i <= 30; i += 1) {
        if (i % 5 === 1) dataOf('loginStart', await post(bed.app, START, { email: victim }, from(`10.1.${i}.1`)));
        const code = await latestCode(bed.app, victim);
        const answer = await post(bed.app, END, { email: victim, code: otherCode(code) }, from(`10.1.${i}.2`));
        expect(answer.status).toBe(401);
      }
      dataOf('loginStart', await post(bed.app, START, { email: victim }, from(OWNER)));
      const code = await latestCode(bed.app, victim);
      // The 31st try is refused before it is checked, even with the right code and from a new address.
      const refused = await post(bed.app, END, { email: victim, code }, from(OWNER));
      expectFailure(refused, 429, 'rate_limited');
      expect(Number(refused.response.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
      expectFailure(await post(bed.app, END, { email: victim, code }, from('10.9.9.9')), 429, 'rate_limited');
      // The e-mailed link cannot be guessed and is not limited: the owner gets in with it.
      expect(dataOf('loginLink', await post(bed.app, LINK, { loginFromLinkCode: await latestLinkToken(bed.app, victim) })).user.email).toBe(victim);
      // An hour after the first try, codes can be typed again.
      bed.clock.advance(60 * MINUTE + 1000);
      expect((await signIn(bed.app, victim, from(OWNER))).user.email).toBe(victim);
    });
  });
});
