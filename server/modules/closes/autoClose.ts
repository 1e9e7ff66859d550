import { and, count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { daysDueForClose, parseShopDate } from '../../../src/domain/orders/dayClose';
import { rangesFor } from '../../../src/domain/schedule/schedule';
import type { Database } from '../../platform/db/connect';
import { dayCloses, invoices, locations, orders } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { AUTOMATIC_CLOSE, closeDay } from './closeDay';

const AUTO_CLOSE_EVERY_MS = 5 * 60 * 1000;

async function hadActivity(db: Database, locationId: number, date: string): Promise<boolean> {
  const [ordered] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), eq(orders.shopDate, date)));
  if (Number(ordered?.n ?? 0) > 0) return true;
  const [invoiced] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.locationId, locationId), eq(invoices.shopDate, date)));
  return Number(invoiced?.n ?? 0) > 0;
}

/**
 * Closes every shop's days whose closing time has passed (yesterday and today on its calendar) and that
 * are not closed yet: a day the shop opened, or one that had orders. Every process may run it at once:
 * the unique (shop, day) lets one close win and the others' 409 is expected. Answers the days closed.
 */
export async function runAutoClose(db: Database, now: Date): Promise<string[]> {
  const shops = await db.select().from(locations);
  const closed: string[] = [];
  for (const shop of shops) {
    for (const date of daysDueForClose(shop.schedule, shop.timeZone, now)) {
      const [taken] = await db
        .select({ id: dayCloses.id })
        .from(dayCloses)
        .where(and(eq(dayCloses.locationId, shop.id), eq(dayCloses.shopDate, date)));
      if (taken) continue;
      const day = parseShopDate(date);
      const opened = day !== null && rangesFor(shop.schedule, day).length > 0;
      if (!opened && !(await hadActivity(db, shop.id, date))) continue;
      try {
        await closeDay(db, shop, date, AUTOMATIC_CLOSE, now);
        closed.push(`${shop.code} ${date}`);
      } catch (error) {
        // Another process closed it first.
        if (!(error instanceof ApiFailure && error.code === 'already_closed')) throw error;
      }
    }
  }
  return closed;
}

/** Runs the automatic close every five minutes; answers the function that stops it. */
export function startAutoClose(db: Database, options: { logger: Logger; now?: (() => Date) | undefined; afterClose?: (() => void) | undefined }): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAutoClose(db, now())
      .then((closed) => {
        if (closed.length === 0) return;
        options.logger.info({ closed }, 'Days closed at closing time');
        options.afterClose?.();
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'The automatic day close failed'))
      .finally(() => (running = false));
  }, AUTO_CLOSE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
