import type { DeliveryOrder, Language } from '../../../src/api/contract';
import type { Executor } from '../../platform/db/transaction';
import { linesOfOrders, orderViews, type OrderRow } from './serializers';
import { deliveryWithdrawalOf, withdrawalFacts } from './withdrawalState';

const NO_ADDRESS = { addressId: 0, contactFullName: '', addressLine1: '', addressLine2: '', cp: '', cityName: '', provinceName: '' };

/** Delivery orders: the Order fields plus where each goes, from the snapshot taken when ordered, and the right of withdrawal at `now`. */
export async function deliveryOrderViews(db: Executor, rows: OrderRow[], language: Language, now = new Date()): Promise<DeliveryOrder[]> {
  const [views, lines] = await Promise.all([
    orderViews(db, rows, language, now),
    linesOfOrders(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const facts = await withdrawalFacts(db, rows, lines);
  return views.map((view, index) => {
    const row = rows[index];
    const snapshot = row?.deliveryAddress;
    const address = snapshot
      ? {
          addressId: snapshot.addressId,
          contactFullName: snapshot.contactFullName,
          addressLine1: snapshot.addressLine1,
          addressLine2: snapshot.addressLine2,
          cp: snapshot.cp,
          cityName: snapshot.cityName,
          provinceName: snapshot.provinceName,
        }
      : NO_ADDRESS;
    const withdrawal = row ? facts.get(row.id) : undefined;
    return { ...view, address, ...(withdrawal ? { withdrawal: deliveryWithdrawalOf(withdrawal, now) } : {}) };
  });
}

export async function deliveryOrderView(db: Executor, row: OrderRow, language: Language, now = new Date()): Promise<DeliveryOrder> {
  const [view] = await deliveryOrderViews(db, [row], language, now);
  if (!view) throw new Error('The delivery order could not be shown');
  return view;
}
