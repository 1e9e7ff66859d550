import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { appState } from './support/appHooks.mock';
import { account, loyalty, loyaltySummary, makeToken, renderAt, sessionFor, setSessionToken } from './loginTestKit';
import { LoyaltySummaryCard } from '../../../../src/customer/features/loyalty/LoyaltySummaryCard';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

let LoyaltyScreen: typeof import('../../../../src/customer/features/loyalty/LoyaltyScreen').default;
let figures: typeof import('../../../../src/customer/features/loyalty/loyaltyFigures');
let db: typeof import('../../../../src/data/db').db;

beforeAll(async () => {
  // The API is unreachable: the screen opens from the Dexie mirror (its refresh on opening fails quietly).
  vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:9/api');
  LoyaltyScreen = (await import('../../../../src/customer/features/loyalty/LoyaltyScreen')).default;
  figures = await import('../../../../src/customer/features/loyalty/loyaltyFigures');
  ({ db } = await import('../../../../src/data/db'));
});
beforeEach(async () => {
  const token = makeToken(3600);
  setSessionToken(token);
  const fetchedAt = Date.now();
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt });
  await db.account.put({ key: 'current', data: account, fetchedAt });
  await db.loyalty.put({ key: 'current', data: loyalty, fetchedAt });
});
afterEach(cleanup);

describe('loyalty figures (spec §2 loyalty screen)', () => {
  it('balance = ritmitosAvailable − ritmitosInOrders, never below zero', () => {
    expect(figures.loyaltyBalance({ ritmitosAvailable: 1250, ritmitosInOrders: 200 })).toBe(1050);
    expect(figures.loyaltyBalance({ ritmitosAvailable: 100, ritmitosInOrders: 300 })).toBe(0);
  });

  it('seal: 1 Gold, 2 Silver, anything else Bronze', () => {
    expect([1, 2, 3, 0, 7].map(figures.levelSeal)).toEqual(['gold', 'silver', 'bronze', 'bronze', 'bronze']);
  });

  it('100 ritmitos are worth 1 euro', () => {
    expect(figures.ritmitosInEuros(1050)).toBe(10.5);
  });
});

describe('LoyaltyScreen', () => {
  it('shows the balance, the level seal, the 15-day notice and the history from Dexie', async () => {
    await renderAt(<LoyaltyScreen />, { url: '/user/loyalty', path: '/user/loyalty', language: 'es' });
    const balance = await screen.findByTestId('loyalty-balance');
    expect(balance.textContent).toBe('1050');
    expect(balance.querySelector('svg.lightning')).toBeTruthy();
    expect(screen.getByTestId('loyalty-level').textContent).toContain('Plata');
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'Equivalen a 10,50 € en el carrito')).toBeTruthy();
    const expiry = screen.getByTestId('loyalty-expiry');
    expect(expiry.textContent).toContain('80 ritmitos caducan en los próximos 15 días.');
    expect(expiry.textContent).toContain('10/03/2025');
    const rows = within(screen.getByRole('region', { name: 'Movimientos' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('−200'), expect.stringContaining('−300'), expect.stringContaining('+1750')]);
  });

  it('falls back to the account summary when the full answer is not stored yet', async () => {
    await db.loyalty.clear();
    await db.account.put({
      key: 'current',
      data: { ...account, loyalty: { ...account.loyalty, customerLevel: 1, ritmitosToExpire: 0 } },
      fetchedAt: Date.now(),
    });
    appState.language = 'en';
    await renderAt(<LoyaltyScreen />, { url: '/user/loyalty', path: '/user/loyalty', language: 'en' });
    expect((await screen.findByTestId('loyalty-balance')).textContent).toBe('1,050');
    appState.language = 'es';
    expect(screen.getByTestId('loyalty-level').textContent).toContain('Gold');
    expect(screen.queryByTestId('loyalty-expiry')).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    setSessionToken(null);
    await renderAt(<LoyaltyScreen />, { url: '/user/loyalty', path: '/user/loyalty', language: 'en' });
    expect(await screen.findByText('Sign in to see your ritmitos')).toBeTruthy();
  });
});

describe('a balance too small to pay any product', () => {
  const card = (available: number, language: 'es' | 'en' = 'es') =>
    renderAt(
      <LoyaltySummaryCard
        summary={{ ...loyaltySummary, ritmitosAvailable: available, ritmitosInOrders: 0 }}
        toExpireBy={null}
        language={language}
        cataloguePrices={[2.3, 1.4, 12.9]}
      />,
      {
        url: '/user/loyalty',
        path: '/user/loyalty',
        language,
      },
    );

  it('says how many ritmitos the cheapest product needs instead of a euro value it cannot spend', async () => {
    await card(78);
    expect(screen.getByTestId('loyalty-worth').textContent).toBe('Necesitas 140 ritmitos para pagar el producto más barato de la carta');
    cleanup();
    await card(39, 'en');
    expect(screen.getByTestId('loyalty-worth').textContent).toBe('You need 140 ritmitos to pay for the cheapest product on the menu');
  });

  it('gives the euro value once the balance pays the cheapest product', async () => {
    await card(140);
    expect(screen.getByTestId('loyalty-worth').textContent?.replace(/\s/g, ' ')).toBe('Equivalen a 1,40 € en el carrito');
  });
});
