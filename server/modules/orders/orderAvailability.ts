import { sql, type SQL } from 'drizzle-orm';
import type { Language, OrderLineInput, ProductExtra } from '../../../src/api/contract';
import {
  activePause,
  NO_CONTROLS,
  unavailableLines,
  type ShopControls,
  type SoldOutItem,
  type UnavailableLine,
} from '../../../src/domain/availability/availability';
import { pauseStopsOrder } from '../../../src/domain/availability/orderAvailability';
import { shopClockTime } from '../../../src/domain/schedule/shopTime';
import { rowsOf } from '../../platform/db/rawStatements';
import type { Executor } from '../../platform/db/transaction';
import { pick } from '../catalogue/localize';
import { DetailedRefusal, StockRefusal } from '../../platform/http/envelope';
import type { SoldProduct } from './orderCatalogue';

/**
 * What a shop has switched off or slowed down, as an order reads it inside its own transaction (never from
 * the reference cache, so a product marked sold out a moment ago is refused): the sold-out entries in force
 * and the shop's controls (pause, extra wait, slot capacity).
 */
export interface ShopAvailabilityNow {
  soldOut: SoldOutItem[];
  controls: ShopControls;
}

/** The shop's availability now as two columns (`sold_out`, `controls`) of a larger statement. */
export function availabilityColumns(locationId: number, now: Date): SQL {
  return sql`coalesce((select json_agg(json_build_object('kind', kind, 'target', target, 'until', until)) from sold_out_items
      where location_id = ${locationId} and (until is null or until > ${now.toISOString()}::timestamptz)), '[]'::json) as sold_out,
    (select json_build_object('pausedUntil', paused_until, 'pausedOpenEnded', paused_open_ended, 'extraWaitMinutes', extra_wait_minutes,
      'extraWaitUntil', extra_wait_until, 'slotCapacity', slot_capacity) from shop_controls where location_id = ${locationId}) as controls`;
}

const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const instant = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A stored sold-out row: the product's code, or `{extraId}:{value}` for an extra value. */
function soldOutItemOf(row: { kind: string; target: string; until: string | null }): SoldOutItem | undefined {
  const until = instant(row.until);
  if (row.kind === 'product') return { kind: 'product', productCode: row.target, until };
  const colon = row.target.indexOf(':');
  const extraId = Number(row.target.slice(0, colon));
  if (row.kind !== 'extra' || colon < 1 || !Number.isInteger(extraId)) return undefined;
  return { kind: 'extra', extraId, value: row.target.slice(colon + 1), until };
}

/** The readings of availabilityColumns. */
export function availabilityOfRow(row: Record<string, unknown>): ShopAvailabilityNow {
  const items = (parsedJson(row.sold_out) ?? []) as { kind: string; target: string; until: string | null }[];
  const stored = parsedJson(row.controls) as
    (Omit<ShopControls, 'pausedUntil' | 'extraWaitUntil'> & { pausedUntil: string | null; extraWaitUntil: string | null }) | null;
  const controls = stored ? { ...stored, pausedUntil: instant(stored.pausedUntil), extraWaitUntil: instant(stored.extraWaitUntil) } : NO_CONTROLS;
  return { soldOut: items.map(soldOutItemOf).filter((item): item is SoldOutItem => item !== undefined), controls };
}

/** The shop's availability now, read on its own (delivery orders, whose reading is not one statement). */
export async function readShopAvailability(db: Executor, locationId: number, now: Date): Promise<ShopAvailabilityNow> {
  const [row = {}] = await rowsOf(db, sql`select ${availabilityColumns(locationId, now)}`);
  return availabilityOfRow(row);
}

/** One value of an extra in words: a list or extras option by its own name, a yes/no extra by its title. */
function extraValueName(extraId: number, value: string, extras: ReadonlyMap<number, ProductExtra>, language: Language): string {
  const extra = extras.get(extraId);
  if (!extra) return value;
  const option = extra.conf.list.find((o) => o.id === value)?.name ?? extra.conf.extras.find((o) => o.value === value)?.titles;
  return pick(option ?? extra.conf.titles, language);
}

function soldOutText(
  found: UnavailableLine,
  line: OrderLineInput,
  sold: ReadonlyMap<string, SoldProduct>,
  extras: ReadonlyMap<number, ProductExtra>,
  language: Language,
): string {
  const product = sold.get(found.productCode);
  const name = product ? pick(product.product.title, language) : line.title || line.code;
  if (found.reason === 'product') return { es: `${name}: agotado hoy`, en: `${name} is sold out today`, ca: `${name}: esgotat hui` }[language];
  const extra = extraValueName(found.extraId, found.value, extras, language);
  return { es: `${name} con ${extra}: agotado hoy`, en: `${extra} for ${name} is sold out today`, ca: `${name} amb ${extra}: esgotat hui` }[language];
}

/**
 * 409 `product_unavailable` (the refusal the app already handles for stock) naming every line whose
 * product, or one of whose extra values, the shop has marked sold out: each line with nothing to keep.
 */
export function refuseSoldOutLines(
  lines: readonly OrderLineInput[],
  soldOut: readonly SoldOutItem[],
  now: Date,
  sold: ReadonlyMap<string, SoldProduct>,
  extras: ReadonlyMap<number, ProductExtra>,
  language: Language,
): void {
  const found = unavailableLines(
    lines.map((line) => ({ productCode: line.code, preferences: line.preferences })),
    soldOut,
    now,
  );
  const [first] = found;
  if (!first) return;
  const texts = found.map((one) => soldOutText(one, lines[one.index] as OrderLineInput, sold, extras, language));
  const field =
    first.reason === 'product'
      ? `products.${first.index}.code`
      : `products.${first.index}.preferences.${(lines[first.index] as OrderLineInput).preferences.findIndex((p) => p.extraId === first.extraId && p.value === first.value)}`;
  throw new StockRefusal(
    `${texts.join('; ')}.`,
    field,
    found.map(({ index, productCode }) => ({ index, code: productCode, available: 0 })),
  );
}

/**
 * 409 `shop_paused` for a new order the shop's pause stops (src/domain/orderAvailability pauseStopsOrder):
 * until when, in `pausedUntil` and on the shop's clock in the message; a pick-up order is told a later
 * time may still be chosen.
 */
export function refuseWhilePaused(
  controls: ShopControls,
  order: { now: Date; pickupAt: Date | null; waitMinutes: number; timeZone: string; language: Language; pickup: boolean },
): void {
  const pause = activePause(controls, order.now);
  if (!pauseStopsOrder(pause, order.pickupAt, order.waitMinutes)) return;
  const until = pause?.until ?? null;
  const clock = until ? shopClockTime(until, order.timeZone) : undefined;
  const later = order.pickup && until;
  const message = {
    es: `${clock ? `Pausado hasta las ${clock}` : 'Pausado'}: no aceptamos pedidos ahora.${later ? ' Elige una hora de recogida después de la pausa.' : ''}`,
    en: `${clock ? `Paused until ${clock}` : 'Paused'}: we are not taking orders now.${later ? ' Choose a pick-up time after the pause.' : ''}`,
    ca: `${clock ? `En pausa fins a les ${clock}` : 'En pausa'}: ara no acceptem comandes.${later ? ' Tria una hora de recollida després de la pausa.' : ''}`,
  }[order.language];
  throw new DetailedRefusal(409, 'shop_paused', message, { pausedUntil: until?.toISOString() ?? null });
}
