import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Invoice } from '../../../../../src/api/contract';
import { makeToken, sessionFor, setSessionToken } from '../loginTestKit';
import { appState } from './appHooks.mock';
import { makeI18n } from './render';

/** Renders `ui` at `address` (the list by default) with the real common and invoices translations of `language`. */
export async function renderInvoicesScreen(ui: ReactElement, language: 'es' | 'en' = 'es', address = '/user/invoices') {
  const i18n = await makeI18n(language, ['common', 'invoices']);
  appState.language = language;
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[address]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** An element's text with its line breaks and other spaces as plain spaces. */
export const flatText = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

/**
 * Imports the screen and the database with an unreachable API, so that nothing may be fetched: the screen
 * opens from the Dexie mirror.
 */
export async function loadInvoicesScreen() {
  vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:9/api');
  const InvoicesScreen = (await import('../../../../../src/customer/features/invoices/InvoicesScreen')).default;
  const { db } = await import('../../../../../src/data/db');
  const syncKey = (await import('../../../../../src/data/customer/sync')).customerStampKey('invoices');
  /** Signs a customer in and mirrors `invoices` as fetched just now. */
  const mirrorInvoices = async (invoices: Invoice[]) => {
    const token = makeToken(3600);
    setSessionToken(token);
    const fetchedAt = Date.now();
    await db.session.put({ key: 'current', data: sessionFor(token), fetchedAt });
    await db.invoices.clear();
    await db.invoices.bulkPut(invoices.map((invoice) => ({ ...invoice, fetchedAt })));
    await db.syncStamps.put({ key: syncKey, fetchedAt });
  };
  return { InvoicesScreen, db, syncKey, mirrorInvoices };
}

export type InvoicesScreenKit = Awaited<ReturnType<typeof loadInvoicesScreen>>;
