import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../../../src/api/contract/endpoints';
import { decodeMerchantParameters } from '../../../server/modules/payments/redsys';
import { originOfRequest } from '../../../server/platform/http/requestOrigin';
import { backends } from '../harness';
import { createCustomer } from '../support/customers';
import { cartLine, OPEN_TIME, orderBody, SHOP_ID } from '../support/orderBed';
import { decideOnGateway, openGatewayPage } from '../support/sandboxGateway';
import { serverPerTest } from '../support/serverPerTest';

/** The text TEST_SECRET of support/customers.ts is made from, so createCustomer's sessions are the server's. */
const JWT_SECRET = 'account-tests-secret-0123456789abcdef';

describe('the origin a demo request came to', () => {
  const local = { address: '::ffff:127.0.0.1', port: 8080 };

  it('is its Host when that names the socket: localhost or the address itself, on the port', () => {
    expect(originOfRequest('127.0.0.1:8080', local)).toBe('http://127.0.0.1:8080');
    expect(originOfRequest('localhost:8080', local)).toBe('http://localhost:8080');
    expect(originOfRequest('LocalHost:8080', local)).toBe('http://localhost:8080');
    expect(originOfRequest('[::1]:8080', { address: '::1', port: 8080 })).toBe('http://[::1]:8080');
    expect(originOfRequest('192.168.1.20:8080', { address: '192.168.1.20', port: 8080 })).toBe('http://192.168.1.20:8080');
  });

  it('is nothing for another name, address or port, or a Host that is not one', () => {
    for (const host of [
      'evil.example:8080',
      'evil.example',
      '127.0.0.1:9090',
      '127.0.0.1',
      '10.0.0.5:8080',
      'user@127.0.0.1:8080',
      '127.0.0.1:8080/x',
      '',
      undefined,
    ])
      expect(originOfRequest(host, local)).toBeNull();
    expect(originOfRequest('127.0.0.1:8080', undefined)).toBeNull();
  });
});

/** A call to the server at `origin` (its address in the URL) with the Host header `host`. */
function callWithHost(port: number, host: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, headers: { Host: host, ...(payload ? { 'Content-Type': 'application/json' } : {}) } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, json: JSON.parse(text) as unknown }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

describe.each(backends)('demo mode without PUBLIC_URL, on $name', (backend) => {
  const servers = serverPerTest(backend);

  const signInLink = async (port: number, host: string, email: string) => {
    expect((await callWithHost(port, host, 'POST', '/api/customer/login-start', { email })).status).toBe(200);
    const outbox = v.parse(endpoints.devOutbox.answer, (await callWithHost(port, host, 'GET', '/api/dev/outbox')).json).data ?? [];
    return outbox.find((mail) => mail.to === email)?.link;
  };

  it('e-mails a sign-in link to the origin the request came to: 127.0.0.1, localhost, never a forged host', async () => {
    const { port } = await servers.start();
    expect(await signInLink(port, `127.0.0.1:${port}`, 'numeric@example.com')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/#/user_login_link\\?code=`));
    expect(await signInLink(port, `localhost:${port}`, 'named@example.com')).toMatch(new RegExp(`^http://localhost:${port}/#/user_login_link\\?code=`));
    expect(await signInLink(port, `evil.example:${port}`, 'forged@example.com')).toMatch(new RegExp(`^http://localhost:${port}/#/user_login_link\\?code=`));
  });

  it('sends the card payment started at 127.0.0.1 to its gateway there, and the customer back there, paid', async () => {
    const running = await servers.start({ jwtSecret: JWT_SECRET, now: () => OPEN_TIME });
    const origin = `http://127.0.0.1:${running.port}`;
    const ana = await createCustomer(running.db, 'ana.origin@example.com', { name: 'Ana', phone: '600000031' });
    const body = await orderBody(running.db, ana.id, [await cartLine(running.db, 'P1005', 2)]);
    const created = await fetch(`${origin}/api/customer/orders`, {
      method: 'POST',
      headers: { ...ana.auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), 'X-Location-Id': String(SHOP_ID) },
      body: JSON.stringify(body),
    });
    const { order, payment } = v.parse(endpoints.orderCreate.answer, await created.json()).data!;
    expect(payment?.url).toBe(`${origin}/api/payments/sandbox`);
    const parameters = decodeMerchantParameters(payment!.Ds_MerchantParameters);
    expect(parameters).toMatchObject({
      Ds_Merchant_UrlOK: `${origin}/#/pok?order=${order.orderId}`,
      Ds_Merchant_UrlKO: `${origin}/#/pko?order=${order.orderId}`,
      Ds_Merchant_MerchantURL: `${origin}/api/payments/redsys/notification`,
    });

    const page = await openGatewayPage(payment!);
    const back = await decideOnGateway(origin, page.html, 'pay');
    expect(back.headers.get('Location')).toBe(`${origin}/#/pok?order=${order.orderId}`);
    const orders = v.parse(endpoints.orders.answer, await (await fetch(`${origin}/api/customer/orders`, { headers: ana.auth })).json()).data ?? [];
    expect(orders.find((listed) => listed.orderId === order.orderId)?.paymentStatus.id).toBe(11001);
  });
});
