import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { sendJson, startTestApi, type RecordedRequest } from '../../data/testApi';
import { appState } from './support/appHooks.mock';
import { account, loyalty, makeToken, renderAt, sessionFor, setSessionToken } from './loginTestKit';
import { SESSION_STORAGE_KEY } from '../../../../src/data/sessionToken';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

let respond: (request: RecordedRequest, response: ServerResponse) => void;
let api: Awaited<ReturnType<typeof startTestApi>>;
let screens: {
  UserLogin: typeof import('../../../../src/customer/features/login/UserLoginScreen').default;
  UserLoginLink: typeof import('../../../../src/customer/features/login/UserLoginLinkScreen').default;
  LoginEmulate: typeof import('../../../../src/customer/features/login/LoginEmulateScreen').default;
  UserLoginError: typeof import('../../../../src/customer/features/login/UserLoginErrorScreen').default;
};
let db: typeof import('../../../../src/data/db').db;
const token = makeToken(3600);

beforeAll(async () => {
  api = await startTestApi((request, response) => respond(request, response));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  screens = {
    UserLogin: (await import('../../../../src/customer/features/login/UserLoginScreen')).default,
    UserLoginLink: (await import('../../../../src/customer/features/login/UserLoginLinkScreen')).default,
    LoginEmulate: (await import('../../../../src/customer/features/login/LoginEmulateScreen')).default,
    UserLoginError: (await import('../../../../src/customer/features/login/UserLoginErrorScreen')).default,
  };
  ({ db } = await import('../../../../src/data/db'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(async () => {
  setSessionToken(null);
  appState.alert.mockClear();
  api.requests.length = 0;
  await Promise.all([db.session.clear(), db.account.clear(), db.loyalty.clear()]);
  respond = (request, response) => {
    if (request.url === '/api/customer/account') sendJson(response, 200, { wasOk: true, data: account });
    else if (request.url === '/api/customer/loyalty') sendJson(response, 200, { wasOk: true, data: loyalty });
    else if (request.url === '/api/customer/login-emulate/7') sendJson(response, 200, { wasOk: true, data: token });
    else if (request.url === '/api/customer/login-emulate/8') sendJson(response, 200, { wasOk: true, data: 'error_date' });
    else if (request.url === '/api/customer/login-google' || request.url === '/api/customer/lfl') {
      const ok = request.body.includes('good-one-time-code');
      sendJson(response, ok ? 200 : 401, ok ? { wasOk: true, data: sessionFor(token) } : { wasOk: false, error: { code: 'link_expired', message: 'x' } });
    } else sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'x' } });
  };
});
afterEach(cleanup);

const path = () => screen.getByTestId('current-path').textContent;

describe('sign-in return routes (spec §2, §4)', () => {
  it('/user_login trades the code for a session and goes to /user', async () => {
    await renderAt(<screens.UserLogin />, { url: '/user_login?code=good-one-time-code', path: '/user_login' });
    await waitFor(() => expect(path()).toBe('/user'));
    expect((await db.session.get('current'))?.data.token).toBe(token);
    expect(api.requests.filter((request) => request.url === '/api/customer/login-google')).toHaveLength(1);
  });

  it('/user_login failure goes to /', async () => {
    await renderAt(<screens.UserLogin />, { url: '/user_login?code=bad-one-time-code', path: '/user_login' });
    await waitFor(() => expect(path()).toBe('/'));
    expect(await db.session.count()).toBe(0);
  });

  it('/user_login_link signs in, or goes to /user_login_error when the link is spent', async () => {
    await renderAt(<screens.UserLoginLink />, { url: '/user_login_link?code=good-one-time-code', path: '/user_login_link' });
    await waitFor(() => expect(path()).toBe('/user'));
    cleanup();
    await renderAt(<screens.UserLoginLink />, { url: '/user_login_link?code=used-one-time-code', path: '/user_login_link' });
    await waitFor(() => expect(path()).toBe('/user_login_error'));
  });

  it('/user_login_error says the link failed, or that social sign-in is not offered, in the app', async () => {
    await renderAt(<screens.UserLoginError />, { url: '/user_login_error', path: '/user_login_error', language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We couldn't sign you in");
    expect(screen.getByText('The used link has already been used or has expired.')).toBeTruthy();
    cleanup();
    await renderAt(<screens.UserLoginError />, { url: '/user_login_error?reason=social_unavailable', path: '/user_login_error', language: 'es' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('El acceso con Google no está disponible');
    expect(screen.getByRole('button', { name: 'Entrar con mi correo' }).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('button', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
  });

  it('/login_emulate sends ?secret= as X-Support-Secret and signs in with the token answered', async () => {
    await renderAt(<screens.LoginEmulate />, { url: '/login_emulate/7?secret=s3cret', path: '/login_emulate/:customerId' });
    await waitFor(() => expect(path()).toBe('/user'));
    const emulate = api.requests.find((request) => request.url === '/api/customer/login-emulate/7');
    expect(emulate?.headers['x-support-secret']).toBe('s3cret');
    await waitFor(async () => expect((await db.session.get('current'))?.data.user.code).toBe('RC000007'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(token);
    expect(document.cookie).not.toContain('session=');
  });

  it('/login_emulate error_date gives LoginErrorDate in danger style for 3 s', async () => {
    await renderAt(<screens.LoginEmulate />, { url: '/login_emulate/8', path: '/login_emulate/:customerId', language: 'en' });
    await waitFor(() => expect(appState.alert).toHaveBeenCalled());
    expect(appState.alert).toHaveBeenCalledWith({ type: 'danger', text: 'The code has expired, you have to request it again.', timeoutSeconds: 3 });
    expect(await db.session.count()).toBe(0);
  });
});
