import type * as v from 'valibot';
import { ApiFailure } from './envelope';

/**
 * Refuses a body key the call's object schema does not name (a misspelt field is named instead of silently
 * dropped). Done here rather than with valibot's strictObject in the contract: the browser shares the
 * contract, and every schema function it uses is part of the first load the customer's app shares.
 */
export function refuseUnknownKeys(schema: v.GenericSchema, raw: unknown): void {
  const entries = (schema as { type?: string; entries?: Record<string, unknown> }).entries;
  if ((schema as { type?: string }).type !== 'object' || !entries) return;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return;
  const unknown = Object.keys(raw).find((key) => !(key in entries));
  if (unknown !== undefined) throw new ApiFailure(400, 'unknown_field', `Unknown field: ${unknown}`, unknown);
}
