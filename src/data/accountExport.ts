import type { DeliveryOrder, Invoice, Order } from '../api/contract';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  type ExportInvoice,
  type ExportOrder,
  type ExportSection,
} from '../api/contract/customer/accountExport';
import { paymentMethodOf } from '../domain/pricing/paymentMethods';
import type { AppDb } from './db';
import { isOnline } from './online';
import { apiClient } from './runtime';

/** What the device never keeps: an offline export always lacks these. */
const NEVER_ON_DEVICE: ExportSection[] = ['refunds', 'invitations', 'reviews', 'pushSubscriptions', 'signIns'];

function orderOf(order: Order | DeliveryOrder, kind: ExportOrder['kind']): ExportOrder {
  const address = 'address' in order ? order.address : null;
  return {
    orderId: order.orderId,
    orderCode: order.orderCode,
    kind,
    locationCode: order.locationCode,
    createdAt: order.orderDate,
    // The device's copy says neither when it was paid nor when cancelled.
    paidAt: null,
    cancelledAt: null,
    pickupAt: order.pickupAt ?? null,
    status: order.orderStatus.name,
    paymentStatus: order.paymentStatus.name,
    paymentMethod: paymentMethodOf(order.paymentType.id),
    totalPrice: order.totalPrice,
    totalPriceNet: order.totalPriceNet,
    totalPriceVat: order.totalPriceVat,
    transportPrice: order.transport.price,
    ritmitosUsed: order.ritmitosUsed,
    ritmitosEarned: order.ritmitosLoyalty,
    lines: order.products.map((line) => ({
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
          contactPhone: '',
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          cp: address.cp,
          city: address.cityName,
          province: address.provinceName,
        }
      : null,
    refunds: [],
    withdrawals: ('withdrawal' in order ? order.withdrawal?.requests : undefined)?.map((request) => ({
      createdAt: request.at,
      lines: request.lines,
      reason: request.reason,
      refunded: request.refunded,
    })) ?? [],
  };
}

function invoiceOf(invoice: Invoice): ExportInvoice {
  return {
    invoiceNumber: invoice.invoiceNumber,
    series: invoice.invoiceNumber.split('-')[0] ?? '',
    kind: invoice.invoiceType ?? 'F2',
    issuedAt: invoice.invoiceDate,
    orderCode: invoice.orderCode,
    total: invoice.totalPrice,
    vatTotal: invoice.totalPriceVat,
    recipient: invoice.recipient ?? null,
    relatedInvoiceNumber: invoice.relatedInvoiceNumber ?? null,
  };
}

const byDate = <T>(date: (item: T) => string) => (a: T, b: T) => date(a).localeCompare(date(b));

/**
 * The export made from what the device keeps of the signed-in customer (offline): `partial`, with
 * `missing` naming what the device never keeps and what it holds no copy of. Null when nobody is signed in.
 */
export async function offlineAccountExport(db: AppDb, language: string, now: Date): Promise<AccountExport | null> {
  const [session, account, fiscal, loyalty, addresses, orders, deliveryOrders, invoices] = await Promise.all([
    db.session.get('current'),
    db.account.get('current'),
    db.fiscal.get('current'),
    db.loyalty.get('current'),
    db.addresses.toArray(),
    db.orders.toArray(),
    db.deliveryOrders.toArray(),
    db.invoices.toArray(),
  ]);
  if (!session) return null;
  const missing = new Set<ExportSection>(NEVER_ON_DEVICE);
  if (!loyalty) missing.add('ritmitos');
  const user = session.data.user;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    language,
    partial: true,
    missing: [...missing],
    customer: {
      code: user.code,
      email: account?.data.email ?? user.email,
      name: account?.data.name ?? '',
      phone: account?.data.phone ?? '',
      createdAt: account?.data.createdAt ?? session.data.createdAt,
      preferences: account?.data.preferences ?? { receivePromotions: false, receiveNews: false },
      fiscal: fiscal?.data ?? null,
    },
    addresses: addresses.map(({ pending: _pending, city, province, ...address }) => ({ ...address, city: city.name, province: province.name })),
    orders: [...orders.map((order) => orderOf(order, 'pickup')), ...deliveryOrders.map((order) => orderOf(order, 'delivery'))].sort(byDate((order) => order.createdAt)),
    invoices: invoices.map(invoiceOf).sort(byDate((invoice) => invoice.issuedAt)),
    ritmitos: {
      balance: loyalty?.data.ritmitosAvailable ?? 0,
      movements: (loyalty?.data.history ?? [])
        .map(({ id: _id, ...movement }) => movement)
        .sort(byDate((movement) => movement.date)),
    },
    invitations: { sent: [], received: null },
    reviews: [],
    pushSubscriptions: [],
    signIns: [],
  };
}

export type ExportOutcome = { data: AccountExport } | { problem: 'signedOut' | 'failed' };

/**
 * The customer's data export: the server's, complete, when online; the device's copy when offline or when
 * the server cannot be reached. A refused session is not papered over with the device's copy.
 */
export async function loadAccountExport(db: AppDb, language: string, now = new Date()): Promise<ExportOutcome> {
  if (isOnline()) {
    const answer = await apiClient.call('accountExport');
    if (answer.status === 'ok') return { data: answer.data };
    if (answer.httpStatus === 401) return { problem: 'signedOut' };
    if (answer.status !== 'network') return { problem: 'failed' };
  }
  const data = await offlineAccountExport(db, language, now);
  return data ? { data } : { problem: 'signedOut' };
}
