import type { ReactElement } from 'react';
import type { Account, Loyalty, Session } from '../../../../src/api/contract';
import { renderScreen } from './support/render';
import { SESSION_STORAGE_KEY } from '../../../../src/data/sessionToken';

/** Shared by the login, user, loyalty and friends tests: tokens, fixtures and a render with their namespaces. */
const NAMESPACES = ['common', 'product', 'login', 'user', 'loyalty', 'friends', 'privacy'] as const;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT-shaped token (unsigned: the client never verifies) expiring `seconds` from now. */
export function makeToken(seconds: number, id = 7): string {
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ id, code: 'RC000007', email: 'ana@example.com', exp })}.signature`;
}

export const loyaltySummary = { customerLevel: 2, ritmitosAvailable: 1250, ritmitosInOrders: 200, ritmitosToExpire: 80 };

export function sessionFor(token: string, overrides: Partial<Session> = {}): Session {
  return {
    token,
    user: { id: 7, code: 'RC000007', email: 'ana@example.com' },
    preferences: { contactName: 'Ana García', contactPhone: '600123123', receivePromotions: true, receiveNews: false },
    isActive: true,
    loyalty: loyaltySummary,
    createdAt: '2024-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export const account: Account = {
  id: 7,
  code: 'RC000007',
  email: 'ana@example.com',
  name: 'Ana García',
  phone: '600123123',
  isActive: true,
  createdAt: '2024-01-15T10:00:00.000Z',
  preferences: { receivePromotions: true, receiveNews: false },
  loyalty: loyaltySummary,
};

export const loyalty: Loyalty = {
  ...loyaltySummary,
  toExpireBy: '2025-03-10T00:00:00.000Z',
  history: [
    { id: 3, date: '2025-02-20T09:00:00.000Z', kind: 'reserved', amount: -200, description: 'Pedido 1042', expiresAt: null },
    { id: 2, date: '2025-01-05T09:00:00.000Z', kind: 'spent', amount: -300, description: 'Pedido 1001', expiresAt: null },
    { id: 1, date: '2024-09-10T09:00:00.000Z', kind: 'earned', amount: 1750, description: 'Pedido 900', expiresAt: '2025-03-10T00:00:00.000Z' },
  ],
};

/** Puts the token where the app keeps it (or removes it). */
export function setSessionToken(token: string | null): void {
  if (token === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, token);
}

/** Renders `ui` at `url` under `path`; the current path shows in data-testid current-path. */
export function renderAt(ui: ReactElement, { url, path, language = 'es' }: { url: string; path: string; language?: 'es' | 'en' }) {
  return renderScreen(ui, { url, path, language, namespaces: NAMESPACES, pathTestId: 'current-path' });
}
