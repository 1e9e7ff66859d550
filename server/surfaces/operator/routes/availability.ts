import type { Hono } from 'hono';
import type { ShopAvailability } from '../../../../src/api/contract/counter/availability';
import { operatorEndpoints } from '../../../../src/api/contract/operator/operator';
import { availabilityAfterChange } from '../../../modules/availability/afterChange';
import { pauseOrders, setExtraWait } from '../../../modules/availability/controls';
import type { AvailabilityFeed } from '../../../modules/availability/feed';
import type { AvailabilityWriter } from '../../../modules/availability/refusals';
import { setStock } from '../../../modules/availability/setStock';
import { bringBack, markSoldOut } from '../../../modules/availability/soldOut';
import type { ShopRow } from '../../../modules/fulfilment/board';
import { keyShop } from '../../../modules/operator/keyShops';
import type { VerifiedOperatorKey } from '../../../modules/operator/keys';
import { serveOperatorCall, type OperatorCallDeps } from '../serveCall';

export interface OperatorAvailabilityDeps extends OperatorCallDeps {
  feed: AvailabilityFeed;
}

/** A key as the availability log records it: the operator, named by its prefix; its scope allows every change. */
const keyWriter = (key: VerifiedOperatorKey): AvailabilityWriter => ({ actorKind: 'operator', actor: key.prefix, maySetStock: true });

/** The shop's switches for its own system, as the counter has them: each change answers the shop's availability after it. */
export function serveOperatorAvailability(api: Hono, deps: OperatorAvailabilityDeps): void {
  const { db, now, feed } = deps;
  const changed = async (
    key: VerifiedOperatorKey,
    code: string,
    change: (shop: ShopRow, writer: AvailabilityWriter, at: Date) => Promise<number | undefined>,
  ): Promise<ShopAvailability> => {
    const shop = await keyShop(db, key, code);
    return availabilityAfterChange(feed, shop.id, await change(shop, keyWriter(key), now()));
  };

  serveOperatorCall(api, operatorEndpoints.getAvailability, deps, async ({ key, query }) =>
    availabilityAfterChange(feed, (await keyShop(db, key, query.shop)).id, undefined),
  );
  serveOperatorCall(api, operatorEndpoints.soldOut, deps, ({ key, body }) =>
    changed(key, body.shop, (shop, writer, at) => markSoldOut(db, shop, writer, body, at)),
  );
  serveOperatorCall(api, operatorEndpoints.back, deps, ({ key, body }) =>
    changed(key, body.shop, (shop, writer, at) => bringBack(db, shop, writer, body.target, at)),
  );
  serveOperatorCall(api, operatorEndpoints.pause, deps, ({ key, body }) =>
    changed(key, body.shop, (shop, writer, at) => pauseOrders(db, shop, writer, body, at)),
  );
  serveOperatorCall(api, operatorEndpoints.extraWait, deps, ({ key, body }) =>
    changed(key, body.shop, (shop, writer, at) => setExtraWait(db, shop, writer, body, at)),
  );
  serveOperatorCall(api, operatorEndpoints.stock, deps, ({ key, body }) => changed(key, body.shop, (shop, writer, at) => setStock(db, shop, writer, body, at)));
}
