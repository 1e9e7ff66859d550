import type { DeliveryOrder, Language } from '../../../src/api/contract';
import type { Executor } from '../../platform/db/transaction';
import { orderViews, type OrderRow } from './serializers';

const NO_ADDRESS = { addressId: 0, contactFullName: '', addressLine1: '', addressLine2: '', cp: '', cityName: '', provinceName: '' };

/** Delivery orders: the Order fields plus where each goes, from the snapshot taken when ordered. */
export async function deliveryOrderViews(db: Executor, rows: OrderRow[], language: Language): Promise<DeliveryOrder[]> {
  const views = await orderViews(db, rows, language);
  return views.map((view, index) => {
    const snapshot = rows[index]?.deliveryAddress;
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
    return { ...view, address };
  });
}

export async function deliveryOrderView(db: Executor, row: OrderRow, language: Language): Promise<DeliveryOrder> {
  const [view] = await deliveryOrderViews(db, [row], language);
  if (!view) throw new Error('The delivery order could not be shown');
  return view;
}
