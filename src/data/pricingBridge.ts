import type { Remote } from 'comlink';
import type { PricedCart, PricingRequest } from '../domain/orders/cartChoices';
import { pricingApi, type PricingApi } from '../../workers/pricing';
import { withTimeout } from './withTimeout';
import { workerBridge } from './workerBridge';

/** A worker that has not answered in this time is treated as failed and the page prices instead. */
const WORKER_TIMEOUT_MS = 3000;

export type Pricer = {
  /** Prices the cart; resolves null when a newer call started before this one finished (stale). */
  price(request: PricingRequest): Promise<PricedCart | null>;
};

/**
 * The cart is priced in a Comlink worker; only the latest call's answer is used,
 * and if the worker cannot start or fails, the same pure module runs in the page from then on.
 */
export function createPricer(remote: Remote<PricingApi> | null, local: Pick<PricingApi, 'price'> = pricingApi): Pricer {
  let worker = remote;
  let latest = 0;
  async function compute(request: PricingRequest): Promise<PricedCart> {
    if (worker) {
      try {
        return JSON.parse(await withTimeout(worker.priceText(JSON.stringify(request)), WORKER_TIMEOUT_MS, 'The pricing worker')) as PricedCart;
      } catch {
        worker = null;
      }
    }
    return local.price(request);
  }
  return {
    async price(request) {
      const call = ++latest;
      const priced = await compute(request);
      return call === latest ? priced : null;
    },
  };
}

const pricingWorker = workerBridge<PricingApi>(() => new Worker(new URL('../../workers/pricing.worker.ts', import.meta.url), { type: 'module' }));

/** The app's one pricer, its worker started once at module load. */
export const cartPricer = createPricer(pricingWorker.remote());
