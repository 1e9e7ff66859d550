import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { backends } from './harness';
import { expectGatewayPage, sandboxGatewayBlock } from './support/sandboxGateway';

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

  it('refuses a form whose signature does not match, as the real gateway would', async () => {
    const { payment } = await placeOrder();
    const page = await openGateway({ ...payment, Ds_Signature: payment.Ds_Signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('sandbox-pay');
  });
});
