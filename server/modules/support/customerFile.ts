import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { SupportCustomer } from '../../../src/api/contract/manage/support';
import type { Executor } from '../../platform/db/transaction';
import { customers, invoices, locations, loginCodes, orders, socialLoginCodes } from '../../platform/db/schema';
import { customerRitmitos } from './customerRitmitos';
import { assertSeesCustomer, visibleShops, type SupportReader } from './supportReader';

/** The most orders, invoices and sign-ins the customer's page lists, newest first. */
export const FILE_ROWS_LIMIT = 50;
export const SIGN_INS_LIMIT = 20;

async function ordersOf(db: Executor, reader: SupportReader, customerId: number): Promise<SupportCustomer['orders']> {
  const rows = await db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      shop: locations.code,
      kind: orders.kind,
      shopDate: orders.shopDate,
      dailyNumber: orders.dailyNumber,
      createdAt: orders.createdAt,
      totalPrice: orders.totalPrice,
      statusId: orders.statusId,
      paymentStatusId: orders.paymentStatusId,
      ritmitosUsed: orders.ritmitosUsed,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(eq(orders.customerId, customerId), visibleShops(reader, orders.locationId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(FILE_ROWS_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function invoicesOf(db: Executor, reader: SupportReader, customerId: number): Promise<SupportCustomer['invoices']> {
  const rows = await db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      invoiceType: invoices.invoiceType,
      issuedAt: invoices.issuedAt,
      orderId: orders.id,
      orderCode: orders.orderCode,
      shop: locations.code,
      total: invoices.total,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(eq(invoices.customerId, customerId), visibleShops(reader, orders.locationId)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(FILE_ROWS_LIMIT);
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString(), total: row.total ?? null }));
}

/**
 * Sign-ins, newest first. No session is stored (tokens are signed, not kept): an e-mail sign-in is the moment
 * it ended the e-mail's open codes (login_codes.consumed_at, one moment for every code it ended, with the
 * address the latest of them was asked from); a social one is its one-time code traded (social_login_codes).
 */
async function signInsOf(db: Executor, customerId: number, email: string): Promise<SupportCustomer['signIns']> {
  const [codes, social] = await Promise.all([
    db
      .select({ at: loginCodes.consumedAt, clientAddress: loginCodes.clientAddress, id: loginCodes.id })
      .from(loginCodes)
      .where(and(eq(loginCodes.email, email), isNotNull(loginCodes.consumedAt)))
      .orderBy(desc(loginCodes.consumedAt), desc(loginCodes.id))
      .limit(SIGN_INS_LIMIT * 5),
    db
      .select({ at: socialLoginCodes.consumedAt })
      .from(socialLoginCodes)
      .where(and(eq(socialLoginCodes.customerId, customerId), isNotNull(socialLoginCodes.consumedAt)))
      .orderBy(desc(socialLoginCodes.consumedAt))
      .limit(SIGN_INS_LIMIT),
  ]);
  const byMoment = new Map<number, SupportCustomer['signIns'][number]>();
  for (const code of codes) {
    const at = code.at!.getTime();
    if (!byMoment.has(at)) byMoment.set(at, { at: code.at!.toISOString(), method: 'email', clientAddress: code.clientAddress });
  }
  const all = [...byMoment.values(), ...social.map((row) => ({ at: row.at!.toISOString(), method: 'social' as const, clientAddress: '' }))];
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, SIGN_INS_LIMIT);
}

/** A customer's page in the back office: who they are, their orders, invoices, ritmitos and sign-ins. */
export async function customerFile(db: Executor, reader: SupportReader, customerId: number, now: Date): Promise<SupportCustomer> {
  await assertSeesCustomer(db, reader, customerId);
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error('The customer vanished');
  const [orderRows, invoiceRows, ritmitos, signIns] = await Promise.all([
    ordersOf(db, reader, customerId),
    invoicesOf(db, reader, customerId),
    customerRitmitos(db, customerId, now),
    signInsOf(db, customerId, customer.email),
  ]);
  return {
    profile: {
      id: customer.id,
      code: customer.code,
      email: customer.email,
      name: customer.name,
      phone: customer.phone,
      createdAt: customer.createdAt.toISOString(),
      hasFiscalDetails: customer.fiscal !== null,
      signedOutAt: customer.notBefore?.toISOString() ?? null,
    },
    orders: orderRows,
    invoices: invoiceRows,
    ritmitos,
    signIns,
  };
}
