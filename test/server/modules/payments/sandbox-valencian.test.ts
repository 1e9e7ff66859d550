import { describe, expect, it } from 'vitest';
import { cardPaymentParameters, CONSUMER_LANGUAGES, languageOfConsumerCode } from '../../../../server/modules/payments/cardPayment';
import type { GatewayRequest } from '../../../../server/modules/payments/sandboxGateway';
import { sandboxBizumPage, sandboxPaymentPage } from '../../../../server/modules/payments/sandboxPage';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { TEST_SECRET } from '../../support/customers';

const request: GatewayRequest = {
  order: '0001AB12',
  amountCents: 1234,
  merchantCode: '999008881',
  terminal: '1',
  currency: '978',
  transactionType: '0',
  merchantUrl: 'https://ritmo.test/api/payments/redsys/notification',
  urlOk: 'https://ritmo.test/#/pok',
  urlKo: 'https://ritmo.test/#/pko',
  language: 'ca',
  description: 'Comanda 0001AB12',
  payMethods: '',
};
const signed = { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30=', Ds_Signature: 'x' };

describe('the payment gateway in Valencian', () => {
  it('asks Redsys for its Valencian page (010) and reads 010 and Catalan (003) back as Valencian', () => {
    expect(CONSUMER_LANGUAGES).toEqual({ es: '001', en: '002', ca: '010' });
    expect(languageOfConsumerCode('010')).toBe('ca');
    expect(languageOfConsumerCode('003')).toBe('ca');
    expect(languageOfConsumerCode('002')).toBe('en');
    expect(languageOfConsumerCode('')).toBe('es');
    const config = ephemeralConfig({ jwtSecret: TEST_SECRET });
    const parameters = cardPaymentParameters({ gatewayOrderNumber: '0001AB12', amountCents: 1234, orderId: 1, language: 'ca' }, config);
    expect(parameters.Ds_Merchant_ConsumerLanguage).toBe('010');
  });

  it('shows the sandbox card page and the Bizum page in Valencian, declared as ca-ES-valencia', () => {
    const page = sandboxPaymentPage(request, signed);
    expect(page).toContain('<html lang="ca-ES-valencia">');
    expect(page).toContain('Passarel·la de pagament de proves');
    expect(page).toContain('12,34');
    expect(page).toContain('>Paga<');
    const bizum = sandboxBizumPage(request, signed, '612', true);
    expect(bizum).toContain('Escriu un mòbil espanyol de 9 xifres que comence per 6 o 7.');
  });
});
