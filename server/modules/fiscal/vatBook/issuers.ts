import { sql } from 'drizzle-orm';
import { normaliseTaxId } from '../../../../src/domain/fiscal/taxId';
import type { InvoiceIssuer } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/connect';
import { locations } from '../../../platform/db/schema';
import { rowsOf } from '../../../platform/db/rawStatements';

export interface BookIssuer {
  nif: string;
  name: string;
}

/**
 * The NIFs a VAT book can be asked for: the invoice issuer's, the shops' legal entities', and any NIF an
 * invoice was issued under (an issuer the chain invoiced as before), each once with its name.
 */
export async function bookIssuers(db: Database, issuer: Pick<InvoiceIssuer, 'issuerNif' | 'issuerName'>): Promise<BookIssuer[]> {
  const found = new Map<string, BookIssuer>();
  const add = (nif: string, name: string) => {
    const key = normaliseTaxId(nif);
    if (key && !found.has(key)) found.set(key, { nif: key, name });
  };
  add(issuer.issuerNif, issuer.issuerName);
  const shops = await db.select({ legal: locations.legal }).from(locations);
  for (const shop of shops) add(shop.legal.vatNumber, shop.legal.name);
  const invoiced = await rowsOf<{ nif: string }>(db, sql`select distinct issuer_nif as nif from invoices where issuer_nif is not null`);
  for (const row of invoiced) add(row.nif, row.nif);
  return [...found.values()];
}

/** Whether the issuer has any invoice in the period (replaced tickets included: they were issued). */
export async function hasInvoices(db: Database, issuer: string, from: string, to: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from invoices where issuer_nif = ${issuer} and shop_date >= ${from} and shop_date <= ${to} limit 1`);
  return rows.length > 0;
}
