import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Address } from '../../../../src/api/contract';
import { AlertProvider } from '../../../../src/ui/alerts/AlertContext';
import { AlertStack } from '../../../../src/ui/alerts/AlertStack';
import { db } from '../../../../src/data/db';
import { currentLanguage } from '../../../../src/i18n';
import { account, makeToken, sessionFor, setSessionToken } from './loginTestKit';
import { makeI18n } from './support/render';

/** Shared by the settings and addresses tests: a signed-in customer offline, and a render with alerts. */
const NAMESPACES = ['app', 'common', 'settings', 'addresses', 'outbox', 'cart', 'invoices'] as const;

export async function renderAccountScreen(ui: ReactElement, language: 'es' | 'en' = 'es') {
  const i18n = await makeI18n(language, NAMESPACES);
  return render(
    <I18nextProvider i18n={i18n}>
      <AlertProvider>
        <MemoryRouter>
          {ui}
          <AlertStack />
        </MemoryRouter>
      </AlertProvider>
    </I18nextProvider>,
  );
}

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

/** Signs a customer in on this device with the network off, so every write stays in the outbox. */
export async function signedInOffline(): Promise<void> {
  setOnline(false);
  await Promise.all(db.tables.map((table) => table.clear()));
  const token = makeToken(3600);
  setSessionToken(token);
  await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt: Date.now() });
  await db.account.put({ key: 'current', data: account, fetchedAt: Date.now() });
}

export function signedOut(): void {
  setSessionToken(null);
  setOnline(true);
}

/** Each test of the calling block starts signed in offline (then runs `more`) and ends unmounted and signed out. */
export function signedInOfflineEachTest(more?: () => Promise<void>): void {
  beforeEach(async () => {
    sessionStorage.clear();
    await signedInOffline();
    await more?.();
  });
  afterEach(() => {
    cleanup();
    signedOut();
  });
}

export const valencia = { code: '46', name: 'Valencia' };
export const madrid = { code: '28', name: 'Madrid' };

/** Provinces and two cities stored fresh, as the sync engine would have left them. */
export async function storePlaces(): Promise<void> {
  const now = Date.now();
  const lang = currentLanguage(); // the data layer's language (the browser's here), not the rendered one
  await db.provinces.put({ key: lang, data: [madrid, valencia], fetchedAt: now });
  await db.cities.put({
    key: `${lang}:46`,
    data: [
      { code: '46250', name: 'Valencia' },
      { code: '46017', name: 'Alzira' },
    ],
    fetchedAt: now,
  });
  await db.cities.put({ key: `${lang}:28`, data: [{ code: '28079', name: 'Madrid' }], fetchedAt: now });
  await db.syncStamps.bulkPut([`provinces:${lang}`, `cities:${lang}:46`, `cities:${lang}:28`].map((key) => ({ key, fetchedAt: now })));
}

export function storedAddress(addressId: number, contactFullName: string, isDefault = false): Address {
  return {
    addressId,
    contactFullName,
    contactPhone: '600111222',
    addressLine1: 'Calle Colón 1',
    addressLine2: '3º B',
    cp: '46004',
    city: { code: '46250', name: 'Valencia' },
    province: valencia,
    notes: '',
    isDefault,
  };
}
