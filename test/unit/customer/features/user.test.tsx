import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { appState } from './support/appHooks.mock';
import { account, loyalty, makeToken, renderAt, sessionFor, setSessionToken } from './loginTestKit';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

let UserScreen: typeof import('../../../../src/customer/features/user/UserScreen').default;
let customerQrText: typeof import('../../../../src/customer/features/user/CustomerQr').customerQrText;
let db: typeof import('../../../../src/data/db').db;

beforeAll(async () => {
  vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:9/api');
  UserScreen = (await import('../../../../src/customer/features/user/UserScreen')).default;
  ({ customerQrText } = await import('../../../../src/customer/features/user/CustomerQr'));
  ({ db } = await import('../../../../src/data/db'));
});
beforeEach(async () => {
  sessionStorage.clear();
  appState.flags = { menu_delivery_orders: true, menu_address: true };
  await Promise.all([db.session.clear(), db.account.clear()]);
  setSessionToken(null);
});
afterEach(cleanup);

async function signedIn() {
  const token = makeToken(3600);
  setSessionToken(token);
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
  await db.loyalty.put({ key: 'current', data: loyalty, fetchedAt: Date.now() });
}

describe('/user (spec §2)', () => {
  it('shows the login box to a visitor', async () => {
    await renderAt(<UserScreen />, { url: '/user', path: '/user', language: 'es' });
    expect(await screen.findByTestId('login-email')).toBeTruthy();
    expect(screen.queryByTestId('user-signout')).toBeNull();
  });

  it('treats a stored session with an expired token as signed out', async () => {
    const token = makeToken(-1);
    setSessionToken(token);
    await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
    await renderAt(<UserScreen />, { url: '/user', path: '/user', language: 'es' });
    expect(await screen.findByTestId('login-email')).toBeTruthy();
  });

  it('greets a customer, lists the account menu, draws the QR code and offers Sign out', async () => {
    await signedIn();
    await renderAt(<UserScreen />, { url: '/user', path: '/user', language: 'en' });
    expect(await screen.findByText('Hello, Ana García')).toBeTruthy();
    expect(screen.getByTestId('user-email').textContent).toBe('ana@example.com');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/user/settings',
      '/user/loyalty',
      '/user/address',
      '/user/invoices',
      '/user/deliver_orders',
      '/user/recommend_friends',
      '/user/locations',
      '/user/data',
      '/user/delete',
    ]);
    expect(screen.getByTestId('user-delete-account').textContent).toBe('Delete my account');
    expect(screen.getByRole('button', { name: /cerrar sesión|sign out/i })).toBe(screen.getByTestId('user-signout'));
    await waitFor(() => expect(screen.getByTestId('user-qr').querySelector('svg path')).toBeTruthy());
  });

  it('hides addresses and delivery orders when their flags are off', async () => {
    await signedIn();
    appState.flags = { menu_delivery_orders: false, menu_address: false };
    await renderAt(<UserScreen />, { url: '/user', path: '/user', language: 'en' });
    await screen.findByText('Hello, Ana García');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).not.toContain('/user/address');
    expect(links).not.toContain('/user/deliver_orders');
  });

  it('QR data is JSON {userId, userCode, createdAt} (spec §3)', () => {
    const text = customerQrText(7, 'RC000007', new Date('2025-02-01T10:00:00Z'));
    expect(JSON.parse(text)).toEqual({ userId: 7, userCode: 'RC000007', createdAt: '2025-02-01T10:00:00.000Z' });
  });
});
