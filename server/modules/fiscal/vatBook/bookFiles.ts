import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { csvHeader, csvLine, sheetValues, VAT_BOOK_COLUMNS } from '../../../../src/domain/fiscal/vatBookLayout';
import type { BookRow } from '../../../../src/domain/fiscal/vatBookRows';

/** Rows joined into one chunk of the CSV: fewer, larger writes to the socket. */
const ROWS_PER_CHUNK = 500;

/** The book as a CSV body (BOM, `;`, CRLF), read from `rows` only as fast as the client takes it. */
export function csvBody(rows: AsyncIterable<BookRow>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = started ? '' : csvHeader();
      started = true;
      for (let count = 0; count < ROWS_PER_CHUNK; count += 1) {
        const next = await iterator.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += csvLine(next.value);
      }
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * The book as an XLSX body, written by ExcelJS's streaming writer (no styles, no shared strings: each row
 * leaves memory once written): one sheet, the layout's header row, amounts as numbers. Writing waits while
 * the client has not taken what was written.
 */
export function xlsxBody(rows: AsyncIterable<BookRow>, sheetName: string): ReadableStream<Uint8Array> {
  const stream = new PassThrough();
  // The fastest deflate: a book's rows repeat so much that it still shrinks them about tenfold.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const write = async () => {
    const sheet = workbook.addWorksheet(sheetName);
    sheet.addRow([...VAT_BOOK_COLUMNS]).commit();
    for await (const row of rows) {
      sheet.addRow(sheetValues(row)).commit();
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
      // The client went away: stop reading (leaving the loop closes the database cursor).
      if (stream.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
