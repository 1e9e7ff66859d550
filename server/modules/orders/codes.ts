import { randomInt } from 'node:crypto';

const ALPHANUMERICS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_TAIL_LENGTH = 8;

/** The human order code shown on the order and in its QR: the shop's code and the id, e.g. VA01-000042. */
export function orderCodeFor(locationCode: string, orderId: number): string {
  return `${locationCode.toUpperCase()}-${String(orderId).padStart(6, '0')}`;
}

/**
 * Redsys order number (12 characters, the first 4 digits): the id modulo 10,000 then 8 random letters
 * and digits. It is made once per order and stored, so the gateway refuses to charge it twice.
 */
export function newGatewayOrderNumber(orderId: number): string {
  let tail = '';
  for (let i = 0; i < RANDOM_TAIL_LENGTH; i += 1) tail += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return `${String(orderId % 10_000).padStart(4, '0')}${tail}`;
}

/** Euros (2 decimals) to whole cents without float noise (19.99 × 100 = 1998.9999…). */
export function amountInCents(euros: number): number {
  return Math.round(euros * 100);
}
