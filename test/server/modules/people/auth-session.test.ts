import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { signSessionToken } from '../../../../server/modules/people/signIn/tokens';
import { backends } from '../../harness';
import { accountStatus, authTestBed, bearer, expectFailure, from, latestCode, latestLinkToken, post, signIn, type AuthTestBed } from '../../support/authApp';
import { call, dataOf } from '../../support/customers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LINK = '/api/customer/lfl';
const SUPPORT_SECRET = 'support-secret-for-tests-0123456789';

describe.each(backends)('magic link, tokens, logout and support sign-in on $name', (backend) => {
  let bed: AuthTestBed;
  afterEach(async () => bed?.dispose());

  it('the e-mailed link signs in once; reused it answers link_expired', async () => {
    bed = await authTestBed(backend, { publicUrl: 'https://shop.example' });
    await post(bed.app, '/api/customer/login-start', { email: 'link@example.com' });
    const token = await latestLinkToken(bed.app, 'link@example.com');
    expect(token.length).toBeGreaterThanOrEqual(32);
    const session = dataOf('loginLink', await post(bed.app, LINK, { loginFromLinkCode: token }));
    expect(session.user.email).toBe('link@example.com');
    expect(await accountStatus(bed.app, session.token)).toBe(200);

    const reused = await post(bed.app, LINK, { loginFromLinkCode: token });
    expectFailure(reused, 401, 'link_expired');
    expect(reused.body).toMatchObject({ error: { message: 'The used link has already been used or has expired.' } });
  });

  it('the link expires after 15 minutes; using the link ends the code and using the code ends the link', async () => {
    bed = await authTestBed(backend);
    const email = 'expiry@example.com';
    await post(bed.app, '/api/customer/login-start', { email });
    const stale = await latestLinkToken(bed.app, email);
    bed.clock.advance(15 * MINUTE + 1000);
    expectFailure(await post(bed.app, LINK, { loginFromLinkCode: stale }), 401, 'link_expired');

    await post(bed.app, '/api/customer/login-start', { email });
    const code = await latestCode(bed.app, email);
    const link = await latestLinkToken(bed.app, email);
    dataOf('loginLink', await post(bed.app, LINK, { loginFromLinkCode: link }));
    expectFailure(await post(bed.app, '/api/customer/login-end', { email, code }), 401, 'wrong_code');

    await post(bed.app, '/api/customer/login-start', { email });
    dataOf('loginEnd', await post(bed.app, '/api/customer/login-end', { email, code: await latestCode(bed.app, email) }));
    expectFailure(await post(bed.app, LINK, { loginFromLinkCode: await latestLinkToken(bed.app, email) }), 401, 'link_expired');
  });

  it('refuses tampered tokens, tokens of another secret, alg none and expired tokens with 401', async () => {
    bed = await authTestBed(backend);
    const session = await signIn(bed.app, 'jwt@example.com');
    expect(await accountStatus(bed.app, session.token)).toBe(200);
    const who = session.user;

    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, id: who.id + 1 })).toString('base64url');
    expect(await accountStatus(bed.app, `${header}.${forged}.${signature}`)).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(await accountStatus(bed.app, `${header}.${payload}.${flipped}`)).toBe(401);

    const otherSecret = new TextEncoder().encode('not-the-server-secret-0123456789abcdef');
    expect(await accountStatus(bed.app, await signSessionToken(otherSecret, who))).toBe(401);

    const unsigned = new UnsecuredJWT({ ...who }).setIssuedAt().setExpirationTime('1d').encode();
    expect(await accountStatus(bed.app, unsigned)).toBe(401);
    const hs512 = await new SignJWT({ ...who }).setProtectedHeader({ alg: 'HS512' }).setIssuedAt().setExpirationTime('1d').sign(bed.config.jwtSecret);
    expect(await accountStatus(bed.app, hs512)).toBe(401);

    const longAgo = new Date(Date.now() - 181 * DAY);
    expect(await accountStatus(bed.app, await signSessionToken(bed.config.jwtSecret, who, longAgo))).toBe(401);
    const stillValid = new Date(Date.now() - 179 * DAY);
    expect(await accountStatus(bed.app, await signSessionToken(bed.config.jwtSecret, who, stillValid))).toBe(200);
    expectFailure(await call(bed.app, 'GET', '/api/customer/account', {}), 401, 'unauthorized');
  });

  it('logout ends every session, even one issued in the same second; signing in again works at once', async () => {
    bed = await authTestBed(backend);
    // Within one second: sign in twice, log out, sign in again.
    const second = Math.floor(Date.now() / 1000) * 1000;
    bed.clock.advance(second + 100 - bed.clock.now().getTime());
    const first = await signIn(bed.app, 'out@example.com');
    const other = await signIn(bed.app, 'out@example.com');
    bed.clock.advance(300);
    expectFailure(await post(bed.app, '/api/customer/logout', {}), 401, 'unauthorized');
    expect(dataOf('logout', await call(bed.app, 'POST', '/api/customer/logout', bearer(first.token)))).toEqual({ loggedOut: true });
    expect(await accountStatus(bed.app, first.token)).toBe(401);
    expect(await accountStatus(bed.app, other.token)).toBe(401);
    expectFailure(await call(bed.app, 'POST', '/api/customer/logout', bearer(first.token)), 401, 'unauthorized');

    bed.clock.advance(200); // still the same second as the logout
    const again = await signIn(bed.app, 'out@example.com');
    expect(await accountStatus(bed.app, again.token)).toBe(200);
    bed.clock.advance(5000);
    expect(await accountStatus(bed.app, again.token)).toBe(200);
  });

  it('support sign-in needs the configured secret in X-Support-Secret', async () => {
    bed = await authTestBed(backend, { supportSecret: SUPPORT_SECRET });
    const { user } = await signIn(bed.app, 'helped@example.com');
    const emulate = (id: number, headers: Record<string, string>) => call(bed.app, 'POST', `/api/customer/login-emulate/${id}`, {}, {}, headers);

    expectFailure(await emulate(user.id, {}), 403, 'forbidden');
    expectFailure(await emulate(user.id, { 'X-Support-Secret': 'wrong' }), 403, 'forbidden');
    expectFailure(await emulate(user.id, { 'X-Support-Secret': SUPPORT_SECRET.slice(0, -1) }), 403, 'forbidden');
    const token = dataOf('loginEmulate', await emulate(user.id, { 'X-Support-Secret': SUPPORT_SECRET }));
    expect(token.length).toBeGreaterThan(11);
    expect(await accountStatus(bed.app, token)).toBe(200);
    expectFailure(await emulate(user.id + 1000, { 'X-Support-Secret': SUPPORT_SECRET }), 404, 'not_found');
  });

  it('support sign-in: the 11th wrong secret from an address within 15 minutes is 429, the right one too; every try is logged without the secret', async () => {
    bed = await authTestBed(backend, { supportSecret: SUPPORT_SECRET, trustProxy: 1 });
    const { user } = await signIn(bed.app, 'guessed@example.com');
    const emulate = (address: string, secret: string) =>
      call(bed.app, 'POST', `/api/customer/login-emulate/${user.id}`, {}, {}, { ...from(address), 'X-Support-Secret': secret });

    for (let wrong = 1; wrong <= 10; wrong += 1) expectFailure(await emulate('203.0.113.7', `guess-${wrong}`), 403, 'forbidden');
    expectFailure(await emulate('203.0.113.7', 'guess-11'), 429, 'rate_limited');
    const limited = await emulate('203.0.113.7', SUPPORT_SECRET);
    expectFailure(limited, 429, 'rate_limited');
    // Another address is not kept out.
    expect(await accountStatus(bed.app, dataOf('loginEmulate', await emulate('198.51.100.2', SUPPORT_SECRET)))).toBe(200);
    bed.clock.advance(15 * MINUTE + 1000);
    expect(await accountStatus(bed.app, dataOf('loginEmulate', await emulate('203.0.113.7', SUPPORT_SECRET)))).toBe(200);

    const tries = bed.logLines().filter((line) => line.msg === 'Support sign-in as a customer');
    expect(tries.map((line) => [line.supportSignIn, line.clientAddress, line.customerId])).toEqual([
      ...Array.from({ length: 10 }, () => ['wrong-secret', '203.0.113.7', user.id]),
      ['rate-limited', '203.0.113.7', user.id],
      ['rate-limited', '203.0.113.7', user.id],
      ['signed-in', '198.51.100.2', user.id],
      ['signed-in', '203.0.113.7', user.id],
    ]);
    const logged = JSON.stringify(bed.logLines());
    expect(logged).not.toContain(SUPPORT_SECRET);
    expect(logged).not.toContain('guess-');
  });

  it('support sign-in: of 50 wrong secrets sent at once from one address, 10 are answered 403 and 40 are 429', async () => {
    bed = await authTestBed(backend, { supportSecret: SUPPORT_SECRET, trustProxy: 1 });
    const { user } = await signIn(bed.app, 'burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(bed.app, 'POST', `/api/customer/login-emulate/${user.id}`, {}, {}, { ...from('203.0.113.9'), 'X-Support-Secret': `burst-${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it('support sign-in is refused for everyone when no secret is configured', async () => {
    bed = await authTestBed(backend);
    const { user } = await signIn(bed.app, 'nobody-helps@example.com');
    const answer = await call(bed.app, 'POST', `/api/customer/login-emulate/${user.id}`, {}, {}, { 'X-Support-Secret': '' });
    expectFailure(answer, 403, 'forbidden');
  });
});
