import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Language } from '../../../../src/api/contract';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  type ExportInvoice,
  type ExportOrder,
} from '../../../../src/api/contract/customer/accountExport';
import { paymentMethodOf } from '../../../../src/domain/pricing/paymentMethods';
import {
  addresses,
  cities,
  customers,
  invoices,
  loginCodes,
  loyaltyMovements,
  orderRefunds,
  orderWithdrawals,
  orders,
  products,
  provinces,
  pushSubscriptions,
  referrals,
  reviews,
} from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/envelope';
import type { Executor } from '../../../platform/db/transaction';
import { pick } from '../../catalogue/localize';
import { loyaltySummary } from '../../loyalty/summary';
import { orderViews, type OrderRow } from '../../orders/serializers';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The push service's host of a subscription endpoint (the rest of the URL identifies the device). */
function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

async function customerPart(db: Executor, customerId: number): Promise<AccountExport['customer'] & { id: number }> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw notFound('Customer not found');
  return {
    id: row.id,
    code: row.code,
    email: row.email,
    name: row.name,
    phone: row.phone,
    createdAt: iso(row.createdAt),
    preferences: { receivePromotions: row.receivePromotions, receiveNews: row.receiveNews },
    fiscal: row.fiscal ?? null,
  };
}

async function addressPart(db: Executor, customerId: number, language: Language): Promise<AccountExport['addresses']> {
  const rows = await db
    .select({ address: addresses, cityName: cities.name, provinceName: provinces.name })
    .from(addresses)
    .leftJoin(cities, eq(cities.code, addresses.cityCode))
    .leftJoin(provinces, eq(provinces.code, addresses.provinceCode))
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  void language;
  return rows.map(({ address, cityName, provinceName }) => ({
    addressId: address.id,
    contactFullName: address.contactFullName,
    contactPhone: address.contactPhone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    cp: address.cp,
    city: cityName ?? address.cityCode,
    province: provinceName ?? address.provinceCode,
    notes: address.notes,
    isDefault: address.isDefault,
  }));
}

async function orderPart(db: Executor, rows: OrderRow[], language: Language): Promise<ExportOrder[]> {
  const views = await orderViews(db, rows, language);
  const refunds =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderRefunds)
          .where(
            inArray(
              orderRefunds.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderRefunds.id));
  const withdrawals =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderWithdrawals)
          .where(
            inArray(
              orderWithdrawals.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderWithdrawals.id));
  return rows.map((row, index) => {
    const view = views[index]!;
    const address = row.deliveryAddress;
    return {
      orderId: row.id,
      orderCode: row.orderCode,
      kind: row.kind,
      locationCode: view.locationCode,
      createdAt: iso(row.createdAt),
      paidAt: isoOrNull(row.paidAt),
      cancelledAt: isoOrNull(row.cancelledAt),
      pickupAt: isoOrNull(row.pickupAt),
      status: view.orderStatus.name,
      paymentStatus: view.paymentStatus.name,
      paymentMethod: paymentMethodOf(row.paymentTypeId),
      totalPrice: row.totalPrice,
      totalPriceNet: row.totalPriceNet,
      totalPriceVat: row.totalPriceVat,
      transportPrice: row.transportPrice,
      ritmitosUsed: row.ritmitosUsed,
      ritmitosEarned: row.ritmitosLoyalty,
      lines: view.products.map((line) => ({
        productCode: line.code,
        title: line.title,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        price: line.price,
        ritmitosUsed: line.ritmitosUsed,
        extras: line.extrasDescription,
        notes: line.notes,
      })),
      deliveryAddress: address
        ? {
            contactFullName: address.contactFullName,
            contactPhone: address.contactPhone,
            addressLine1: address.addressLine1,
            addressLine2: address.addressLine2 ?? '',
            cp: address.cp,
            city: address.cityName,
            province: address.provinceName,
          }
        : null,
      refunds: refunds
        .filter((refund) => refund.orderId === row.id)
        .map((refund) => ({
          createdAt: iso(refund.createdAt),
          lines: refund.lines,
          total: refund.total,
          ritmitosReturned: refund.ritmitosReturned,
          reason: refund.reason,
        })),
      withdrawals: withdrawals
        .filter((withdrawal) => withdrawal.orderId === row.id)
        .map((withdrawal) => ({
          createdAt: iso(withdrawal.createdAt),
          lines: withdrawal.lines,
          reason: withdrawal.reason,
          refunded: withdrawal.refundId !== null,
        })),
    };
  });
}

async function invoicePart(db: Executor, customerId: number, orderRows: OrderRow[]): Promise<ExportInvoice[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.customerId, customerId)).orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const numbers = new Map(rows.map((row) => [row.id, row.invoiceNumber]));
  const orderById = new Map(orderRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const order = orderById.get(row.orderId);
    return {
      invoiceNumber: row.invoiceNumber,
      series: row.invoiceNumber.split('-')[0] ?? '',
      kind: row.invoiceType,
      issuedAt: iso(row.issuedAt),
      orderCode: order?.orderCode ?? '',
      // Invoices from before their figures were kept say what their order says.
      total: row.total ?? order?.totalPrice ?? 0,
      vatTotal: row.vatTotal ?? order?.totalPriceVat ?? 0,
      recipient: row.recipient ?? null,
      relatedInvoiceNumber: row.relatedInvoiceId === null ? null : (numbers.get(row.relatedInvoiceId) ?? null),
    };
  });
}

async function invitationPart(db: Executor, customer: { id: number; email: string }): Promise<AccountExport['invitations']> {
  const sent = await db.select().from(referrals).where(eq(referrals.inviterId, customer.id)).orderBy(asc(referrals.id));
  // Only the date: the inviter is another customer, whose name and e-mail are not this customer's data.
  const [received] = await db
    .select({ createdAt: referrals.createdAt })
    .from(referrals)
    .where(or(eq(referrals.friendCustomerId, customer.id), and(isNull(referrals.friendCustomerId), eq(referrals.friendEmail, customer.email.toLowerCase()))))
    .limit(1);
  return {
    sent: sent.map((row) => ({ friendName: row.friendName, friendEmail: row.friendEmail, createdAt: iso(row.createdAt), rewarded: row.rewardedAt !== null })),
    received: received ? { from: 'a friend', createdAt: iso(received.createdAt) } : null,
  };
}

/**
 * GET /customer/account/export: everything kept of the customer and nothing of anyone else, in the
 * request's language (status names, product titles), read by the caller's executor (one transaction).
 */
export async function exportAccount(db: Executor, customerId: number, language: Language, now: Date): Promise<AccountExport> {
  const { id, ...customer } = await customerPart(db, customerId);
  const orderRows = await db.select().from(orders).where(eq(orders.customerId, id)).orderBy(asc(orders.createdAt), asc(orders.id));
  const [addressList, orderList, invoiceList, movements, loyalty, invitations, reviewRows, pushRows, signInRows] = await Promise.all([
    addressPart(db, id, language),
    orderPart(db, orderRows, language),
    invoicePart(db, id, orderRows),
    db.select().from(loyaltyMovements).where(eq(loyaltyMovements.customerId, id)).orderBy(asc(loyaltyMovements.createdAt), asc(loyaltyMovements.id)),
    loyaltySummary(db, id, now),
    invitationPart(db, { id, email: customer.email }),
    db
      .select({ review: reviews, title: products.title })
      .from(reviews)
      .leftJoin(products, eq(products.productCode, reviews.productCode))
      .where(eq(reviews.customerId, id))
      .orderBy(asc(reviews.id)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, id))
      .orderBy(asc(pushSubscriptions.id)),
    db
      .select({ createdAt: loginCodes.createdAt, consumedAt: loginCodes.consumedAt })
      .from(loginCodes)
      .where(eq(loginCodes.email, customer.email))
      .orderBy(asc(loginCodes.createdAt)),
  ]);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: iso(now),
    language,
    partial: false,
    missing: [],
    customer,
    addresses: addressList,
    orders: orderList,
    invoices: invoiceList,
    ritmitos: {
      balance: loyalty.ritmitosAvailable,
      movements: movements.map((row) => ({
        date: iso(row.createdAt),
        kind: row.kind,
        amount: row.amount,
        description: row.description,
        expiresAt: isoOrNull(row.expiresAt),
      })),
    },
    invitations,
    reviews: reviewRows.map(({ review, title }) => ({
      productCode: review.productCode,
      productTitle: title ? pick(title, language) : review.productCode,
      rating: review.rating,
      createdAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
    })),
    pushSubscriptions: pushRows.map((row) => ({ host: endpointHost(row.endpoint), createdAt: iso(row.createdAt) })),
    signIns: signInRows.map((row) => ({ requestedAt: iso(row.createdAt), usedAt: isoOrNull(row.consumedAt) })),
  };
}
