import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../../../../src/api/contract/endpoints';
import { openDatabase } from '../../../../server/platform/db/connect';
import { customers } from '../../../../server/platform/db/schema';
import type { RunningServer } from '../../../../server/start';
import { backends } from '../../harness';
import { startTestIssuer, type TestIssuer } from '../../support/oidcIssuer';
import { serverPerTest } from '../../support/serverPerTest';

// oauth2-mock-server does not form-decode the Basic credentials (RFC 6749 §2.3.1) that openid-client
// form-encodes ('-' as %2D): a client id of letters and digits reads the same either way.
const CLIENT = { oidcClientId: 'ritmotestclient', oidcClientSecret: 'ritmo-test-client-secret' };

/** GET without following redirects: the Location header, checked to be a redirect. */
async function redirectOf(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status, `${url} answered ${response.status}`).toBe(302);
  return response.headers.get('Location') ?? '';
}

describe.each(backends)('social sign-in (OpenID Connect) on $name', (backend) => {
  let issuer: TestIssuer | undefined;
  afterEach(async () => {
    await issuer?.close();
    issuer = undefined;
  });
  const { start, stop, logLines } = serverPerTest(backend);

  /** /login/gs/home → issuer's authorize endpoint → back to our callback; answers the callback's redirect. */
  async function throughIssuer(running: RunningServer, tamper: (callback: URL) => void = () => {}): Promise<string> {
    const authorize = new URL(await redirectOf(`${running.url}/api/login/gs/home`));
    expect(authorize.origin).toBe(issuer!.url);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.oidcClientId,
      redirect_uri: `${running.url}/api/login/gs/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const callback = new URL(await redirectOf(authorize.toString()));
    expect(`${callback.origin}${callback.pathname}`).toBe(`${running.url}/api/login/gs/callback`);
    tamper(callback);
    return redirectOf(callback.toString());
  }

  it('signs in end to end: issuer, callback, /#/user_login?code, login-google session; the code works once', async () => {
    issuer = await startTestIssuer();
    issuer.setClaims({ email: 'Social@Example.com', email_verified: true });
    const running = await start({ ...CLIENT, oidcIssuer: issuer.url });

    const landing = await throughIssuer(running);
    const match = /^\/#\/user_login\?code=([A-Za-z0-9_-]{43})$/.exec(landing);
    expect(match, landing).not.toBeNull();
    const code = match![1]!;

    const trade = () =>
      fetch(`${running.url}/api/customer/login-google`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) });
    const first = await trade();
    const session = v.parse(endpoints.loginGoogle.answer, await first.json()).data!;
    expect(session.user.email).toBe('social@example.com');
    const account = await fetch(`${running.url}/api/customer/account`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(account.status).toBe(200);

    const second = await trade();
    expect(second.status).toBe(401);

    // A second social sign-in finds the same customer.
    const again = await throughIssuer(running);
    const secondCode = /code=([A-Za-z0-9_-]+)/.exec(again)![1]!;
    const secondSession = await fetch(`${running.url}/api/customer/login-google`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: secondCode }),
    });
    expect(v.parse(endpoints.loginGoogle.answer, await secondSession.json()).data?.user.id).toBe(session.user.id);
    const reopened = await openDatabase(await stop());
    try {
      expect(await reopened.db.select().from(customers).where(eq(customers.email, 'social@example.com'))).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });

  it('a wrong or reused state sends the customer home', async () => {
    issuer = await startTestIssuer();
    issuer.setClaims({ email: 'state@example.com', email_verified: true });
    const running = await start({ ...CLIENT, oidcIssuer: issuer.url });
    expect(await throughIssuer(running, (callback) => callback.searchParams.set('state', 'forged-state'))).toBe('/#/');

    let used = '';
    expect(await throughIssuer(running, (callback) => void (used = callback.toString()))).toMatch(/^\/#\/user_login\?code=/);
    expect(await redirectOf(used)).toBe('/#/');
    expect(logLines().filter((line) => line.msg === 'Social sign-in refused')).toHaveLength(2);
  });

  it('refuses an id_token without e-mail, with an unverified e-mail or for another audience', async () => {
    issuer = await startTestIssuer();
    const running = await start({ ...CLIENT, oidcIssuer: issuer.url });
    issuer.setClaims({});
    expect(await throughIssuer(running)).toBe('/#/');
    issuer.setClaims({ email: 'unverified@example.com', email_verified: false });
    expect(await throughIssuer(running)).toBe('/#/');
    issuer.setClaims({ email: 'aud@example.com', aud: 'someone-else' });
    expect(await throughIssuer(running)).toBe('/#/');
    const reasons = logLines()
      .filter((line) => line.msg === 'Social sign-in refused')
      .map((line) => String(line.reason));
    expect(reasons).toEqual([expect.stringContaining('no e-mail'), expect.stringContaining('not verified'), expect.stringContaining('aud')]);
  });

  it('a login-google code that was never issued answers 401', async () => {
    const running = await start();
    const answer = await fetch(`${running.url}/api/customer/login-google`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(43) }),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ wasOk: false, error: { code: 'social_code_invalid' } });
  });

  it('without configuration the start link sends the customer back into the app, saying why', async () => {
    const running = await start();
    expect(await redirectOf(`${running.url}/api/login/gs/home`)).toBe('/#/user_login_error?reason=social_unavailable');
  });

  it('home data tells the app whether social sign-in is configured', async () => {
    const homeConfig = async (running: RunningServer) => {
      const answer = await fetch(`${running.url}/api/customer/va01/home-wapp`);
      return v.parse(endpoints.homeWapp.answer, await answer.json()).data!.config;
    };
    expect((await homeConfig(await start())).socialSignIn).toBe(false);
    issuer = await startTestIssuer();
    expect((await homeConfig(await start({ ...CLIENT, oidcIssuer: issuer.url }))).socialSignIn).toBe(true);
  });

  it('an unreachable issuer sends the customer home and logs why', async () => {
    const running = await start({ ...CLIENT, oidcIssuer: 'http://127.0.0.1:9' });
    expect(await redirectOf(`${running.url}/api/login/gs/home`)).toBe('/#/');
    expect(logLines().map((line) => line.msg)).toContain('Social sign-in could not start');
  });
});
