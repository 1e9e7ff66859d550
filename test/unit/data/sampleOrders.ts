import type { DeliveryOrder, Order } from '../../../src/api/contract';

/** The numbers and date a sample order of `orderId` carries, its code starting with `codePrefix` (the shop's code, or ONLINE). */
function orderNumbering(orderId: number, codePrefix: string) {
  return {
    orderId,
    orderNumber: String(orderId).padStart(4, '0'),
    orderCode: `${codePrefix}-${String(orderId).padStart(6, '0')}`,
    orderDate: `2025-05-0${(orderId % 9) + 1}T10:15:00.000Z`,
  };
}

/** A pick-up order as GET /customer/orders sends it (unpaid, Pending, two lattes at va01). */
export function sampleOrder(orderId: number, overrides: Partial<Order> = {}): Order {
  return {
    ...orderNumbering(orderId, 'VA01'),
    dailyNumber: orderId,
    locationCode: 'va01',
    paymentType: { id: 10005 },
    orderStatus: { id: 62000, name: 'Pending' },
    paymentStatus: { id: 11000, name: 'Pending' },
    totalPrice: 3.2,
    totalPriceNet: 2.91,
    totalPriceVat: 0.29,
    totalProducts: 2,
    ritmitosUsed: 0,
    ritmitosLoyalty: 0,
    transport: { price: 0 },
    waitMinutes: 6,
    products: [{ code: 'P1', title: 'Latte', quantity: 2, unitPrice: 1.6, price: 3.2, priceVat: 0.29, ritmitosUsed: 0, extrasDescription: '', choices: [], notes: '' }],
    ...overrides,
  };
}

/** A delivery order as GET /customer/delivery-orders sends it (unpaid, Waiting, 3,95 € transport). */
export function sampleDeliveryOrder(orderId: number, overrides: Partial<DeliveryOrder> = {}): DeliveryOrder {
  return {
    ...sampleOrder(orderId, {
      ...orderNumbering(orderId, 'ONLINE'),
      dailyNumber: null,
      locationCode: 'ONLINE',
      orderStatus: { id: 63001, name: 'En espera' },
      paymentStatus: { id: 11000, name: 'Pendiente de pago' },
      totalPrice: 21.95,
      totalPriceNet: 19.05,
      totalPriceVat: 2.9,
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
    }),
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
