import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { staffEndpoints } from '../../../../src/api/contract/counter/endpoints';
import { CODE_ALPHABET } from '../../../../server/modules/people/signIn/oneTimeSecrets';
import { SIGN_IN_LIMITS } from '../../../../server/modules/people/signIn/signInLimits';
import { signStaffToken } from '../../../../server/modules/people/signIn/staffTokens';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { loginCodes, staff, staffLoginCodes } from '../../../../server/platform/db/schema';
import { addStaff, removeStaff } from '../../../../server/modules/people/staff/members';
import { backends } from '../../harness';
import {
  accountStatus,
  authTestBed,
  bearer,
  expectFailure,
  from,
  latestCode,
  otherCode,
  post,
  readOutbox,
  signIn,
  type AuthTestBed,
} from '../../support/authApp';
import { call } from '../../support/customers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = '/api/staff/login-start';
const END = '/api/staff/login-end';
const ME = '/api/staff/me';
const LOGOUT = '/api/staff/logout';

type StaffSessionAnswer = { token: string; staff: { email: string; name: string; role: string; shops: { code: string }[] } };

async function staffLogin(app: Hono, email: string, headers: Record<string, string> = {}): Promise<StaffSessionAnswer> {
  const started = await post(app, START, { email }, headers);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const code = await latestCode(app, email);
  const ended = await post(app, END, { email, code }, headers);
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  const answer = v.parse(staffEndpoints.staffLoginEnd.answer, ended.body);
  if (answer.data === 'error_date' || !answer.data) throw new Error('No staff session');
  return answer.data;
}

const meStatus = async (app: Hono, token: string) => (await call(app, 'GET', ME, bearer(token))).status;

describe.each(backends)('staff sign-in on $name', (backend) => {
  let bed: AuthTestBed;
  afterEach(async () => bed?.dispose());

  async function staffBed(overrides: Parameters<typeof authTestBed>[1] = {}) {
    bed = await authTestBed(backend, overrides);
    await seedIfEmpty(bed.db);
    await addStaff(bed.db, { email: 'bea@ritmo.es', shops: ['va01'], everyShop: false, role: 'barista', name: 'Bea' });
    await addStaff(bed.db, { email: 'marta@ritmo.es', shops: [], everyShop: true, role: 'manager', name: 'Marta' });
    return bed;
  }

  it('signs a member in with the e-mailed code: a staff token and the member with their shops', async () => {
    await staffBed();
    const started = await post(bed.app, START, { email: ' Bea@Ritmo.es ' });
    expect(started.body).toEqual({ wasOk: true, data: { expiresInSeconds: 600 } });
    const code = await latestCode(bed.app, 'bea@ritmo.es');
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{5}$`));
    expect(await bed.db.select().from(loginCodes)).toHaveLength(0);

    const session = await staffLogin(bed.app, 'bea@ritmo.es');
    expect(session.staff).toMatchObject({ email: 'bea@ritmo.es', name: 'Bea', role: 'barista', shops: [{ code: 'va01' }] });
    const me = await call(bed.app, 'GET', ME, bearer(session.token));
    expect(me.status).toBe(200);
    expect(v.parse(staffEndpoints.staffMe.answer, me.body).data).toEqual(session.staff);
    expect(me.response.headers.get('Cache-Control')).toBe('private, no-store');

    const manager = await staffLogin(bed.app, 'marta@ritmo.es');
    expect(manager.staff.role).toBe('manager');
    expect(manager.staff.shops.length).toBeGreaterThan(1);
  });

  it('answers an unknown e-mail exactly like a member and mails nothing; its codes open nothing', async () => {
    await staffBed();
    const known = await post(bed.app, START, { email: 'bea@ritmo.es' });
    const unknown = await post(bed.app, START, { email: 'nobody@ritmo.es' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.response.headers.keys()].sort()).toEqual([...known.response.headers.keys()].sort());
    expect((await readOutbox(bed.app)).map((mail) => mail.to)).toEqual(['bea@ritmo.es']);
    expectFailure(await post(bed.app, END, { email: 'nobody@ritmo.es', code: 'AAAAA' }), 401, 'wrong_code');
  });

  it('refuses a wrong code, burns it after 5 wrong tries, and says error_date for an expired one', async () => {
    await staffBed();
    await post(bed.app, START, { email: 'bea@ritmo.es' });
    const code = await latestCode(bed.app, 'bea@ritmo.es');
    for (let i = 1; i <= 4; i += 1) expectFailure(await post(bed.app, END, { email: 'bea@ritmo.es', code: otherCode(code) }), 401, 'wrong_code');
    expectFailure(await post(bed.app, END, { email: 'bea@ritmo.es', code: otherCode(code) }), 401, 'code_burnt');
    expectFailure(await post(bed.app, END, { email: 'bea@ritmo.es', code }), 401, 'code_burnt');

    bed.clock.advance(15 * MINUTE);
    await post(bed.app, START, { email: 'bea@ritmo.es' });
    const fresh = await latestCode(bed.app, 'bea@ritmo.es');
    bed.clock.advance(10 * MINUTE);
    expect((await post(bed.app, END, { email: 'bea@ritmo.es', code: fresh })).body).toEqual({ wasOk: true, data: 'error_date' });
  });

  it('keeps customer and staff codes for the same e-mail apart: neither opens the other', async () => {
    await staffBed();
    const email = 'bea@ritmo.es';
    await post(bed.app, '/api/customer/login-start', { email });
    const customerCode = await latestCode(bed.app, email);
    await post(bed.app, START, { email });
    const staffCode = await latestCode(bed.app, email);
    expect(staffCode).not.toBe(customerCode);

    expectFailure(await post(bed.app, END, { email, code: customerCode }), 401, 'wrong_code');
    expectFailure(await post(bed.app, '/api/customer/login-end', { email, code: staffCode }), 401, 'wrong_code');
    // Each code still opens its own side: the other side's tries neither burnt nor consumed it.
    const customer = await post(bed.app, '/api/customer/login-end', { email, code: customerCode });
    expect(customer.status).toBe(200);
    const ended = await post(bed.app, END, { email, code: staffCode });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const [row] = await bed.db.select().from(staffLoginCodes).where(eq(staffLoginCodes.email, email));
    expect(row?.failedAttempts).toBe(1);
  });

  it('keeps the token audiences apart: a customer token never opens a staff call, a staff token never acts as a customer', async () => {
    await staffBed();
    const customer = await signIn(bed.app, 'bea@ritmo.es');
    expectFailure(await call(bed.app, 'GET', ME, bearer(customer.token)), 401, 'unauthorized');
    expectFailure(await call(bed.app, 'POST', LOGOUT, bearer(customer.token), {}), 401, 'unauthorized');
    const member = await staffLogin(bed.app, 'bea@ritmo.es');
    expect(await accountStatus(bed.app, member.token)).toBe(401);
    expect((await call(bed.app, 'POST', '/api/customer/logout', bearer(member.token), {})).status).toBe(401);
    expect(await accountStatus(bed.app, customer.token)).toBe(200);
    expect(await meStatus(bed.app, member.token)).toBe(200);
    expectFailure(await call(bed.app, 'GET', ME, {}), 401, 'unauthorized');
  });

  it('refuses an expired staff token, a removed member, and every token after sign-out', async () => {
    await staffBed();
    const [bea] = await bed.db.select().from(staff).where(eq(staff.email, 'bea@ritmo.es'));
    if (!bea) throw new Error('no Bea');
    const expired = await signStaffToken(bed.config.jwtSecret, bea, new Date(bed.clock.now().getTime() - 181 * DAY));
    expectFailure(await call(bed.app, 'GET', ME, bearer(expired)), 401, 'unauthorized');
    const forged = await signStaffToken(new TextEncoder().encode('another-secret-0123456789abcdefghij'), bea, bed.clock.now());
    expect(await meStatus(bed.app, forged)).toBe(401);

    const first = await staffLogin(bed.app, 'bea@ritmo.es');
    bed.clock.advance(1000);
    const second = await staffLogin(bed.app, 'bea@ritmo.es');
    expect((await call(bed.app, 'POST', LOGOUT, bearer(first.token), {})).body).toEqual({ wasOk: true, data: { loggedOut: true } });
    expect(await meStatus(bed.app, first.token)).toBe(401);
    expect(await meStatus(bed.app, second.token)).toBe(401);
    // A sign-in in the same second as the sign-out works.
    const after = await staffLogin(bed.app, 'bea@ritmo.es');
    expect(await meStatus(bed.app, after.token)).toBe(200);

    await removeStaff(bed.db, 'bea@ritmo.es', bed.clock.now());
    expect(await meStatus(bed.app, after.token)).toBe(401);
    // Added again, the old token still names the removed member.
    await addStaff(bed.db, { email: 'bea@ritmo.es', shops: ['va01'], everyShop: false, role: 'barista' });
    expect(await meStatus(bed.app, after.token)).toBe(401);
  });

  it('a code sent before removal opens nothing after it', async () => {
    await staffBed();
    await post(bed.app, START, { email: 'bea@ritmo.es' });
    const code = await latestCode(bed.app, 'bea@ritmo.es');
    await removeStaff(bed.db, 'bea@ritmo.es', bed.clock.now());
    expectFailure(await post(bed.app, END, { email: 'bea@ritmo.es', code }), 401, 'wrong_code');
  });

  it('holds the customers’ rate limits: 3 starts per e-mail from one address, 15 failed code tries, in buckets of their own', async () => {
    await staffBed({ trustProxy: 1 });
    const email = 'bea@ritmo.es';
    for (let i = 1; i <= 3; i += 1) expect((await post(bed.app, START, { email }, from('10.0.0.1'))).status).toBe(200);
    expectFailure(await post(bed.app, START, { email }, from('10.0.0.1')), 429, 'rate_limited');
    // An unknown e-mail is limited the same way (the 429 does not tell either).
    for (let i = 1; i <= 3; i += 1) expect((await post(bed.app, START, { email: 'nobody@ritmo.es' }, from('10.0.0.1'))).status).toBe(200);
    expectFailure(await post(bed.app, START, { email: 'nobody@ritmo.es' }, from('10.0.0.1')), 429, 'rate_limited');
    // The customer's sign-in for the same e-mail and address is not used up by the staff tries.
    expect((await post(bed.app, '/api/customer/login-start', { email }, from('10.0.0.1'))).status).toBe(200);

    await post(bed.app, START, { email }, from('10.0.0.2'));
    const latest = await latestCode(bed.app, email);
    for (let i = 1; i <= 4; i += 1) expectFailure(await post(bed.app, END, { email, code: otherCode(latest) }, from('10.0.0.3')), 401, 'wrong_code');
    expectFailure(await post(bed.app, END, { email, code: otherCode(latest) }, from('10.0.0.3')), 401, 'code_burnt');
    // Failed tries from the address count up to the customers' limit; the next is refused before the code is looked at.
    for (let i = 6; i <= SIGN_IN_LIMITS.codeTries.perEmailFromAddress.max; i += 1) {
      expectFailure(await post(bed.app, END, { email, code: latest }, from('10.0.0.3')), 401, 'code_burnt');
    }
    expectFailure(await post(bed.app, END, { email, code: latest }, from('10.0.0.3')), 429, 'rate_limited');
    bed.clock.advance(15 * MINUTE + 1000);
    await post(bed.app, START, { email }, from('10.0.0.3'));
    await staffLogin(bed.app, email, from('10.0.0.3'));
  });

  it('refuses badly formed bodies with 400 naming the field', async () => {
    await staffBed();
    expect((await post(bed.app, START, { email: 'not-an-email' })).body).toMatchObject({ wasOk: false, error: { code: 'bad_request', field: 'email' } });
    expect((await post(bed.app, END, { email: 'bea@ritmo.es', code: 'AB' })).body).toMatchObject({
      wasOk: false,
      error: { code: 'bad_request', field: 'code' },
    });
    expectFailure(await post(bed.app, START, 'not an object'), 400, 'bad_request');
  });
});
