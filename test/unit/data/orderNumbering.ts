/** The numbers and date a sample order of `orderId` carries, its code starting with `codePrefix` (the shop's code, or ONLINE). */
export function orderNumbering(orderId: number, codePrefix: string) {
  return {
    orderId,
    orderNumber: String(orderId).padStart(4, '0'),
    orderCode: `${codePrefix}-${String(orderId).padStart(6, '0')}`,
    orderDate: `2025-05-0${(orderId % 9) + 1}T10:15:00.000Z`,
  };
}
