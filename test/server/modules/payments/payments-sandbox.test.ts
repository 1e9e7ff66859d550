import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPaymentForm } from '../../../../src/api/contract';
import { endpoints } from '../../../../src/api/contract/endpoints';
import { PAYMENT_STATUS } from '../../../../src/api/contract/statuses';
import { REDSYS_TEST_SECRET } from '../../../../server/platform/config/config';
import { decodeMerchantParameters, encodeMerchantParameters, signMerchantParameters } from '../../../../server/modules/payments/redsys';
import { backends } from '../../harness';
import { expectGatewayPage, sandboxGatewayBlock } from '../../support/sandboxGateway';

/** An outside address that counts every request reaching it. */
async function startOutsideListener(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The app's payment form with some merchant parameters changed, signed again with the demo's (public) test key. */
function resigned(payment: CardPaymentForm, changes: Record<string, string>): CardPaymentForm {
  const fields = { ...(decodeMerchantParameters(payment.Ds_MerchantParameters) as Record<string, string>), ...changes };
  const parameters = encodeMerchantParameters(fields);
  const signature = signMerchantParameters('HMAC_SHA256_V1', REDSYS_TEST_SECRET, String(fields.Ds_Merchant_Order), parameters);
  return { ...payment, Ds_MerchantParameters: parameters, Ds_Signature: signature };
}

describe.each(backends)('sandbox card gateway over real HTTP on $name', (backend) => {
  const server = sandboxGatewayBlock(backend, { email: 'ana.card@example.com', phone: '600000021' });
  const { api, openGateway } = server;
  const placeOrder = async () => {
    const { order, payment } = await server.placeOrder('en');
    return { orderId: order.orderId, payment };
  };
  const decide = (html: string, decision: 'pay' | 'fail') => server.decide(html, decision);
  const paymentStatusOf = async (orderId: number) => {
    const orders = v.parse(endpoints.orders.answer, await api('GET', '/customer/orders')).data ?? [];
    return orders.find((order) => order.orderId === orderId)?.paymentStatus.id;
  };

  it('pays: the gateway page, Pay, the signed notification, back to /#/pok, the order paid', async () => {
    const { orderId, payment } = await placeOrder();
    expect(payment.url).toBe(`${server.url}/api/payments/sandbox`);
    const page = await openGateway(payment);
    expectGatewayPage(page, ['data-testid="sandbox-pay"', 'data-testid="sandbox-fail"', 'Test payment gateway', '999008881']);
    expect(page.csp).toContain("form-action 'self'");
    const back = await decide(page.html, 'pay');
    expect(back.status).toBe(302);
    const location = back.headers.get('Location') ?? '';
    expect(location).toBe(`${server.url}/#/pok?order=${orderId}`);
    expect((await fetch(location)).status).toBe(200);
    expect(await paymentStatusOf(orderId)).toBe(11001);
  });

  it('fails: Fail sends the refusal and the browser to /#/pko; the order stays payable', async () => {
    const { orderId, payment } = await placeOrder();
    const page = await openGateway(payment);
    const back = await decide(page.html, 'fail');
    expect(back.headers.get('Location')).toBe(`${server.url}/#/pko?order=${orderId}`);
    expect(await paymentStatusOf(orderId)).toBe(11002);
    const again = v.parse(endpoints.orderPay.answer, await api('POST', `/customer/orders/${orderId}/pay`, {}));
    const retry = await openGateway(again.data!);
    expect((await decide(retry.html, 'pay')).headers.get('Location')).toBe(`${server.url}/#/pok?order=${orderId}`);
    expect(await paymentStatusOf(orderId)).toBe(11001);
  });

  describe('addresses outside the server', () => {
    let outside: Awaited<ReturnType<typeof startOutsideListener>>;
    beforeAll(async () => {
      outside = await startOutsideListener();
    });
    afterAll(() => outside.close());

    it.each([
      ['Ds_Merchant_MerchantURL', 'at our notification path', (base: string) => `${base}/api/payments/redsys/notification`],
      ['Ds_Merchant_MerchantURL', 'at another path', (base: string) => `${base}/collect`],
      ['Ds_Merchant_UrlOK', 'page', (base: string) => `${base}/#/pok`],
      ['Ds_Merchant_UrlKO', 'page', (base: string) => `${base}/#/pko`],
    ] as const)(
      'refuses a signed form naming an outside %s %s (400): nothing is posted there, the browser is not sent there',
      async (name, _where, outsideAddress) => {
        const { orderId, payment } = await placeOrder();
        const form = resigned(payment, { [name]: outsideAddress(outside.url) });
        expect((await openGateway(form)).status).toBe(400);
        const { url: _url, ...fields } = form;
        for (const decision of ['pay', 'fail'] as const) {
          const answer = await fetch(`${server.url}/api/payments/sandbox/decide`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ ...fields, decision }).toString(),
          });
          expect(answer.status).toBe(400);
          expect(answer.headers.get('Location')).toBeNull();
          expect(await answer.text()).toContain(name);
        }
        expect(outside.requests).toEqual([]);
        expect(await paymentStatusOf(orderId)).toBe(PAYMENT_STATUS.pending);
      },
    );

    it("takes the origin the request was sent to as the server's own (the demo reached by another address), and only that one", async () => {
      const { orderId, payment } = await placeOrder();
      // The server's public URL is http://localhost:<port>; the same server reached as 127.0.0.1.
      const other = server.url.replace('localhost', '127.0.0.1');
      const form = resigned(payment, {
        Ds_Merchant_MerchantURL: `${other}/api/payments/redsys/notification`,
        Ds_Merchant_UrlOK: `${other}/#/pok?order=${orderId}`,
        Ds_Merchant_UrlKO: `${other}/#/pko?order=${orderId}`,
      });
      expect((await openGateway(form)).status).toBe(400);
      const page = await openGateway({ ...form, url: form.url.replace(server.url, other) });
      expect(page.status).toBe(200);
      const back = await fetch(`${other}/api/payments/sandbox/decide`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...Object.fromEntries([...page.html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])),
          decision: 'pay',
        }).toString(),
      });
      expect(back.status).toBe(302);
      expect(back.headers.get('Location')).toBe(`${other}/#/pok?order=${orderId}`);
      expect(await paymentStatusOf(orderId)).toBe(PAYMENT_STATUS.paid);
    });

    it('still pays a form re-signed with its own addresses unchanged', async () => {
      const { orderId, payment } = await placeOrder();
      const back = await decide((await openGateway(resigned(payment, {}))).html, 'pay');
      expect(back.headers.get('Location')).toBe(`${server.url}/#/pok?order=${orderId}`);
      expect(await paymentStatusOf(orderId)).toBe(11001);
    });
  });

  it('refuses a form whose signature does not match, as the real gateway would', async () => {
    const { payment } = await placeOrder();
    const page = await openGateway({ ...payment, Ds_Signature: payment.Ds_Signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('sandbox-pay');
  });
});
