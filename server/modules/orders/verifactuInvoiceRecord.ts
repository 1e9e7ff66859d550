import { and, desc, eq, sql } from 'drizzle-orm';
import { agencyDateTime } from '../../../src/domain/fiscal/agencyTime';
import { round2 } from '../../../src/domain/pricing/money';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import type { FiscalDetails } from '../../../src/domain/fiscal/taxId';
import { vatPercentOf } from '../../../src/domain/pricing/vat';
import { agencyAmount, agencyDate } from '../../../src/domain/fiscal/verifactuQr';
import type { Executor, Transaction } from '../../platform/db/transaction';
import type { InvoiceIssuer } from '../../platform/config/config';
import { invoices, locations, orderRefunds, orders, verifactuRecords } from '../../platform/db/schema';
import { storedTransportSplit } from './invoices';
import { linesOfOrders, type OrderLineRow, type OrderRow } from './serializers';
import { appendRecord, type AppendedRecord } from '../fiscal/verifactu/appendRecord';
import type { AltaRecord, ChainLink, InvoiceId, InvoiceType, VatBreakdownLine } from '../../platform/db/verifactuRecordTypes';

/** One VAT rate of an invoice in euros: its percentage, taxable base and VAT. */
export interface RateAmounts {
  percent: number;
  base: number;
  vat: number;
}

/** Everything an issue record says, gathered from the invoice, its order and its shop. */
export interface InvoiceFacts {
  number: string;
  type: InvoiceType;
  issuedAt: Date;
  /** The selling shop's zone: the calendar of the issue date and the clock of the generation time. */
  timeZone: string;
  orderCode: string;
  rates: readonly RateAmounts[];
  /** The order's VAT and total (ImporteTotal), in euros, as charged. */
  vatTotal: number;
  total: number;
  /** F1 and F3: who the invoice is made out to. */
  recipient: FiscalDetails | null;
  /** F3: the ticket it replaces; R1 and R5: the invoice it corrects, as its record named it. */
  related: InvoiceId | null;
  /** A correction of a manager's refund of some of the order (its amounts the refund's), not of the whole order. */
  partialRefund?: boolean;
}

/** NumSerieFactura and FechaExpedicionFactura (dd-mm-yyyy on the shop's calendar) of an invoice. */
export function invoiceIdOf(issuerNif: string, number: string, issuedAt: Date, timeZone: string): InvoiceId {
  return { issuerNif, number, issueDate: agencyDate(shopDateOf(issuedAt, timeZone)) };
}

/** DescripcionOperacion: what was sold, naming the order; a correction names the invoice it corrects. */
export function operationDescription(facts: Pick<InvoiceFacts, 'type' | 'orderCode' | 'related' | 'partialRefund'>): string {
  if (facts.type.startsWith('R') && facts.partialRefund) {
    return `Rectificación de la factura ${facts.related?.number ?? ''} por devolución del pedido ${facts.orderCode}`;
  }
  if (facts.type.startsWith('R'))
    return `Rectificación de la factura ${facts.related?.number ?? ''} por cancelación y devolución del pedido ${facts.orderCode}`;
  return `Venta de productos de cafetería, pedido ${facts.orderCode}`;
}

/**
 * The issue record ("registro de alta") of an invoice, without its hash. A correction (R1, R5) is by
 * differences (TipoRectificativa I): every amount it undoes is written negated; its facts carry the
 * corrected sale's amounts (the whole order's, or a refund's).
 */
export function altaRecordOf(issuer: InvoiceIssuer, facts: InvoiceFacts, chain: ChainLink, generatedAt: Date): Omit<AltaRecord, 'huella'> {
  const sign = facts.type.startsWith('R') ? -1 : 1;
  const amount = (euros: number) => agencyAmount(sign * euros + 0);
  const breakdown: VatBreakdownLine[] = facts.rates.map((rate) => ({ rate: agencyAmount(rate.percent), base: amount(rate.base), vat: amount(rate.vat) }));
  const needsRecipient = facts.type === 'F1' || facts.type === 'F3' || facts.type === 'R1';
  if (needsRecipient && !facts.recipient) throw new Error(`Invoice ${facts.number} is an ${facts.type} without a recipient`);
  if ((facts.type === 'F3' || facts.type.startsWith('R')) && !facts.related) throw new Error(`Invoice ${facts.number} is an ${facts.type} naming no invoice`);
  return {
    kind: 'alta',
    id: invoiceIdOf(issuer.issuerNif, facts.number, facts.issuedAt, facts.timeZone),
    issuerName: issuer.issuerName,
    invoiceType: facts.type,
    description: operationDescription(facts),
    ...(needsRecipient && facts.recipient ? { recipient: { name: facts.recipient.name, nif: facts.recipient.taxId } } : {}),
    ...(facts.type.startsWith('R') && facts.related ? { corrects: facts.related } : {}),
    ...(facts.type === 'F3' && facts.related ? { replaces: [facts.related] } : {}),
    breakdown,
    vatTotal: amount(facts.vatTotal),
    total: amount(facts.total),
    chain,
    system: issuer.system,
    generatedAt: agencyDateTime(generatedAt, facts.timeZone),
    hashType: '01',
  };
}

/**
 * The VAT per rate of an order: what it kept when placed, or for an order placed before it kept them,
 * its lines' stored base and VAT added up per rate (and its transport's, as its invoice prints them). An
 * order with nothing charged in money keeps no rate: its rates are written at zero, the agency asking
 * for at least one.
 */
export function orderRates(order: Pick<OrderRow, 'vatRates' | 'kind' | 'transportPrice' | 'totalPriceVat'>, lines: readonly OrderLineRow[]): RateAmounts[] {
  if (order.vatRates && order.vatRates.length > 0) return order.vatRates.map(({ percent, base, vat }) => ({ percent, base, vat }));
  const byType = new Map<number, { base: number; vat: number }>();
  const add = (vatTypeId: number, base: number, vat: number) => {
    const sum = byType.get(vatTypeId) ?? { base: 0, vat: 0 };
    byType.set(vatTypeId, { base: round2(sum.base + base), vat: round2(sum.vat + vat) });
  };
  if (order.vatRates) {
    for (const line of lines) add(line.vatTypeId, 0, 0);
  } else {
    for (const line of lines) add(line.vatTypeId, line.priceNet, line.priceVat);
    if (order.kind === 'delivery' && order.transportPrice > 0) {
      const transport = storedTransportSplit(order as OrderRow, lines);
      if (transport.vatTypeId !== undefined) add(transport.vatTypeId, transport.vatBase ?? 0, transport.vatAmount ?? 0);
    }
  }
  return [...byType.entries()].map(([vatTypeId, sums]) => ({ percent: vatPercentOf(vatTypeId), ...sums })).sort((a, b) => a.percent - b.percent);
}

/** The id an invoice's issue record gave it (what the agency knows it by), or null before records existed. */
async function recordedIdOf(tx: Executor, invoiceId: number): Promise<InvoiceId | null> {
  const [recorded] = await tx
    .select({ fields: verifactuRecords.fields })
    .from(verifactuRecords)
    .where(and(eq(verifactuRecords.invoiceId, invoiceId), eq(verifactuRecords.kind, 'alta')))
    .orderBy(desc(verifactuRecords.id))
    .limit(1);
  return recorded?.fields.id ?? null;
}

/** An invoice with its order and shop zone; the id the agency knows it by, recorded or as it would be. */
export async function invoiceWithOrder(tx: Executor, invoiceId: number, issuerNif: string) {
  const [row] = await tx
    .select({ invoice: invoices, order: orders, timeZone: locations.timeZone })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`There is no invoice ${invoiceId}`);
  const agencyId = (await recordedIdOf(tx, invoiceId)) ?? invoiceIdOf(issuerNif, row.invoice.invoiceNumber, row.invoice.issuedAt, row.timeZone);
  return { ...row, agencyId };
}

/** Gathers an invoice's facts from the database. */
export async function invoiceFacts(tx: Executor, invoiceId: number, issuerNif: string): Promise<InvoiceFacts> {
  const { invoice, order, timeZone } = await invoiceWithOrder(tx, invoiceId, issuerNif);
  const lines = order.vatRates && order.vatRates.length > 0 ? [] : ((await linesOfOrders(tx, [order.id])).get(order.id) ?? []);
  const related = invoice.relatedInvoiceId === null ? null : (await invoiceWithOrder(tx, invoice.relatedInvoiceId, issuerNif)).agencyId;
  const [refund] =
    invoice.refundId === null
      ? []
      : await tx
          .select({ total: orderRefunds.total, vatTotal: orderRefunds.vatTotal, vatRates: orderRefunds.vatRates })
          .from(orderRefunds)
          .where(eq(orderRefunds.id, invoice.refundId));
  if (refund) {
    return {
      number: invoice.invoiceNumber,
      type: invoice.invoiceType,
      issuedAt: invoice.issuedAt,
      timeZone,
      orderCode: order.orderCode,
      rates: refund.vatRates.map(({ percent, base, vat }) => ({ percent, base, vat })),
      vatTotal: refund.vatTotal,
      total: refund.total,
      recipient: invoice.recipient,
      related,
      partialRefund: true,
    };
  }
  return {
    number: invoice.invoiceNumber,
    type: invoice.invoiceType,
    issuedAt: invoice.issuedAt,
    timeZone,
    orderCode: order.orderCode,
    rates: orderRates(order, lines),
    vatTotal: order.totalPriceVat,
    total: order.totalPrice,
    recipient: invoice.recipient,
    related,
  };
}

/**
 * The invoice keeps what its record says (signed as the record: a correction negative), its shop and its
 * day on the shop's calendar, so reports and the VAT book add up invoices without reading every record.
 */
async function keepInvoiceAmounts(tx: Transaction, invoiceId: number, issuerNif: string, facts: InvoiceFacts): Promise<void> {
  const sign = facts.type.startsWith('R') ? -1 : 1;
  const signed = (euros: number) => round2(sign * euros) + 0;
  await tx
    .update(invoices)
    .set({
      locationId: sql`(select ${orders.locationId} from ${orders} where ${orders.id} = ${invoices.orderId})`,
      shopDate: shopDateOf(facts.issuedAt, facts.timeZone),
      issuerNif,
      total: signed(facts.total),
      vatTotal: signed(facts.vatTotal),
      vatRates: facts.rates.map((rate) => ({ percent: rate.percent, base: signed(rate.base), vat: signed(rate.vat) })),
    })
    .where(eq(invoices.id, invoiceId));
}

/** Writes the issue record of a new invoice into its issuer's chain and the agency queue, in the caller's transaction. */
export async function appendInvoiceRecord(tx: Transaction, invoiceId: number, issuer: InvoiceIssuer, now: Date): Promise<AppendedRecord> {
  const facts = await invoiceFacts(tx, invoiceId, issuer.issuerNif);
  await keepInvoiceAmounts(tx, invoiceId, issuer.issuerNif, facts);
  return appendRecord(tx, { issuerNif: issuer.issuerNif, invoiceId, build: (chain) => altaRecordOf(issuer, facts, chain, now) });
}
