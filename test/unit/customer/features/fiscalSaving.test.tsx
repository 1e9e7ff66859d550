import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { sendJson, startTestApi, type RecordedRequest } from '../../data/testApi';

const STORED = { taxId: '12345678Z', name: 'Ana García López', address: 'Carrer de Sueca 1', postalCode: '46006', city: 'València' };

let api: Awaited<ReturnType<typeof startTestApi>>;
/** The fiscal save's answer, held back until the test lets it go. */
let heldSave: ServerResponse | null = null;
let kit: typeof import('./accountTestKit');
let SettingsScreen: typeof import('../../../../src/customer/features/settings/SettingsScreen').default;
let db: typeof import('../../../../src/data/db').db;

function route(request: RecordedRequest, response: ServerResponse) {
  if (request.method === 'PUT' && request.url === '/api/customer/fiscal') heldSave = response;
  else if (request.url === '/api/customer/fiscal') sendJson(response, 200, { wasOk: true, data: null });
  else sendJson(response, 404, { wasOk: false, error: { code: 'not_found', message: 'not found' } });
}

beforeAll(async () => {
  api = await startTestApi(route);
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  kit = await import('./accountTestKit');
  SettingsScreen = (await import('../../../../src/customer/features/settings/SettingsScreen')).default;
  ({ db } = await import('../../../../src/data/db'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(async () => {
  sessionStorage.clear();
  heldSave = null;
  await kit.signedInOffline();
  // Signed in as above, with the network up: the save is sent at once.
  Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
});
afterEach(() => {
  cleanup();
  kit.signedOut();
});

function type(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('Settings: tax details saved online', () => {
  it('shows the NIF as stored ("12345678Z", not "12.345.678-z") from Save on, while the answer is on its way and after', async () => {
    await db.fiscal.put({ key: 'current', data: null, fetchedAt: Date.now() });
    await kit.renderAccountScreen(<SettingsScreen />);
    await screen.findByTestId('settings-fiscal');
    type('fiscal-taxId', '12.345.678-z');
    type('fiscal-name', STORED.name);
    type('fiscal-address', STORED.address);
    type('fiscal-postalCode', STORED.postalCode);
    type('fiscal-city', STORED.city);
    fireEvent.click(screen.getByTestId('fiscal-save'));
    await waitFor(() => expect(heldSave).not.toBeNull());
    expect((screen.getByTestId('fiscal-taxId') as HTMLInputElement).value).toBe('12345678Z');

    sendJson(heldSave!, 200, { wasOk: true, data: STORED });
    await waitFor(() => expect(screen.getByTestId('fiscal-save').getAttribute('aria-busy')).toBe('false'));
    expect((screen.getByTestId('fiscal-taxId') as HTMLInputElement).value).toBe('12345678Z');
  });
});
