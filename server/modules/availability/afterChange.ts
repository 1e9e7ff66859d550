import type { ShopAvailability } from '../../../src/api/contract/counter/availability';
import { ApiFailure } from '../../platform/http/envelope';
import type { AvailabilityFeed } from './feed';

/**
 * The shop's availability after a change this process committed (`logId`; undefined when nothing changed):
 * its streams hear of it through the same read.
 */
export async function availabilityAfterChange(feed: AvailabilityFeed, shopId: number, logId: number | undefined): Promise<ShopAvailability> {
  if (logId !== undefined) feed.changed({ locationId: shopId, logId });
  const current = await feed.current(shopId);
  if (!current) throw new ApiFailure(404, 'unknown_shop', 'There is no such shop');
  return current.availability;
}
