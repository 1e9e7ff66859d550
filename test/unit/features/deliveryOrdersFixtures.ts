import type { DeliveryOrder } from '../../../src/api/contract';
import { orderNumbering } from '../data/orderNumbering';

/** A delivery order as GET /customer/delivery-orders sends it (unpaid, Waiting, 3,95 € transport). */
export function sampleDeliveryOrder(orderId: number, overrides: Partial<DeliveryOrder> = {}): DeliveryOrder {
  return {
    ...orderNumbering(orderId, 'ONLINE'),
    dailyNumber: null,
    locationCode: 'ONLINE',
    paymentType: { id: 10005 },
    orderStatus: { id: 63001, name: 'En espera' },
    paymentStatus: { id: 11000, name: 'Pendiente de pago' },
    totalPrice: 21.95,
    totalPriceNet: 19.05,
    totalPriceVat: 2.9,
    totalProducts: 2,
    ritmitosUsed: 0,
    ritmitosLoyalty: 0,
    transport: { price: 3.95 },
    waitMinutes: 0,
    products: [
      {
        code: 'B1',
        title: 'Café en grano Brasil',
        quantity: 1,
        unitPrice: 9,
        price: 9,
        priceVat: 0.82,
        ritmitosUsed: 0,
        extrasDescription: '250 g',
        choices: [],
        notes: '',
      },
      { code: 'I1', title: 'Té verde', quantity: 1, unitPrice: 9, price: 9, priceVat: 0.82, ritmitosUsed: 0, extrasDescription: '', choices: [], notes: '' },
    ],
    address: {
      addressId: 4,
      contactFullName: 'Pablo Ruiz',
      addressLine1: 'Carrer de Sueca 23',
      addressLine2: '',
      cp: '46006',
      cityName: 'Valencia',
      provinceName: 'Valencia',
    },
    ...overrides,
  };
}

export const PAID = { paymentStatus: { id: 11001, name: 'Pagado' } } as const;
export const status = (id: number, name: string) => ({ orderStatus: { id, name } });
