import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { sendJson, startTestApi, type RecordedRequest } from '../../data/testApi';
import { appState } from './support/appHooks.mock';
import { account, loyalty, makeToken, renderAt, sessionFor, setSessionToken } from './loginTestKit';
import { SESSION_STORAGE_KEY } from '../../../../src/data/sessionToken';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

type Handler = (request: RecordedRequest, response: ServerResponse) => void;
let respond: Handler;
let api: Awaited<ReturnType<typeof startTestApi>>;
let LoginBox: typeof import('../../../../src/customer/features/user/LoginBox').LoginBox;
let db: typeof import('../../../../src/data/db').db;

beforeAll(async () => {
  api = await startTestApi((request, response) => respond(request, response));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  ({ LoginBox } = await import('../../../../src/customer/features/user/LoginBox'));
  ({ db } = await import('../../../../src/data/db'));
  // As the app does (boot.tsx): a sign-in starts the customer engine, which fetches the account and balance.
  const { refreshAccount } = await import('../../../../src/data/account');
  (await import('../../../../src/data/session')).subscribeSignedIn(() => void refreshAccount());
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(async () => {
  sessionStorage.clear();
  setSessionToken(null);
  appState.alert.mockClear();
  api.requests.length = 0;
  await Promise.all([db.session.clear(), db.account.clear(), db.loyalty.clear()]);
});
afterEach(cleanup);

const ok = (response: ServerResponse, data: unknown) => sendJson(response, 200, { wasOk: true, data });
const fail = (response: ServerResponse, status: number, code: string) => sendJson(response, status, { wasOk: false, error: { code, message: code } });
const posted = (path: string) => api.requests.filter((request) => request.url === `/api/customer/${path}`);

/** Answers the account mirror refresh that follows a sign-in. */
function accountCalls(request: RecordedRequest, response: ServerResponse): boolean {
  if (request.url === '/api/customer/account') ok(response, account);
  else if (request.url === '/api/customer/loyalty') ok(response, loyalty);
  else return false;
  return true;
}

async function renderBox(language: 'es' | 'en' = 'en') {
  await renderAt(<LoginBox />, { url: '/user', path: '/user', language });
}

async function reachCodeStep() {
  respond = (request, response) => (request.url === '/api/customer/login-start' ? ok(response, { expiresInSeconds: 600 }) : fail(response, 404, 'x'));
  await renderBox();
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'Ana@Example.com ' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('login-code');
}

describe('login box, step 0: the e-mail (spec §4 login flow, §5)', () => {
  it('refuses an invalid e-mail with the spec message and asks nothing', async () => {
    respond = (_request, response) => ok(response, { expiresInSeconds: 600 });
    await renderBox();
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'ana@example' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('You have to indicate a correct email.')).toBeTruthy();
    expect(screen.getByTestId('login-email').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the e-mail to login-start and moves to step 1', async () => {
    await reachCodeStep();
    expect(JSON.parse(posted('login-start')[0]!.body)).toEqual({ email: 'Ana@Example.com' });
    expect(screen.getByText(/Ana@Example\.com/)).toBeTruthy();
  });

  it('shows the internal error label for 3 s when login-start fails', async () => {
    respond = (_request, response) => fail(response, 500, 'internal');
    await renderBox();
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(appState.alert).toHaveBeenCalled());
    expect(appState.alert).toHaveBeenCalledWith({ type: 'danger', text: 'Internal error try again in a few minutes.', timeoutSeconds: 3 });
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it('says there were too many attempts on 429', async () => {
    respond = (_request, response) => fail(response, 429, 'rate_limited');
    await renderBox();
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(appState.alert).toHaveBeenCalled());
    expect(appState.alert.mock.calls[0]![0]).toMatchObject({ type: 'danger', text: expect.stringMatching(/^Too many attempts/) });
  });
});

describe('login box, step 1: the code', () => {
  it('a code shorter than 5 characters gives LoginErrorInfo without asking the server', async () => {
    await reachCodeStep();
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: 'ab1' } });
    fireEvent.click(screen.getByTestId('login-code-submit'));
    expect(appState.alert).toHaveBeenCalledWith({ type: 'danger', text: 'The access code is not correct, please try again.', timeoutSeconds: 3 });
    expect(posted('login-end')).toHaveLength(0);
  });

  it('a code pasted with the mail’s blanks around and inside is kept whole and sent without them', async () => {
    await reachCodeStep();
    respond = (_request, response) => fail(response, 401, 'wrong_code');
    const field = screen.getByTestId('login-code') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '   ab 3c\td\n' } });
    expect(field.value).toBe('AB3CD');
    expect(field.maxLength === -1 || field.maxLength >= '   ab 3c\td\n'.length).toBe(true);
    fireEvent.click(screen.getByTestId('login-code-submit'));
    await waitFor(() => expect(posted('login-end')).toHaveLength(1));
    expect(JSON.parse(posted('login-end')[0]!.body)).toEqual({ email: 'Ana@Example.com', code: 'AB3CD' });
  });

  it('accepts an address with a long ending or accents and asks for its code', async () => {
    respond = (request, response) => (request.url === '/api/customer/login-start' ? ok(response, { expiresInSeconds: 600 }) : fail(response, 404, 'x'));
    await renderBox();
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'josé@mail.example.info' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-code');
    expect(JSON.parse(posted('login-start')[0]!.body)).toEqual({ email: 'josé@mail.example.info' });
  });

  it('a wrong or burnt code says to check the mail', async () => {
    await reachCodeStep();
    respond = (_request, response) => fail(response, 401, 'code_burnt');
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: 'abcde' } });
    fireEvent.click(screen.getByTestId('login-code-submit'));
    await waitFor(() => expect(appState.alert).toHaveBeenCalled());
    expect(appState.alert.mock.calls[0]![0]).toMatchObject({ text: 'Wrong code, check the mail or request the code again.' });
    expect(screen.getByTestId('login-code')).toBeTruthy();
  });

  it('too many tries (429) says to wait or use the e-mailed link, and keeps the code step', async () => {
    await reachCodeStep();
    respond = (_request, response) => fail(response, 429, 'rate_limited');
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: 'abcde' } });
    fireEvent.click(screen.getByTestId('login-code-submit'));
    await waitFor(() => expect(appState.alert).toHaveBeenCalled());
    expect(appState.alert.mock.calls[0]![0]).toEqual({
      type: 'danger',
      text: 'Too many tries: wait a few minutes, or sign in with the link in the e-mail.',
      timeoutSeconds: 6,
    });
    expect(screen.getByTestId('login-code')).toBeTruthy();
  });

  it('error_date goes back to step 0 with LoginErrorDate', async () => {
    await reachCodeStep();
    respond = (_request, response) => ok(response, 'error_date');
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: 'ABCDE' } });
    fireEvent.click(screen.getByTestId('login-code-submit'));
    await screen.findByTestId('login-email');
    expect(appState.alert).toHaveBeenCalledWith({ type: 'warning', text: 'The code has expired, you have to request it again.' });
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('Ana@Example.com');
  });

  it('a session signs in: cookie, Dexie row, account mirror, and /user', async () => {
    await reachCodeStep();
    const token = makeToken(3600);
    respond = (request, response) => {
      if (accountCalls(request, response)) return;
      ok(response, sessionFor(token));
    };
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: 'abcde' } });
    fireEvent.click(screen.getByTestId('login-code-submit'));
    await waitFor(async () => expect((await db.session.get('current'))?.data.token).toBe(token));
    expect(JSON.parse(posted('login-end')[0]!.body)).toEqual({ email: 'Ana@Example.com', code: 'ABCDE' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(token);
    expect(document.cookie).not.toContain('session=');
    expect(screen.getByTestId('current-path').textContent).toBe('/user');
    await waitFor(async () => expect((await db.loyalty.get('current'))?.data.history).toHaveLength(3));
    expect(posted('account')[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(sessionStorage.getItem('login-draft')).toBeNull();
  });

  it('Cancel returns to step 0 and a reload stays there', async () => {
    await reachCodeStep();
    fireEvent.click(screen.getByTestId('login-cancel'));
    expect(screen.getByTestId('login-email')).toBeTruthy();
    expect(screen.queryByTestId('login-code')).toBeNull();
    cleanup();
    await renderBox();
    expect(screen.getByTestId('login-email')).toBeTruthy();
    expect(screen.queryByTestId('login-code-expired')).toBeNull();
  });

  it('the e-mail and the step survive a reload while the code works', async () => {
    await reachCodeStep();
    cleanup();
    await renderBox();
    expect(screen.getByTestId('login-code')).toBeTruthy();
    expect(screen.getByText(/Ana@Example\.com/)).toBeTruthy();
  });

  it('a reload after the code has expired is back on step 0 with the e-mail, saying why', async () => {
    await reachCodeStep();
    cleanup();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 600_000 });
    try {
      await renderBox();
    } finally {
      vi.useRealTimers();
    }
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('Ana@Example.com');
    expect(screen.getByTestId('login-code-expired').textContent).toBe('The code has expired, you have to request it again.');
    expect(JSON.parse(sessionStorage.getItem('login-draft')!)).toEqual({ step: 0, email: 'Ana@Example.com' });
  });

  it('the code running out while the box is open goes back to step 0', async () => {
    respond = (request, response) => (request.url === '/api/customer/login-start' ? ok(response, { expiresInSeconds: 1 }) : fail(response, 404, 'x'));
    await renderBox();
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-code');
    expect(await screen.findByTestId('login-code-expired', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('login-code')).toBeNull();
  });
});

describe('login box texts', () => {
  it('offers no social sign-in when the server has none configured', async () => {
    appState.socialSignIn = false;
    try {
      respond = (_request, response) => ok(response, {});
      await renderBox('en');
      expect(screen.getByTestId('login-submit')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
      expect(screen.queryByText('or')).toBeNull();
    } finally {
      appState.socialSignIn = true;
    }
  });

  it('speaks Spanish by default and links the social sign-in to the API', async () => {
    respond = (_request, response) => ok(response, {});
    await renderBox('es');
    expect(screen.getByTestId('login-submit').textContent).toBe('Enviarme el código');
    const google = screen.getByRole('button', { name: 'Entrar con Google' });
    expect(google.getAttribute('href')).toBe(`${api.baseURL}/login/gs/home`);
  });
});
