import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderCreateBodySchema, PaymentConfigSchema } from '../../../../src/api/contract';
import {
  PAYMENT_TYPE,
  keepsCartUntilPaid,
  paymentMethodOf,
  paysByRedirect,
  redsysPayMethods,
  shownPaymentMethod,
} from '../../../../src/domain/pricing/paymentMethods';

describe('payment methods', () => {
  it('gives Bizum its own payment type id, 10006', () => {
    expect(PAYMENT_TYPE.bizum).toBe(10006);
    expect(paymentMethodOf(10006)).toBe('bizum');
    expect(paymentMethodOf(10005)).toBe('card');
    expect(paymentMethodOf(10004)).toBe('wallet');
    expect(paymentMethodOf(10007)).toBeNull();
  });

  it('sends card and Bizum through the gateway redirect, Bizum alone asking for DS_MERCHANT_PAYMETHODS z', () => {
    expect(paysByRedirect(10005)).toBe(true);
    expect(paysByRedirect(10006)).toBe(true);
    expect(paysByRedirect(10004)).toBe(false);
    expect(redsysPayMethods(10006)).toBe('z');
    expect(redsysPayMethods(10005)).toBeNull();
  });

  it('empties the cart for card and Bizum, keeps it for the wallet until paid', () => {
    expect(keepsCartUntilPaid(10004)).toBe(true);
    expect(keepsCartUntilPaid(10005)).toBe(false);
    expect(keepsCartUntilPaid(10006)).toBe(false);
  });

  it('names ritmitos for an order they paid wholly, else the method', () => {
    expect(shownPaymentMethod(10006, 3.2)).toBe('bizum');
    expect(shownPaymentMethod(10005, 0)).toBe('ritmitos');
    expect(shownPaymentMethod(99, 1)).toBeNull();
  });
});

describe('the contract and Bizum', () => {
  const body = (id: number) => ({
    paymentType: { id },
    products: [
      { code: 'P1', quantity: 1, priceBase: 1, price: 1, priceVat: 0.09, vatTypeId: 2, title: 'Café', discount: 0, preferences: [], useRitmitos: false },
    ],
    totalProducts: 1,
    totalPrice: 1,
    totalPriceVat: 0.09,
  });

  it('accepts payment type 10006 in an order body and refuses an unknown one, naming the field', () => {
    expect(v.safeParse(OrderCreateBodySchema, body(10006)).success).toBe(true);
    const refused = v.safeParse(OrderCreateBodySchema, body(10007));
    expect(refused.success).toBe(false);
    expect(v.getDotPath(refused.issues![0]!)).toBe('paymentType.id');
  });

  it('reads a payment config without the bizum flag (an older server) as Bizum not offered', () => {
    const config = { gateway: 'sandbox', walletEnvironment: 'TEST', sandboxWallet: true, googlePayMerchantId: '', googlePayGatewayMerchantId: '1' };
    expect(v.parse(PaymentConfigSchema, config).bizum).toBe(false);
    expect(v.parse(PaymentConfigSchema, { ...config, bizum: true }).bizum).toBe(true);
  });
});
