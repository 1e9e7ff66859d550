import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { StaffSession } from '../../src/api/contract/counter/staff';
import { PAYMENT_STATUS } from '../../src/api/contract/statuses';
import { nextOpeningMoment } from '../../test/e2e/harness';
import { orderBody, signIn, SHOP_CODE, SHOP_ID } from '../orderLoad';
import { startServerProcess, type ServerProcess } from '../serverProcess';
import { staffSignIn } from './staffSignIn';

/** The demo barista of va01 (server/platform/db/seed/staff.ts): their sign-in code lands in the dev outbox. */
const BARISTA = 'barista@ritmo.local';
const WALLET_PAYMENT = 10004;
/** Any token but the sandbox's declined one is approved by the demo gateway. */
const WALLET_RESULT = JSON.stringify({ apiVersion: 2, paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'BENCH-OK' } } });

export interface BoardBed {
  url: string;
  session: StaffSession;
  shopCode: string;
  orderId: number;
  close(): Promise<void>;
}

async function apiData<T>(baseUrl: string, apiPath: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      'X-Language': 'es',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  const answer = (await response.json()) as { wasOk: boolean; data?: T; error?: { message?: string } };
  if (!answer.wasOk || answer.data === undefined) throw new Error(`${apiPath}: HTTP ${response.status} ${answer.error?.message ?? ''}`);
  return answer.data;
}

/** A customer's pick-up order at va01 placed and paid by wallet through the real calls (demo gateway). */
async function paidOrder(baseUrl: string): Promise<number> {
  const token = await signIn(baseUrl, `board.bench.${Date.now()}@example.com`);
  const body = { ...(await orderBody(baseUrl)), paymentType: { id: WALLET_PAYMENT } };
  const created = await apiData<{ order: { orderId: number } }>(baseUrl, '/customer/orders', {
    method: 'POST',
    token,
    headers: { 'X-Location-Id': String(SHOP_ID), 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
  const { orderId } = created.order;
  const paid = await apiData<{ paymentStatus: { id: number } }>(baseUrl, `/customer/orders/${orderId}/gpay`, {
    method: 'POST',
    token,
    body: JSON.stringify({ paymentInfo: WALLET_RESULT }),
  });
  if (paid.paymentStatus.id !== PAYMENT_STATUS.paid) throw new Error(`Order ${orderId} is not paid (payment status ${paid.paymentStatus.id})`);
  return orderId;
}

/**
 * The production build on the real server (its own process, demo mode, embedded PGlite, FULFILMENT=board so
 * nothing but the board moves the order), at an opening moment of the shops; the demo barista signed in and
 * one paid order at their shop.
 */
export async function startBoardBed(): Promise<BoardBed> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-board-bench-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ dataDir, logFile: path.join(dataDir, 'server.log'), clockStart: nextOpeningMoment(), env: { FULFILMENT: 'board' } });
    const session = await staffSignIn(server.url, BARISTA);
    const orderId = await paidOrder(server.url);
    const running = server;
    return {
      url: server.url,
      session,
      shopCode: SHOP_CODE,
      orderId,
      async close() {
        await running.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
