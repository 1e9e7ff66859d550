import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { sendJson, startTestApi, type RecordedRequest } from '../../data/testApi';
import { sampleOrder } from '../../data/sampleOrders';
import { appState } from './support/appHooks.mock';
import { account, makeToken, sessionFor, setSessionToken } from './loginTestKit';
import { renderScreen } from './support/render';

vi.mock('../../../../src/customer/shared/hooks', () => import('./support/appHooks.mock'));

let respond: (request: RecordedRequest, response: ServerResponse) => void;
let api: Awaited<ReturnType<typeof startTestApi>>;
let OrderUnpaidNotice: typeof import('../../../../src/customer/features/orders/pickup/OrderUnpaidNotice').OrderUnpaidNotice;
let db: typeof import('../../../../src/data/db').db;

const CLOSED = 'We are closed at the moment, it is not possible to place orders. You can still order for pick-up later today: the next pick-up time is 16:15.';

beforeAll(async () => {
  api = await startTestApi((request, response) => respond(request, response));
  vi.stubEnv('VITE_API_BASE', api.baseURL);
  ({ OrderUnpaidNotice } = await import('../../../../src/customer/features/orders/pickup/OrderUnpaidNotice'));
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

async function pressPay() {
  await renderScreen(<OrderUnpaidNotice order={sampleOrder(7)} />, {
    url: '/order/7',
    path: '/order/:orderId',
    language: 'en',
    namespaces: ['common', 'orders'],
  });
  fireEvent.click(await screen.findByTestId('order-pay'));
}

describe('paying an unpaid order again', () => {
  it("shows the server's words when the shop is closed now, with the next pick-up time, and lets the customer try again", async () => {
    respond = (_request, response) =>
      sendJson(response, 409, { wasOk: false, error: { code: 'shop_closed', message: CLOSED, nextFreeSlot: '2026-06-17T14:15:00.000Z' } });
    await pressPay();
    await waitFor(() => expect(appState.alert).toHaveBeenCalledWith({ type: 'warning', text: CLOSED, timeoutSeconds: 10 }));
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/customer/orders/7/pay']);
    await waitFor(() => expect((screen.getByTestId('order-pay') as HTMLButtonElement).disabled).toBe(false));
  });

  it('keeps the retrieving-information warning for any other failure', async () => {
    respond = (_request, response) =>
      sendJson(response, 409, { wasOk: false, error: { code: 'order_not_payable', message: 'This order is already paid or cancelled.' } });
    await pressPay();
    await waitFor(() => expect(appState.alert).toHaveBeenCalledWith({ type: 'warning', text: 'Error retrieving information' }));
  });
});
