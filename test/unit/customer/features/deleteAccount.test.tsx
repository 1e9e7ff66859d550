import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import type { AccountDeletionCheck } from '../../../../src/api/contract/customer/accountDeletion';
import { sendJson, startTestApi, type RecordedRequest } from '../../data/testApi';
import { appState } from './support/appHooks.mock';
import { account, makeToken, sessionFor, setSessionToken } from './loginTestKit';
import { renderScreen } from './support/render';
import { SESSION_STORAGE_KEY } from '../../../../src/data/sessionToken';

const network = vi.hoisted(() => ({ online: true }));
vi.mock('../../../../src/customer/shared/hooks', async () => ({ ...(await import('./support/appHooks.mock')), useOnline: () => network.online }));

let respond: (request: RecordedRequest, response: ServerResponse) => void;
let api: Awaited<ReturnType<typeof startTestApi>>;
let DeleteAccountScreen: typeof import('../../../../src/customer/features/user/DeleteAccountScreen').default;
let db: typeof import('../../../../src/data/db').db;

const NO_BLOCK: AccountDeletionCheck = { ritmitos: 120, ritmitosValueCents: 120, blockingOrders: [] };
const BLOCKED: AccountDeletionCheck = { ritmitos: 0, ritmitosValueCents: 0, blockingOrders: [{ orderId: 42, orderCode: 'VA01-000042', kind: 'pickup' }] };

function serve(
  check: AccountDeletionCheck,
  deletion: { status: number; body: unknown } = { status: 200, body: { wasOk: true, data: { deleted: true, ritmitosForfeited: 120 } } },
) {
  respond = (request, response) => {
    if (request.method === 'GET' && request.url.endsWith('/customer/account/deletion')) sendJson(response, 200, { wasOk: true, data: check });
    else if (request.method === 'DELETE' && request.url.endsWith('/customer/account')) sendJson(response, deletion.status, deletion.body);
    else sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'no' } });
  };
}

function renderDelete(language: 'es' | 'en' = 'es') {
  return renderScreen(<DeleteAccountScreen />, {
    url: '/user/delete',
    path: '/user/delete',
    language,
    namespaces: ['common', 'privacy'],
    pathTestId: 'current-path',
  });
}

beforeAll(async () => {
  api = await startTestApi((request, response) => respond(request, response));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  DeleteAccountScreen = (await import('../../../../src/customer/features/user/DeleteAccountScreen')).default;
  ({ db } = await import('../../../../src/data/db'));
  (await import('../../../../src/data/session')).startSession();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(async () => {
  network.online = true;
  Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
  const token = makeToken(3600);
  setSessionToken(token);
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
  appState.alert.mockClear();
  api.requests.length = 0;
});
afterEach(cleanup);

describe('Delete my account', { timeout: 20_000 }, () => {
  it('explains what goes and what stays, links the privacy page and warns of the ritmitos and their worth', async () => {
    serve(NO_BLOCK);
    await renderDelete('es');
    expect((await screen.findByTestId('delete-ritmitos')).textContent).toMatch(/Perderás 120 ritmitos \(1,20\s€\)/);
    expect(screen.getByText('Qué se borra')).toBeTruthy();
    expect(screen.getByText('Qué se conserva y por qué')).toBeTruthy();
    expect(screen.getByText(/4 años \(Ley General Tributaria\).*6 años \(Código de Comercio\)/)).toBeTruthy();
    expect(screen.getByTestId('delete-privacy-link').getAttribute('href')).toBe('/page/privacy');
  });

  it('enables the button only when the typed e-mail matches, in any case and with spaces around', async () => {
    serve(NO_BLOCK);
    await renderDelete('en');
    await screen.findByTestId('delete-ritmitos');
    const button = screen.getByTestId('delete-submit') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('delete-confirm'), { target: { value: 'ana@example.org' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('delete-confirm'), { target: { value: '  ANA@example.com ' } });
    expect(button.disabled).toBe(false);
  });

  it('blocks the deletion while an order is under way, linking to it', async () => {
    serve(BLOCKED);
    await renderDelete('en');
    const block = await screen.findByTestId('delete-pending');
    expect(block.textContent).toMatch('You have an order under way');
    expect(screen.getByRole('link', { name: 'See order VA01-000042' }).getAttribute('href')).toBe('/order/42');
    expect(screen.queryByTestId('delete-ritmitos')).toBeNull();
    fireEvent.change(screen.getByTestId('delete-confirm'), { target: { value: 'ana@example.com' } });
    expect((screen.getByTestId('delete-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes with the typed e-mail, forgets the customer on this device and goes to the catalogue', async () => {
    serve(NO_BLOCK);
    await renderDelete('en');
    await screen.findByTestId('delete-ritmitos');
    fireEvent.change(screen.getByTestId('delete-confirm'), { target: { value: 'Ana@Example.com' } });
    fireEvent.click(screen.getByTestId('delete-submit'));
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toMatch(/^\/$/));
    const deletion = api.requests.find((request) => request.method === 'DELETE');
    expect(JSON.parse(deletion!.body)).toEqual({ confirm: 'Ana@Example.com' });
    expect(appState.alert).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', text: 'Your account has been deleted. Thank you for having been with us.' }),
    );
    expect(await db.session.count()).toBe(0);
    expect(await db.account.count()).toBe(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows a refusal of the server without leaving the screen or the session', async () => {
    serve(NO_BLOCK, { status: 400, body: { wasOk: false, error: { code: 'confirmation_mismatch', message: 'no', field: 'confirm' } } });
    await renderDelete('en');
    await screen.findByTestId('delete-ritmitos');
    fireEvent.change(screen.getByTestId('delete-confirm'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('delete-submit'));
    expect(await screen.findByText("That is not your account's e-mail.")).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toMatch('/user/delete');
    expect(await db.session.count()).toBe(1);
  });

  it('says it needs a connection when offline, and asks the server nothing', async () => {
    network.online = false;
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    serve(NO_BLOCK);
    await renderDelete('es');
    expect((await screen.findByTestId('delete-offline')).textContent).toMatch('Necesitas conexión a internet para eliminar tu cuenta.');
    expect((screen.getByTestId('delete-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(api.requests).toEqual([]);
  });
});
