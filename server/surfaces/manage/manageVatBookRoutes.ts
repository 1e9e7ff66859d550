import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { VAT_BOOK_PATH, Vat303QuerySchema, VatBookQuerySchema, type Vat303 } from '../../../src/api/contract/manage/vatBook';
import { periodDays, periodOf } from '../../../src/domain/fiscal/vatBookPeriod';
import { vatBookFileName } from '../../../src/domain/fiscal/vatBookLayout';
import type { Figures303 } from '../../../src/domain/fiscal/vat303';
import { can } from '../../../src/domain/people/permissions';
import { csvBody, xlsxBody } from '../../modules/fiscal/vatBook/bookFiles';
import { bookRows } from '../../modules/fiscal/vatBook/bookRows';
import { bookIssuers, hasInvoices } from '../../modules/fiscal/vatBook/issuers';
import { quarterFigures } from '../../modules/fiscal/vatBook/quarterFigures';
import { memberOf } from '../../modules/people/staff/identity';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { ApiFailure, badRequestFrom } from '../../platform/http/envelope';
import { currentStaff } from '../staffGuard';
import type { ManageDeps } from './manageDeps';

function allowBook(c: Context): void {
  if (!can(memberOf(currentStaff(c)), 'vat.book')) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
}

function queryOf<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const parsed = v.safeParse(schema, c.req.query());
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output;
}

/** An issuer the chain invoices as, with invoices in the period: a clear 404 naming `issuer` otherwise. */
async function requireRecords(db: Database, deps: ManageDeps, issuer: string, from: string, to: string): Promise<void> {
  const known = await bookIssuers(db, deps.config.verifactu);
  if (!known.some((candidate) => candidate.nif === issuer))
    throw new ApiFailure(404, 'unknown_issuer', `${issuer} is not an issuer of the chain's invoices`, 'issuer');
  if (!(await hasInvoices(db, issuer, from, to))) throw new ApiFailure(404, 'no_records', `${issuer} issued no invoices from ${from} to ${to}`, 'issuer');
}

const euros = (cents: number) => Math.round(cents) / 100;

function answer303(issuer: string, year: number, quarter: number, days: { from: string; to: string }, figures: Figures303 & { invoices: number }): Vat303 {
  return {
    issuer,
    year,
    quarter,
    ...days,
    invoices: figures.invoices,
    rates: figures.rates.map((rate) => ({
      percent: rate.percent,
      boxes: rate.boxes,
      base: euros(rate.baseCents),
      vat: euros(rate.vatCents),
      correctionBase: euros(rate.correctionBaseCents),
      correctionVat: euros(rate.correctionVatCents),
      netBase: euros(rate.netBaseCents),
      netVat: euros(rate.netVatCents),
    })),
    modification: { base: euros(figures.modification.baseCents), vat: euros(figures.modification.vatCents) },
    netBase: euros(figures.netBaseCents),
    totalVat: euros(figures.totalVatCents),
  };
}

/**
 * The VAT book (libro registro de facturas expedidas) of an issuer as a CSV or XLSX file streamed as it is
 * read, and a quarter's figures for form 303; the owner's alone (`vat.book`).
 */
export function serveManageVatBook(api: Hono, deps: ManageDeps): void {
  const { db } = deps;

  serveEndpoint(api, 'manageVatBookIssuers', async ({ c }) => {
    allowBook(c);
    return bookIssuers(db, deps.config.verifactu);
  });

  serveEndpoint(api, 'manageVat303', async ({ c }) => {
    allowBook(c);
    const query = queryOf(c, Vat303QuerySchema);
    const days = periodDays('quarter', query.year, query.quarter);
    await requireRecords(db, deps, query.issuer, days.from, days.to);
    return answer303(query.issuer, query.year, query.quarter, days, await quarterFigures(db, { issuer: query.issuer, ...days }));
  });

  api.get(VAT_BOOK_PATH, async (c) => {
    allowBook(c);
    const query = queryOf(c, VatBookQuerySchema);
    const period = periodOf(query.from, query.to);
    if (!period) throw new ApiFailure(400, 'bad_request', 'From and to must span a whole calendar month, quarter or year', 'to');
    await requireRecords(db, deps, query.issuer, query.from, query.to);
    const rows = bookRows(db, { issuer: query.issuer, from: query.from, to: query.to }, period.kind, query.tickets === 'summary');
    const body = query.format === 'csv' ? csvBody(rows) : xlsxBody(rows, `Expedidas ${query.from.slice(0, 4)}`);
    const type = query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const name = vatBookFileName(query.issuer, query.from, query.to, query.format);
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' },
    });
  });
}
