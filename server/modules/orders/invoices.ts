import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invoice, InvoiceLine, Language, ProductExtra } from '../../../src/api/contract';
import { invoiceUnitPrice } from '../../../src/domain/fiscal/invoiceVat';
import { round2 } from '../../../src/domain/pricing/money';
import { vatTypeOfSplit } from '../../../src/domain/pricing/vat';
import { negatedInvoiceAmounts, refundCorrectionAmounts } from '../../../src/domain/fiscal/correctiveInvoice';
import { shopClockTime, shopDateOf } from '../../../src/domain/schedule/shopTime';
import { agencyAmount, agencyDate, verificationUrl, type VerifactuEnvironment } from '../../../src/domain/fiscal/verifactuQr';
import type { Preference } from '../../../src/domain/pricing/pricing';
import type { Database } from '../../platform/db/connect';
import { invoices, locations, orderRefunds, orders } from '../../platform/db/schema';
import { pick } from '../catalogue/localize';
import { describeExtras } from './extrasText';
import { extrasDictionary } from './orderCatalogue';
import { lineChoices, linesOfOrders, type OrderLineRow, type OrderRow } from './serializers';

/** 100 ritmitos pay one euro. */
const RITMITOS_PER_EURO = 100;

/**
 * An order line on the invoice. An order that kept its per-rate VAT (`vatRates`) prints that breakdown,
 * so its lines carry only their rate; an order placed before then prints its lines' stored base and VAT,
 * as its invoice always did.
 */
function invoiceLine(line: OrderLineRow, order: OrderRow, dictionary: ReadonlyMap<number, ProductExtra>, language: Language): InvoiceLine {
  const extras = describeExtras(line.preferences as Preference[], dictionary, language);
  const title = pick(line.title, language);
  return {
    quantity: line.quantity,
    description: extras ? `${title} (${extras})` : title,
    // The stored unitPrice is the product's alone; the invoice's unit price carries the extras.
    price: invoiceUnitPrice({ quantity: line.quantity, price: line.unitPrice, total: line.priceBase }),
    // The goods' value; what ritmitos paid of it is shown apart (loyaltyAmount).
    total: line.priceBase,
    vatTypeId: line.vatTypeId,
    ...(order.vatRates ? {} : { vatBase: line.priceNet, vatAmount: line.priceVat }),
    code: line.productCode,
    choices: lineChoices(line),
    notes: line.notes,
  };
}

/** A delivery order's transport as an invoice line (0 when it went free), with the VAT type it was priced at. */
function transportLine(order: OrderRow, lines: readonly OrderLineRow[], language: Language): InvoiceLine {
  const gross = order.transportPrice;
  return {
    quantity: 1,
    description: { es: 'Envío a domicilio', en: 'Home delivery', ca: 'Enviament a domicili' }[language],
    price: gross,
    total: gross,
    ...(order.vatRates ? { vatTypeId: order.transportVatTypeId ?? undefined } : storedTransportSplit(order, lines)),
  };
}

/**
 * The transport of an order placed before orders kept their per-rate VAT: it kept only its gross price, so
 * its VAT is what the order's VAT has beyond the lines', and its type the one that splits so.
 */
export function storedTransportSplit(order: OrderRow, lines: readonly OrderLineRow[]): Pick<InvoiceLine, 'vatTypeId' | 'vatBase' | 'vatAmount'> {
  const gross = order.transportPrice;
  const vatAmount = round2(order.totalPriceVat - lines.reduce((sum, line) => sum + line.priceVat, 0));
  const vatTypeId = vatTypeOfSplit(gross, vatAmount);
  // Figures no VAT type explains are left without a rate: the invoice then shows its totals alone.
  return vatTypeId === null ? {} : { vatTypeId, vatBase: round2(gross - vatAmount), vatAmount };
}

/** The refunds the listed corrections undo, by id. */
async function refundsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof orderRefunds.$inferSelect>();
  const rows = await db.select().from(orderRefunds).where(inArray(orderRefunds.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A refund took the transport when its money is beyond what its lines hold (only a whole refund of a delivery order does). */
function refundTookTransport(refund: { total: number; lines: ReadonlyArray<{ index: number; quantity: number }> }, lines: readonly OrderLineRow[]): boolean {
  const ofLines = refund.lines.reduce((sum, { index, quantity }) => {
    const line = lines[index];
    return line && line.quantity > 0 ? sum + (line.price * quantity) / line.quantity : sum;
  }, 0);
  return round2(refund.total - ofLines) > 0.01;
}

/** The invoice another one names: the ticket an F3 replaces, the invoice an R5 corrects. */
const relatedInvoices = alias(invoices, 'related_invoices');

/** The invoices `where` selects, newest first, each with its shop's time zone (the invoice date's calendar). */
async function invoicesWhere(
  db: Database,
  where: SQL | undefined,
  language: Language,
  environment: VerifactuEnvironment,
): Promise<Array<{ invoice: Invoice; timeZone: string }>> {
  const rows = await db
    .select({
      invoice: invoices,
      order: orders,
      legal: locations.legal,
      timeZone: locations.timeZone,
      locationCode: locations.code,
      relatedInvoiceNumber: relatedInvoices.invoiceNumber,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .leftJoin(relatedInvoices, eq(relatedInvoices.id, invoices.relatedInvoiceId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  const [lines, dictionary, refunds] = await Promise.all([
    linesOfOrders(db, [...new Set(rows.map((row) => row.order.id))]),
    extrasDictionary(db),
    refundsByIds(
      db,
      rows.flatMap((row) => (row.invoice.refundId === null ? [] : [row.invoice.refundId])),
    ),
  ]);
  const extrasById = new Map(dictionary.map((extra) => [extra.id, extra]));
  return rows.map(({ invoice, order, legal, timeZone, locationCode, relatedInvoiceNumber }) => {
    const orderLines = lines.get(order.id) ?? [];
    const ofOrder: Invoice = {
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.issuedAt.toISOString(),
      orderId: order.id,
      orderCode: order.orderCode,
      locationCode,
      legal,
      products: [
        ...orderLines.map((line) => invoiceLine(line, order, extrasById, language)),
        ...(order.kind === 'delivery' ? [transportLine(order, orderLines, language)] : []),
      ],
      totalPrice: order.totalPrice,
      totalPriceNet: order.totalPriceNet,
      totalPriceVat: order.totalPriceVat,
      ...(order.vatRates ? { vatRates: order.vatRates } : {}),
      // No promotions exist; a ritmitos payment is loyaltyAmount, not a discount.
      totalDiscount: 0,
      loyaltyAmount: round2(order.ritmitosUsed / RITMITOS_PER_EURO),
      loyaltyPoints: order.ritmitosUsed,
      ritmitosLoyalty: order.ritmitosLoyalty,
      ritmitosUsed: order.ritmitosUsed,
      pickupTime: order.pickupAt ? shopClockTime(order.pickupAt, timeZone) : null,
    };
    const refund = invoice.refundId === null ? undefined : refunds.get(invoice.refundId);
    const amounts = refund
      ? refundCorrectionAmounts(ofOrder, orderLines.length, { ...refund, transport: refundTookTransport(refund, orderLines) })
      : invoice.invoiceType.startsWith('R')
        ? negatedInvoiceAmounts(ofOrder)
        : ofOrder;
    return {
      timeZone,
      invoice: {
        ...amounts,
        invoiceType: invoice.invoiceType,
        ...(invoice.recipient ? { recipient: invoice.recipient } : {}),
        ...(relatedInvoiceNumber ? { relatedInvoiceNumber } : {}),
        verificationUrl: verificationUrl(environment, {
          issuerNif: legal.vatNumber,
          number: invoice.invoiceNumber,
          // The issue date is the shop's calendar day, as the record the agency receives says.
          issueDate: agencyDate(shopDateOf(invoice.issuedAt, timeZone)),
          total: agencyAmount(amounts.totalPrice),
        }),
        paymentTypeId: order.paymentTypeId,
      },
    };
  });
}

/**
 * Invoice list of GET /customer/invoices, newest first: the selling shop's legal entity, each
 * line described with its extras, and the ritmitos side (paid with ritmitos in euros, earned).
 */
export async function listInvoices(db: Database, customerId: number, language: Language, environment: VerifactuEnvironment): Promise<Invoice[]> {
  return (await invoicesWhere(db, eq(invoices.customerId, customerId), language, environment)).map((row) => row.invoice);
}

/**
 * The invoice issued when the order was paid (its F2 ticket, or its F1 when a full invoice was asked for)
 * as the list shows it, with its shop's time zone: what the e-mailed receipt attaches. Null before payment.
 */
export async function invoiceOfOrder(
  db: Database,
  orderId: number,
  language: Language,
  environment: VerifactuEnvironment,
): Promise<{ invoice: Invoice; timeZone: string } | null> {
  const issuedAtPayment = and(eq(invoices.orderId, orderId), inArray(invoices.invoiceType, ['F1', 'F2']));
  return (await invoicesWhere(db, issuedAtPayment, language, environment))[0] ?? null;
}

/** One of the customer's invoices by its number, as the list shows it; null when it is not theirs or unknown. */
export async function invoiceWithNumber(
  db: Database,
  customerId: number,
  invoiceNumber: string,
  language: Language,
  environment: VerifactuEnvironment,
): Promise<Invoice | null> {
  return (await invoiceWithNumberAndZone(db, customerId, invoiceNumber, language, environment))?.invoice ?? null;
}

/** The same with its shop's time zone (the date its PDF prints). */
export async function invoiceWithNumberAndZone(
  db: Database,
  customerId: number,
  invoiceNumber: string,
  language: Language,
  environment: VerifactuEnvironment,
): Promise<{ invoice: Invoice; timeZone: string } | null> {
  const [row] = await invoicesWhere(db, and(eq(invoices.customerId, customerId), eq(invoices.invoiceNumber, invoiceNumber)), language, environment);
  return row ?? null;
}
