import { expose, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineKey } from '../../../src/domain/orders/cart';
import { priceChoices, type CartChoice, type CatalogueProduct, type PricingRequest } from '../../../src/domain/orders/cartChoices';
import { createPricer } from '../../../src/data/pricingBridge';
import { pricingApi, type PricingApi } from '../../../workers/pricing';

const sold = (productCode: string, price: number): CatalogueProduct => ({
  productCode, title: productCode, price, vatType: { id: 2 }, extras: [1], extrasPrice: { oat: { price: 0.5, priceNet: 0, priceOffer: 0, priceOfferNet: 0, priceBase: 0.5 } }, isOneGoods: false, stockCurrent: 9,
});
const oatExtra = { id: 1, extraType: 'extras' as const, conf: { titles: { es: 'Extras', en: 'Extras' }, list: [], extras: [{ value: 'oat', titles: { es: 'Avena', en: 'Oat' } }] }, extra: { value: '' } };
const choice = (code: string, quantity = 1, choices: CartChoice['choices'] = []): CartChoice => ({ key: lineKey(code, choices), productCode: code, title: code, quantity, choices, notes: '' });
const opts = { useRitmitos: true, ritmitosAvailable: 250, ritmitosInOrders: 0 };
const catalogue = { products: [sold('A', 2), sold('B', 1.5), sold('C', 1.2)], extras: [oatExtra] };
const request = (lines: CartChoice[]): PricingRequest => ({ lines, catalogue, opts });
const ports: MessagePort[] = [];

/** The worker's side and the page's side of Comlink over a MessageChannel (no real Worker in vitest). */
function connectedRemote(api: PricingApi = pricingApi): Remote<PricingApi> {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(api, port1);
  return wrap<PricingApi>(port2);
}

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  vi.useRealTimers();
});

describe('pricing worker contract (Comlink over a MessageChannel)', () => {
  it('answers priceText() with the figures by name, as the domain rules price them (extras, ritmitos, unsold lines)', async () => {
    const req = request([choice('A'), choice('B', 2), choice('C', 3, [{ extraId: 1, value: 'oat' }]), choice('GONE')]);
    const answer = JSON.parse(await connectedRemote().priceText(JSON.stringify(req))) as unknown;
    expect(answer).toEqual(priceChoices(req));
    expect((answer as ReturnType<typeof priceChoices>).lines[0]).toMatchObject({ available: true, useRitmitos: true, ritmitosUsed: 200, price: 0, priceBase: 2, unitPrice: 2, extrasPrice: 0 });
    expect((answer as ReturnType<typeof priceChoices>).lines[3]).toMatchObject({ available: false, productCode: 'GONE' });
  });
});

describe('pricing bridge', () => {
  it('prices through the worker', async () => {
    const local = { price: vi.fn(pricingApi.price) };
    const pricer = createPricer(connectedRemote(), local);
    expect((await pricer.price(request([choice('A')])))?.totalProducts).toBe(1);
    expect(local.price).not.toHaveBeenCalled();
  });

  it('drops the answer of a call overtaken by a newer one (the cart changed again)', async () => {
    const pricer = createPricer(connectedRemote());
    const first = pricer.price(request([choice('A')]));
    const second = pricer.price(request([choice('A', 2)]));
    expect(await first).toBeNull();
    expect((await second)?.totalProducts).toBe(2);
  });

  it('falls back to pricing in the page when the worker fails, and keeps doing so', async () => {
    const crash = () => { throw new Error('worker crashed'); };
    const failing = { price: crash, priceText: crash } as unknown as PricingApi;
    const local = { price: vi.fn(pricingApi.price) };
    const pricer = createPricer(connectedRemote(failing), local);
    expect((await pricer.price(request([choice('A')])))?.totalPrice).toBe(0);
    expect((await pricer.price(request([choice('B', 2)])))?.totalPrice).toBe(3);
    expect(local.price).toHaveBeenCalledTimes(2);
  });

  it('falls back when the worker never answers', async () => {
    vi.useFakeTimers();
    const silent = { priceText: () => new Promise(() => undefined) } as unknown as Remote<PricingApi>;
    const answer = createPricer(silent).price(request([choice('A')]));
    await vi.advanceTimersByTimeAsync(3000);
    expect((await answer)?.totalProducts).toBe(1);
  });

  it('prices in the page when there is no worker at all', async () => {
    expect((await createPricer(null).price(request([])))?.totalPrice).toBe(0);
  });
});
