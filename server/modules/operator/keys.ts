import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { OPERATOR_SCOPES, OperatorScopeSchema, type OperatorScope } from '../../../src/api/contract/operator/call';
import type { Database } from '../../platform/db/connect';
import { locations, operatorKeys } from '../../platform/db/schema';

/** A key's public part: `rk_` and 12 hex digits. */
export const KEY_PREFIX_PATTERN = /^rk_[0-9a-f]{12}$/;
/** A whole key: its prefix, `_`, and 32 random bytes in base64url (43 characters). */
const KEY_PATTERN = /^(rk_[0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;
const SECRET_BYTES = 32;
/** A key's last use is written at most this often, so a busy till does not write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const LABEL_MAX_LENGTH = 100;

/** A refusal of a key command (unknown shop, unknown scope, unknown key); the command line prints its message. */
export class OperatorKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorKeyError';
  }
}

export interface NewOperatorKey {
  /** A shop's code; absent: a key of the whole chain. */
  shop?: string | undefined;
  scopes: readonly string[];
  label?: string | undefined;
}

/** A key as listed: never its secret. */
export interface OperatorKeyListing {
  prefix: string;
  label: string;
  /** The shop's code; null for a key of the whole chain. */
  shop: string | null;
  scopes: OperatorScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A valid key, as a request presenting it acts. */
export interface VerifiedOperatorKey {
  id: number;
  prefix: string;
  locationId: number | null;
  scopes: OperatorScope[];
}

const ScopesSchema = v.pipe(
  v.array(OperatorScopeSchema, `Scopes are ${OPERATOR_SCOPES.join(', ')}`),
  v.minLength(1, `Give at least one scope: ${OPERATOR_SCOPES.join(', ')}`),
);

const hashOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** The scopes stored for a key that are scopes of this version (a stored one no longer known grants nothing). */
const knownScopes = (stored: readonly string[]): OperatorScope[] => stored.filter((scope): scope is OperatorScope => v.is(OperatorScopeSchema, scope));

function validScopes(scopes: readonly string[]): OperatorScope[] {
  const unknown = scopes.filter((scope) => !v.is(OperatorScopeSchema, scope));
  if (unknown.length > 0) throw new OperatorKeyError(`Unknown scope ${unknown.join(', ')}: scopes are ${OPERATOR_SCOPES.join(', ')}`);
  const parsed = v.safeParse(ScopesSchema, [...new Set(scopes)]);
  if (!parsed.success) throw new OperatorKeyError(parsed.issues[0].message);
  return parsed.output;
}

async function shopIdOf(db: Database, code: string): Promise<number> {
  const [shop] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code})`);
  if (!shop) throw new OperatorKeyError(`Unknown shop ${code}`);
  return shop.id;
}

const listingColumns = {
  prefix: operatorKeys.prefix,
  label: operatorKeys.label,
  shop: locations.code,
  scopes: operatorKeys.scopes,
  createdAt: operatorKeys.createdAt,
  lastUsedAt: operatorKeys.lastUsedAt,
  revokedAt: operatorKeys.revokedAt,
};

/**
 * Makes a key for a shop (or the whole chain) with the given scopes. Answers the whole key, which exists
 * nowhere else from then on (only its hash is kept), and its listing.
 */
export async function createOperatorKey(db: Database, request: NewOperatorKey, now: Date): Promise<{ id: number; key: string; listing: OperatorKeyListing }> {
  const scopes = validScopes(request.scopes);
  const label = (request.label ?? '').trim();
  if (label.length > LABEL_MAX_LENGTH) throw new OperatorKeyError(`The label is at most ${LABEL_MAX_LENGTH} characters`);
  const locationId = request.shop === undefined ? null : await shopIdOf(db, request.shop);
  const prefix = `rk_${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  const [written] = await db
    .insert(operatorKeys)
    .values({ prefix, secretHash: hashOf(key), label, locationId, scopes, createdAt: now })
    .returning({ id: operatorKeys.id });
  const [listing] = await listingsWhere(db, eq(operatorKeys.id, written!.id));
  if (!listing) throw new Error(`Key ${prefix} not written`);
  return { id: written!.id, key, listing };
}

/** Every key, oldest first, revoked ones included (marked). */
export function listOperatorKeys(db: Database): Promise<OperatorKeyListing[]> {
  return listingsWhere(db);
}

async function listingsWhere(db: Database, where?: SQL): Promise<OperatorKeyListing[]> {
  const rows = await db
    .select(listingColumns)
    .from(operatorKeys)
    .leftJoin(locations, eq(locations.id, operatorKeys.locationId))
    .where(where)
    .orderBy(asc(operatorKeys.id));
  return rows.map((row) => ({ ...row, scopes: knownScopes(row.scopes) }));
}

/** Revokes the key with this prefix at once; 'unknown' when there is none, 'already' when it was revoked before. */
export async function revokeOperatorKey(db: Database, prefix: string, now: Date): Promise<'revoked' | 'already' | 'unknown'> {
  const [revoked] = await db
    .update(operatorKeys)
    .set({ revokedAt: now })
    .where(and(eq(operatorKeys.prefix, prefix), isNull(operatorKeys.revokedAt)))
    .returning({ id: operatorKeys.id });
  if (revoked) return 'revoked';
  const [known] = await db.select({ id: operatorKeys.id }).from(operatorKeys).where(eq(operatorKeys.prefix, prefix));
  return known ? 'already' : 'unknown';
}

/** Compared in constant time, so a hash cannot be guessed a character at a time. */
function sameHash(given: string, stored: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(stored, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The key a request presents, when it is one of ours and not revoked; null otherwise (malformed, unknown,
 * wrong secret, revoked). Its last use is written when the one kept is a minute old or more.
 */
export async function verifyOperatorKey(db: Database, presented: string, now: Date): Promise<VerifiedOperatorKey | null> {
  const prefix = KEY_PATTERN.exec(presented)?.[1];
  if (!prefix) return null;
  const [row] = await db.select().from(operatorKeys).where(eq(operatorKeys.prefix, prefix));
  if (!row || !sameHash(hashOf(presented), row.secretHash) || row.revokedAt) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt <= stale) {
    // Conditional, so concurrent requests of one key write it once.
    await db
      .update(operatorKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(operatorKeys.id, row.id), or(isNull(operatorKeys.lastUsedAt), lte(operatorKeys.lastUsedAt, stale))));
  }
  return { id: row.id, prefix: row.prefix, locationId: row.locationId, scopes: knownScopes(row.scopes) };
}
