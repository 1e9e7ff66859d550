import type { VatBookPeriodKind } from '../../../../src/domain/fiscal/vatBookPeriod';
import { vatBookBuilder, type BookRow } from '../../../../src/domain/fiscal/vatBookRows';
import type { Database } from '../../../platform/db/connect';
import { bookInputs, type BookQuery } from './bookInputs';

/** The book's rows of the period as the invoices stream from the database; tickets summarised per day and rate unless `summarise` is false. */
export async function* bookRows(db: Database, query: BookQuery, kind: VatBookPeriodKind, summarise = true): AsyncGenerator<BookRow> {
  const builder = vatBookBuilder(kind, { summarise });
  for await (const input of bookInputs(db, query)) yield* builder.push(input);
  yield* builder.end();
}
