import { sql } from 'drizzle-orm';
import type { ManageShop, ShopCreate, ShopPatch } from '../../../src/api/contract/manage/shops';
import type { Database } from '../../platform/db/connect';
import { locations } from '../../platform/db/schema';
import type { Transaction } from '../../platform/db/transaction';
import { issuerMismatchProblems } from '../../platform/config/productionSafety';
import { ApiFailure } from '../../platform/http/envelope';
import { recordAudit, type Actor } from '../audit/recordAudit';
import { bumpReferenceVersion } from '../catalogue/referenceVersion';
import { lockCatalogue } from '../catalogue/writeCatalogue';
import { manageShopOf, shopByCode } from './shopView';

const DEFAULT_WARN_MINUTES = 5;
const DEFAULT_LATE_MINUTES = 10;

/** Invoices are recorded under one issuer: a shop's legal entity must carry its NIF (422 naming the field). */
function refuseOtherIssuer(code: string, vatNumber: string, issuerNif: string): void {
  const [problem] = issuerMismatchProblems([{ code, vatNumber }], issuerNif);
  if (problem)
    throw new ApiFailure(
      422,
      'other_issuer',
      `The legal entity's NIF must be the invoice issuer's (${issuerNif}): invoices are recorded under one issuer`,
      'legal.vatNumber',
    );
}

function refuseThresholds(warnMinutes: number, lateMinutes: number): void {
  if (warnMinutes >= lateMinutes) throw new ApiFailure(422, 'bad_thresholds', 'The amber threshold must be below the red one', 'warnMinutes');
}

/**
 * Adds a shop: closed (no hours) and selling nothing until its hours and products are set. One transaction
 * with its audit row; the locations' reference version moves so every open app refreshes.
 */
export async function createShop(db: Database, actor: Actor, body: ShopCreate, issuerNif: string, now: Date): Promise<ManageShop> {
  refuseOtherIssuer(body.code, body.legal.vatNumber, issuerNif);
  const warnMinutes = body.warnMinutes ?? DEFAULT_WARN_MINUTES;
  const lateMinutes = body.lateMinutes ?? DEFAULT_LATE_MINUTES;
  refuseThresholds(warnMinutes, lateMinutes);
  return db.transaction(async (tx) => {
    // The catalogue lock also serialises shop creations: the next id and the code check stay true until commit.
    await lockCatalogue(tx);
    const [clash] = await tx
      .select({ code: locations.code })
      .from(locations)
      .where(sql`lower(${locations.code}) = ${body.code.toLowerCase()}`);
    if (clash) throw new ApiFailure(409, 'code_taken', `The code ${clash.code} is already a shop's`, 'code');
    const [next] = await tx
      .select({
        id: sql<number>`coalesce(max(${locations.id}), 0) + 1`.mapWith(Number),
        sort: sql<number>`coalesce(max(${locations.sort}), 0) + 1`.mapWith(Number),
      })
      .from(locations);
    const [row] = await tx
      .insert(locations)
      .values({
        id: next?.id ?? 1,
        code: body.code,
        name: body.name,
        typeId: body.typeId,
        latitude: body.latitude,
        longitude: body.longitude,
        address: body.address,
        schedule: { d0: [], d1: [], d2: [], d3: [], d4: [], d5: [], d6: [], exceptions: {} },
        timeZone: body.timeZone,
        legal: body.legal,
        menus: [],
        sort: body.sort ?? next?.sort ?? 1,
        boardWarnMinutes: warnMinutes,
        boardLateMinutes: lateMinutes,
      })
      .returning();
    if (!row) throw new Error('The shop was not inserted');
    const shop = manageShopOf(row);
    await recordAudit(tx, actor, { action: 'shop.create', subject: `shop:${row.code}`, locationId: row.id, after: shop });
    await bumpReferenceVersion(tx, 'locations', now);
    return shop;
  });
}

/** Changes a shop's name, place, zone, legal entity, board thresholds or place in the list. */
export async function updateShop(db: Database, actor: Actor, code: string, patch: ShopPatch, issuerNif: string, now: Date): Promise<ManageShop> {
  return db.transaction(async (tx: Transaction) => {
    const row = await shopByCode(tx, code, true);
    if (patch.legal) refuseOtherIssuer(row.code, patch.legal.vatNumber, issuerNif);
    refuseThresholds(patch.warnMinutes ?? row.boardWarnMinutes, patch.lateMinutes ?? row.boardLateMinutes);
    const { warnMinutes, lateMinutes, ...fields } = patch;
    const [updated] = await tx
      .update(locations)
      .set({
        ...fields,
        ...(warnMinutes === undefined ? {} : { boardWarnMinutes: warnMinutes }),
        ...(lateMinutes === undefined ? {} : { boardLateMinutes: lateMinutes }),
      })
      .where(sql`${locations.id} = ${row.id}`)
      .returning();
    if (!updated) throw new Error('The shop vanished');
    const before = manageShopOf(row);
    const after = manageShopOf(updated);
    const changed = Object.keys(patch) as (keyof ManageShop)[];
    await recordAudit(tx, actor, {
      action: 'shop.update',
      subject: `shop:${row.code}`,
      locationId: row.id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    await bumpReferenceVersion(tx, 'locations', now);
    return after;
  });
}
