import type { Hono } from 'hono';
import * as v from 'valibot';
import { operatorEndpoints } from '../../../../src/api/contract/operator/operator';
import { operatorActor } from '../../../modules/audit/recordAudit';
import { importCatalogue } from '../../../modules/catalogue/importCatalogue';
import type { InvoiceIssuer } from '../../../platform/config/config';
import { CatalogueImportError } from '../../../modules/catalogue/importError';
import { CatalogueFileSchema } from '../../../modules/catalogue/importSchema';
import { ApiFailure, badRequestFrom } from '../../../platform/http/envelope';
import { assertChainKey } from '../../../modules/operator/keyShops';
import { serveOperatorCall, type OperatorCallDeps } from '../serveCall';

export interface OperatorCatalogueDeps extends OperatorCallDeps {
  /** Running servers' cached catalogue answers, dropped once the import committed. */
  invalidateCatalogue: () => void;
  /** Who issues the invoices: every location's legal entity must have its NIF. */
  issuer: Pick<InvoiceIssuer, 'issuerNif'>;
}

/** The field a refusal of the import names (`locations: va03 (id 12) has orders…` → `locations`). */
const fieldOf = (problem: string | undefined) => problem?.split(':')[0]?.trim() || undefined;

/**
 * The catalogue import (the same file, checks and transaction as `npm run catalogue:import`) for a key of
 * the whole chain: a file failing the import's contract is a 400 naming the field, a change the data
 * refuses (a shop with orders left out) a 409 `catalogue_refused`; either way nothing is written.
 */
export function serveOperatorCatalogue(api: Hono, deps: OperatorCatalogueDeps): void {
  const { db, now, issuer } = deps;
  serveOperatorCall(api, operatorEndpoints.importCatalogue, deps, async ({ key, body }) => {
    assertChainKey(key);
    const file = v.safeParse(CatalogueFileSchema, body);
    if (!file.success) throw badRequestFrom(file.issues);
    try {
      const written = await importCatalogue(db, body, {
        issuerNif: issuer.issuerNif,
        source: `operator key ${key.prefix}`,
        actor: operatorActor(key.prefix),
        now: now(),
      });
      deps.invalidateCatalogue();
      return written;
    } catch (error) {
      if (!(error instanceof CatalogueImportError)) throw error;
      throw new ApiFailure(409, 'catalogue_refused', error.problems.join('; '), fieldOf(error.problems[0]));
    }
  });
}
