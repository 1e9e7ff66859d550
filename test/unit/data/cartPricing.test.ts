import { expose, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineKey, priceCart, type CartLine } from '../../../src/domain/cart';
import type { Preference } from '../../../src/domain/pricing';
import { createPricer } from '../../../src/data/pricingBridge';
import { pricingApi, unpackTotals, type PricingApi } from '../../../workers/pricing';

const line = (code: string, unitPrice: number, quantity = 1): CartLine => ({
  key: lineKey(code, []), productCode: code, title: code, quantity, unitPrice, vatTypeId: 2, preferences: [], notes: '',
});
const opts = { useRitmitos: true, ritmitosAvailable: 250, ritmitosInOrders: 0 };
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
  it('answers price() with the same totals as the domain rules', async () => {
    const lines = [line('A', 2), line('B', 1.5, 2)];
    const remote = connectedRemote();
    expect(await remote.price(lines, opts)).toEqual(priceCart(lines, opts));
  });

  it('carries preferences and the ritmitos flags through structured cloning', async () => {
    const totals = await connectedRemote().price([line('A', 2)], opts);
    expect(totals.lines[0]).toMatchObject({ useRitmitos: true, ritmitosUsed: 200, price: 0, priceBase: 2 });
  });

  it('answers pricePacked() with figures that unpack to the same totals, extras and ritmitos included', async () => {
    const extra: Preference = { extraId: 1, type: 'bool', value: 'true', price: 0.5, priceNet: 0.45, priceVat: 0.05, extraValue: 'Oat', priceBase: 0.5 };
    const withExtra: CartLine = { ...line('C', 1.2, 3), key: lineKey('C', [extra]), preferences: [extra] };
    const lines = [line('A', 2), line('B', 1.5, 2), withExtra];
    const packed = await connectedRemote().pricePacked(JSON.stringify({ lines, opts }));
    expect(Object.prototype.toString.call(packed.lineFigures)).toBe('[object Float64Array]');
    expect(unpackTotals(lines, packed)).toEqual(priceCart(lines, opts));
  });
});

describe('pricing bridge', () => {
  it('prices through the worker', async () => {
    const local = { price: vi.fn(pricingApi.price) };
    const pricer = createPricer(connectedRemote(), local);
    expect((await pricer.price([line('A', 1)], opts))?.totalProducts).toBe(1);
    expect(local.price).not.toHaveBeenCalled();
  });

  it('drops the answer of a call overtaken by a newer one (the cart changed again)', async () => {
    const pricer = createPricer(connectedRemote());
    const first = pricer.price([line('A', 1)], opts);
    const second = pricer.price([line('A', 1, 2)], opts);
    expect(await first).toBeNull();
    expect((await second)?.totalProducts).toBe(2);
  });

  it('falls back to pricing in the page when the worker fails, and keeps doing so', async () => {
    const crash = () => { throw new Error('worker crashed'); };
    const failing = { price: crash, pricePacked: crash } as unknown as PricingApi;
    const remote = connectedRemote(failing);
    const local = { price: vi.fn(pricingApi.price) };
    const pricer = createPricer(remote, local);
    expect((await pricer.price([line('A', 1.5)], opts))?.totalPrice).toBe(0);
    expect((await pricer.price([line('A', 3)], opts))?.totalPrice).toBe(3);
    expect(local.price).toHaveBeenCalledTimes(2);
  });

  it('falls back when the worker never answers', async () => {
    vi.useFakeTimers();
    const silent = { pricePacked: () => new Promise(() => undefined) } as unknown as Remote<PricingApi>;
    const pricer = createPricer(silent);
    const answer = pricer.price([line('A', 1)], opts);
    await vi.advanceTimersByTimeAsync(3000);
    expect((await answer)?.totalProducts).toBe(1);
  });

  it('prices in the page when there is no worker at all', async () => {
    expect((await createPricer(null).price([], opts))?.totalPrice).toBe(0);
  });
});
