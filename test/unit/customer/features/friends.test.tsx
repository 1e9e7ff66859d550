import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { sendJson, startTestApi, type RecordedRequest } from '../../data/testApi';
import { appState } from './support/appHooks.mock';
import { account, makeToken, renderAt, sessionFor, setSessionToken } from './loginTestKit';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

let respond: (request: RecordedRequest, response: ServerResponse) => void;
let api: Awaited<ReturnType<typeof startTestApi>>;
let RecommendFriendsScreen: typeof import('../../../../src/customer/features/friends/RecommendFriendsScreen').default;
let db: typeof import('../../../../src/data/db').db;

beforeAll(async () => {
  api = await startTestApi((request, response) => respond(request, response));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  RecommendFriendsScreen = (await import('../../../../src/customer/features/friends/RecommendFriendsScreen')).default;
  ({ db } = await import('../../../../src/data/db'));
  (await import('../../../../src/data/session')).startSession();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(async () => {
  const token = makeToken(3600);
  setSessionToken(token);
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
  appState.alert.mockClear();
  api.requests.length = 0;
});
afterEach(cleanup);

async function fillAndInvite(name: string, email: string) {
  await renderAt(<RecommendFriendsScreen />, { url: '/user/recommend_friends', path: '/user/recommend_friends', language: 'en' });
  fireEvent.change(await screen.findByTestId('friend-name'), { target: { value: name } });
  fireEvent.change(screen.getByTestId('friend-email'), { target: { value: email } });
  fireEvent.click(screen.getByTestId('friend-invite'));
}

describe('friend invitation (spec §2, §4 result codes, §5)', () => {
  it('keeps Invite disabled until the name has 4 characters and the e-mail is valid', async () => {
    await renderAt(<RecommendFriendsScreen />, { url: '/user/recommend_friends', path: '/user/recommend_friends', language: 'en' });
    const invite = (await screen.findByTestId('friend-invite')) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('friend-name'), { target: { value: 'Leo' } });
    fireEvent.change(screen.getByTestId('friend-email'), { target: { value: 'leo@example.com' } });
    expect(invite.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('friend-name'), { target: { value: 'Leonor' } });
    expect(invite.disabled).toBe(false);
    fireEvent.change(screen.getByTestId('friend-email'), { target: { value: 'leo@example' } });
    expect(invite.disabled).toBe(true);
  });

  it.each([
    [0, 'Done! Your friend is invited.'],
    [1, 'Invitation: e-mail already registered.'],
    [2, 'Invitation: e-mail waiting to finish registration.'],
  ])('result code %i shows its message', async (code, message) => {
    respond = (_request, response) => sendJson(response, 200, { wasOk: true, data: code });
    await fillAndInvite('Leonor', 'leo@example.com');
    expect((await screen.findByTestId('friend-result')).textContent).toBe(message);
    expect(JSON.parse(api.requests[0]!.body)).toEqual({ friendName: 'Leonor', friendEmail: 'leo@example.com' });
    expect(api.requests[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('the daily invitation limit gives its own alert and keeps what was typed', async () => {
    respond = (_request, response) =>
      sendJson(response, 429, { wasOk: false, error: { code: 'invitation_limit', message: 'You can invite at most 10 friends a day.' } });
    await fillAndInvite('Leonor', 'leo@example.com');
    await waitFor(() =>
      expect(appState.alert).toHaveBeenCalledWith({ type: 'warning', text: 'You have sent all the invitations allowed for today. Try again later.' }),
    );
    expect(screen.queryByTestId('friend-result')).toBeNull();
    expect((screen.getByTestId('friend-email') as HTMLInputElement).value).toBe('leo@example.com');
  });

  it('a failed call gives the ConnectionInfo alert', async () => {
    respond = (_request, response) => sendJson(response, 500, { wasOk: false, error: { code: 'internal', message: 'boom' } });
    await fillAndInvite('Leonor', 'leo@example.com');
    await waitFor(() =>
      expect(appState.alert).toHaveBeenCalledWith({ type: 'danger', text: 'Connection problem: try again later or contact the administrator.' }),
    );
    expect(screen.queryByTestId('friend-result')).toBeNull();
  });
});
