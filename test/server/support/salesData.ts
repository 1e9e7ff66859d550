import { inArray } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/connect';
import { invoices, orderEvents, orderLines, orderRefunds, orders, products } from '../../../server/platform/db/schema';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { PAYMENT_TYPE } from '../../../src/domain/pricing/paymentMethods';
import { VAT_PERCENT } from '../../../src/domain/pricing/vat';
import { daysOf, parseDay } from '../../../src/domain/reports/period';
import { refundedShareCents } from '../../../src/domain/reports/sums';
import { instantAt, shopDateOf, shopMomentOf } from '../../../src/domain/schedule/shopTime';

/** One generated invoice as the report should count it: cents, signed. */
export type MadeInvoice = {
  locationId: number;
  shopDate: string;
  hour: number;
  type: 'F1' | 'F2' | 'F3' | 'R1' | 'R5';
  totalCents: number;
  vatCents: number;
  rates: { percent: number; baseCents: number; vatCents: number }[];
  paymentTypeId: number;
  kind: 'pickup' | 'delivery';
  orderId: number;
};
export type MadeLine = { orderId: number; productCode: string; quantity: number; cents: number; vatCents: number };
export type MadeData = { invoices: MadeInvoice[]; lines: MadeLine[]; refundedLines: MadeLine[]; ritmitosPaid: number; transportCents: number };

/** A small deterministic random source, so a failing month fails again the same way. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function ratesOf(lines: { cents: number; percent: number }[]) {
  const byPercent = new Map<number, number>();
  for (const line of lines) byPercent.set(line.percent, (byPercent.get(line.percent) ?? 0) + line.cents);
  return [...byPercent].map(([percent, gross]) => {
    const baseCents = Math.round((gross * 100) / (100 + percent));
    return { percent, baseCents, vatCents: gross - baseCents };
  });
}

const negate = (rates: ReturnType<typeof ratesOf>) => rates.map((rate) => ({ percent: rate.percent, baseCents: -rate.baseCents, vatCents: -rate.vatCents }));
const ratesJson = (rates: ReturnType<typeof ratesOf>) => rates.map((rate) => ({ percent: rate.percent, base: rate.baseCents / 100, vat: rate.vatCents / 100 }));

/**
 * Paid orders straight into the tables, as the checkout and the refunds leave them: per shop and day of the
 * period some orders at random hours (one at 23:59 on the shop's clock), their lines, a ticket or a full
 * invoice, sometimes an F3 replacing the ticket, a refund of some units (an order_refunds row and its
 * correction) or a shop's whole correction, and counter events of their preparation. Answers what was made.
 */
export async function generateSales(
  db: Database,
  options: { customerId: number; locationIds: number[]; from: string; to: string; perDay: number; seed: number },
): Promise<MadeData> {
  const next = random(options.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const catalogue = await db.select({ code: products.productCode, title: products.title, vatTypeId: products.vatTypeId }).from(products).limit(12);
  const made: MadeData = { invoices: [], lines: [], refundedLines: [], ritmitosPaid: 0, transportCents: 0 };
  let serial = 0;
  for (const day of daysOf({ from: options.from, to: options.to })) {
    for (const locationId of options.locationIds) {
      for (let n = 0; n < options.perDay; n++) {
        serial++;
        const minutes = n === 0 ? 23 * 60 + 59.5 : 7 * 60 + Math.floor(next() * 15 * 60);
        const paidAt = instantAt(parseDay(day)!, minutes);
        const kind = next() < 0.2 ? 'delivery' : 'pickup';
        const paymentTypeId = pick([PAYMENT_TYPE.card, PAYMENT_TYPE.wallet, PAYMENT_TYPE.bizum]);
        const lineCount = 1 + Math.floor(next() * 3);
        const lines = Array.from({ length: lineCount }, (_, position) => {
          const product = pick(catalogue);
          const quantity = 1 + Math.floor(next() * 3);
          const unitCents = 120 + Math.floor(next() * 400);
          const percent = VAT_PERCENT[product.vatTypeId] ?? 10;
          const cents = unitCents * quantity;
          const vatCents = cents - Math.round((cents * 100) / (100 + percent));
          return { position, product, quantity, unitCents, cents, vatCents, percent };
        });
        const transportCents = kind === 'delivery' ? 250 : 0;
        const rates = ratesOf([...lines, ...(transportCents ? [{ cents: transportCents, percent: 21 }] : [])]);
        const totalCents = lines.reduce((sum, line) => sum + line.cents, 0) + transportCents;
        const vatCents = rates.reduce((sum, rate) => sum + rate.vatCents, 0);
        const ritmitosUsed = next() < 0.15 ? 100 + Math.floor(next() * 200) : 0;
        const [order] = await db
          .insert(orders)
          .values({
            customerId: options.customerId,
            locationId,
            orderCode: `GEN-${options.seed}-${serial}`,
            gatewayOrderNumber: `9${String(options.seed).padStart(3, '0')}${String(serial).padStart(8, '0')}`,
            kind,
            paymentTypeId,
            statusId: ORDER_STATUS.delivery,
            paymentStatusId: PAYMENT_STATUS.paid,
            totalProducts: lineCount,
            totalPrice: totalCents / 100,
            totalPriceNet: (totalCents - vatCents) / 100,
            totalPriceVat: vatCents / 100,
            ritmitosUsed,
            transportPrice: transportCents / 100,
            shopDate: day,
            createdAt: paidAt,
            paidAt,
          })
          .returning({ id: orders.id });
        const orderId = order!.id;
        await db.insert(orderLines).values(
          lines.map((line) => ({
            orderId,
            position: line.position,
            productCode: line.product.code,
            title: line.product.title,
            quantity: line.quantity,
            unitPrice: line.unitCents / 100,
            price: line.cents / 100,
            priceNet: (line.cents - line.vatCents) / 100,
            priceVat: line.vatCents / 100,
            priceBase: line.cents / 100,
            vatTypeId: line.product.vatTypeId,
            preferences: [],
          })),
        );
        made.ritmitosPaid += ritmitosUsed;
        made.transportCents += transportCents;
        for (const line of lines)
          made.lines.push({ orderId, productCode: line.product.code, quantity: line.quantity, cents: line.cents, vatCents: line.vatCents });
        const saleType = next() < 0.1 ? 'F1' : 'F2';
        const base = { orderId, customerId: options.customerId, locationId, issuerNif: 'B00000000' };
        const hour = Math.floor(shopMomentOf(paidAt).minutes / 60);
        const shopDate = shopDateOf(paidAt);
        const [sale] = await db
          .insert(invoices)
          .values({
            ...base,
            invoiceNumber: `G${options.seed}-${serial}`,
            issuedAt: paidAt,
            invoiceType: saleType,
            shopDate,
            total: totalCents / 100,
            vatTotal: vatCents / 100,
            vatRates: ratesJson(rates),
          })
          .returning({ id: invoices.id });
        const common = { locationId, paymentTypeId, kind, orderId } as const;
        made.invoices.push({ ...common, shopDate, hour, type: saleType, totalCents, vatCents, rates });
        if (saleType === 'F2' && next() < 0.1) {
          await db.insert(invoices).values({
            ...base,
            invoiceNumber: `G${options.seed}-${serial}-F3`,
            issuedAt: new Date(paidAt.getTime() + 3_600_000),
            invoiceType: 'F3',
            relatedInvoiceId: sale!.id,
            shopDate: shopDateOf(new Date(paidAt.getTime() + 3_600_000)),
            total: totalCents / 100,
            vatTotal: vatCents / 100,
            vatRates: ratesJson(rates),
          });
        }
        const fate = next();
        const correctedAt = new Date(paidAt.getTime() + Math.floor(next() * 30) * 3_600_000);
        const correctionType = saleType === 'F1' ? 'R1' : 'R5';
        const correction = {
          ...base,
          issuedAt: correctedAt,
          invoiceType: correctionType,
          relatedInvoiceId: sale!.id,
          shopDate: shopDateOf(correctedAt),
        } as const;
        const correctionMade = {
          ...common,
          shopDate: shopDateOf(correctedAt),
          hour: Math.floor(shopMomentOf(correctedAt).minutes / 60),
          type: correctionType,
        } as const;
        if (fate < 0.08) {
          // A shop's whole correction: every line and the ritmitos go back.
          await db.insert(invoices).values({
            ...correction,
            invoiceNumber: `G${options.seed}-${serial}-R`,
            total: -totalCents / 100,
            vatTotal: -vatCents / 100,
            vatRates: ratesJson(negate(rates)),
          });
          made.invoices.push({ ...correctionMade, totalCents: -totalCents, vatCents: -vatCents, rates: negate(rates) });
          made.ritmitosPaid -= ritmitosUsed;
          for (const line of lines)
            made.refundedLines.push({ orderId, productCode: line.product.code, quantity: line.quantity, cents: line.cents, vatCents: line.vatCents });
        } else if (fate < 0.2) {
          const line = lines[0]!;
          const quantity = 1;
          const cents = refundedShareCents(line.cents, line.quantity, quantity);
          const vatShare = refundedShareCents(line.vatCents, line.quantity, quantity);
          const refundRates = ratesOf([{ cents, percent: line.percent }]);
          const ritmitosReturned = Math.min(ritmitosUsed, 50);
          const [refund] = await db
            .insert(orderRefunds)
            .values({
              orderId,
              lines: [{ index: line.position, quantity }],
              total: cents / 100,
              vatTotal: refundRates[0]!.vatCents / 100,
              vatRates: ratesJson(refundRates),
              moneyCents: cents,
              ritmitosReturned,
              reason: 'generated',
              createdAt: correctedAt,
            })
            .returning({ id: orderRefunds.id });
          await db.insert(invoices).values({
            ...correction,
            invoiceNumber: `G${options.seed}-${serial}-R${refund!.id}`,
            refundId: refund!.id,
            total: -cents / 100,
            vatTotal: -refundRates[0]!.vatCents / 100,
            vatRates: ratesJson(negate(refundRates)),
          });
          made.invoices.push({ ...correctionMade, totalCents: -cents, vatCents: -refundRates[0]!.vatCents, rates: negate(refundRates) });
          made.ritmitosPaid -= ritmitosReturned;
          made.refundedLines.push({ orderId, productCode: line.product.code, quantity, cents, vatCents: vatShare });
        }
      }
    }
  }
  return made;
}

/** Counter events of one order's preparation: in preparation at `started`, prepared `minutes` later. */
export async function preparation(db: Database, orderId: number, started: Date, minutes: number): Promise<void> {
  const [order] = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [orderId]));
  const base = {
    orderId,
    locationId: order!.locationId,
    customerId: order!.customerId,
    kind: order!.kind,
    type: 'status' as const,
    paymentStatus: PAYMENT_STATUS.paid,
    source: 'board' as const,
    totalProducts: 1,
  };
  await db.insert(orderEvents).values([
    { ...base, fromStatus: ORDER_STATUS.inQueue, toStatus: ORDER_STATUS.inPreparation, at: started },
    { ...base, fromStatus: ORDER_STATUS.inPreparation, toStatus: ORDER_STATUS.prepared, at: new Date(started.getTime() + minutes * 60_000) },
  ]);
}

/**
 * One paid ticket at `at` (two cappuccinos and a croissant's worth of lines, 10 % VAT) and, an hour later, a
 * refund of one unit with its R5 correction: what a shop's day with a sale and a refund leaves in the tables.
 */
export async function saleWithRefund(db: Database, customerId: number, locationId: number, at: Date): Promise<{ orderId: number }> {
  const [product] = await db.select({ code: products.productCode, title: products.title, vatTypeId: products.vatTypeId }).from(products).limit(1);
  const percent = VAT_PERCENT[product!.vatTypeId] ?? 10;
  const stamp = at.getTime();
  const lineCents = 2 * 250;
  const rates = ratesOf([{ cents: lineCents, percent }]);
  const vatCents = rates[0]!.vatCents;
  const [order] = await db
    .insert(orders)
    .values({
      customerId,
      locationId,
      orderCode: `E2E-${stamp}`,
      gatewayOrderNumber: `8${String(stamp).slice(-11)}`,
      kind: 'pickup',
      paymentTypeId: PAYMENT_TYPE.card,
      statusId: ORDER_STATUS.delivery,
      paymentStatusId: PAYMENT_STATUS.paid,
      totalProducts: 1,
      totalPrice: lineCents / 100,
      totalPriceNet: (lineCents - vatCents) / 100,
      totalPriceVat: vatCents / 100,
      shopDate: shopDateOf(at),
      createdAt: at,
      paidAt: at,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await db.insert(orderLines).values({
    orderId,
    position: 0,
    productCode: product!.code,
    title: product!.title,
    quantity: 2,
    unitPrice: 2.5,
    price: lineCents / 100,
    priceNet: (lineCents - vatCents) / 100,
    priceVat: vatCents / 100,
    priceBase: lineCents / 100,
    vatTypeId: product!.vatTypeId,
    preferences: [],
  });
  const base = { orderId, customerId, locationId, issuerNif: 'B00000000' };
  const [sale] = await db
    .insert(invoices)
    .values({
      ...base,
      invoiceNumber: `E2E-${stamp}`,
      issuedAt: at,
      invoiceType: 'F2',
      shopDate: shopDateOf(at),
      total: lineCents / 100,
      vatTotal: vatCents / 100,
      vatRates: ratesJson(rates),
    })
    .returning({ id: invoices.id });
  const refundAt = new Date(stamp + 60_000);
  const refundRates = ratesOf([{ cents: 250, percent }]);
  const [refund] = await db
    .insert(orderRefunds)
    .values({
      orderId,
      lines: [{ index: 0, quantity: 1 }],
      total: 2.5,
      vatTotal: refundRates[0]!.vatCents / 100,
      vatRates: ratesJson(refundRates),
      moneyCents: 250,
      reason: 'e2e',
      createdAt: refundAt,
    })
    .returning({ id: orderRefunds.id });
  await db.insert(invoices).values({
    ...base,
    invoiceNumber: `E2E-${stamp}-R`,
    issuedAt: refundAt,
    invoiceType: 'R5',
    relatedInvoiceId: sale!.id,
    refundId: refund!.id,
    shopDate: shopDateOf(refundAt),
    total: -2.5,
    vatTotal: -refundRates[0]!.vatCents / 100,
    vatRates: ratesJson(negate(refundRates)),
  });
  return { orderId };
}
