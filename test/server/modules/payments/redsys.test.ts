import { createCipheriv, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCardPaymentForm } from '../../../../server/modules/payments/cardPayment';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import {
  aesOrderKey,
  decodeMerchantParameters,
  encodeMerchantParameters,
  isAuthorised,
  signatureMatches,
  signMerchantParameters,
  tripleDesOrderKey,
} from '../../../../server/modules/payments/redsys';

const SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/**
 * HMAC_SHA256_V1 vectors published in javiertury/redsys-easy, test/fixtures/rest/redirect.ts
 * (Redsys test merchant 999008881, its public test key, order 0726qI3H7sZx).
 */
const V1 = {
  order: '0726qI3H7sZx',
  orderKey: 'GViV77kFjMPKVUcE9qxzlg==',
  request:
    'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=',
  requestSignature: 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=',
  notification:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  /** As Redsys sends it to the MerchantURL: Base64URL. */
  notificationSignature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
};

/**
 * HMAC_SHA512_V2 vector of Redsys's "Firmar una operación" example, as published in
 * nowo-tech/RedsysPhp, tests/Unit/SignerOfficialVectorTest.php (same test key, order 1234567890).
 */
const V2 = {
  order: '1234567890',
  orderKey: 'RWt3/IPTzYRMXsQtkiGRKg==',
  parameters:
    'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiI5OTkiLCJEU19NRVJDSEFOVF9PUkRFUiI6IjEyMzQ1Njc4OTAiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9DVVJSRU5DWSI6Ijk3OCIsIkRTX01FUkNIQU5UX1RSQU5TQUNUSU9OVFlQRSI6IjAiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6XC9cL3d3dy5wcnVlYmEuY29tXC91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOlwvXC93d3cucHJ1ZWJhLmNvbVwvdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOlwvXC93d3cucHJ1ZWJhLmNvbVwvdXJsS08ucGhwIn0',
  signature: 'Vjo02eSWq249IeZZp3R-ArFnGLhKY0OuzDDlx1BuVtZDC2yhczA7_11uZhsYzLZBCMFAz8u8uzGDX3AErHKmmw',
};

describe('Redsys signatures', () => {
  it('HMAC_SHA256_V1 matches the published request vector', () => {
    expect(tripleDesOrderKey(SECRET, V1.order).toString('base64')).toBe(V1.orderKey);
    expect(signMerchantParameters('HMAC_SHA256_V1', SECRET, V1.order, V1.request)).toBe(V1.requestSignature);
  });

  it('accepts the published notification with its Base64URL signature, and nothing altered', () => {
    expect(signatureMatches('HMAC_SHA256_V1', SECRET, V1.order, V1.notification, V1.notificationSignature)).toBe(true);
    // The same bytes in the standard alphabet are the same signature.
    const standard = V1.notificationSignature.replace(/-/g, '+').replace(/_/g, '/');
    expect(signatureMatches('HMAC_SHA256_V1', SECRET, V1.order, V1.notification, standard)).toBe(true);
    expect(signatureMatches('HMAC_SHA256_V1', SECRET, V1.order, V1.notification.replace('NDk5OS', 'NDk5OC'), V1.notificationSignature)).toBe(false);
    expect(signatureMatches('HMAC_SHA256_V1', SECRET, '0726qI3H7sZy', V1.notification, V1.notificationSignature)).toBe(false);
    expect(signatureMatches('HMAC_SHA256_V1', 'Mg8n6YxU5tuJ1m7t5dqbaDzGbtvM3YOr', V1.order, V1.notification, V1.notificationSignature)).toBe(false);
    expect(signatureMatches('HMAC_SHA256_V1', SECRET, V1.order, V1.notification, 'not a signature!')).toBe(false);
    expect(decodeMerchantParameters(V1.notification)).toMatchObject({ Ds_Order: V1.order, Ds_Amount: '4999', Ds_Response: '0000' });
  });

  it('HMAC_SHA512_V2 matches the published vector', () => {
    expect(aesOrderKey(SECRET, V2.order)).toBe(V2.orderKey);
    expect(signMerchantParameters('HMAC_SHA512_V2', SECRET, V2.order, V2.parameters)).toBe(V2.signature);
    expect(signatureMatches('HMAC_SHA512_V2', SECRET, V2.order, V2.parameters, V2.signature)).toBe(true);
    expect(signatureMatches('HMAC_SHA256_V1', SECRET, V2.order, V2.parameters, V2.signature)).toBe(false);
  });

  it('agrees with an independent node:crypto rendering of both algorithms for a 12-character order', () => {
    const order = '0042Ab3dE9fZ';
    const parameters = encodeMerchantParameters({ Ds_Merchant_Order: order, Ds_Merchant_Amount: '1250' });
    const des = createCipheriv('des-ede3-cbc', Buffer.from(SECRET, 'base64'), Buffer.alloc(8));
    des.setAutoPadding(false);
    const v1Key = Buffer.concat([des.update(Buffer.from(order.padEnd(16, '\0'))), des.final()]);
    expect(signMerchantParameters('HMAC_SHA256_V1', SECRET, order, parameters)).toBe(createHmac('sha256', v1Key).update(parameters).digest('base64'));
    const aes = createCipheriv('aes-128-cbc', Buffer.from(SECRET.slice(0, 16)), Buffer.alloc(16));
    const v2Key = Buffer.concat([aes.update(order), aes.final()]).toString('base64');
    expect(signMerchantParameters('HMAC_SHA512_V2', SECRET, order, parameters)).toBe(createHmac('sha512', v2Key).update(parameters).digest('base64url'));
  });

  it('treats only Ds_Response 0000–0099 as authorised', () => {
    for (const code of ['0000', '0099', '99', '0']) expect(isAuthorised(code)).toBe(true);
    for (const code of ['0100', '0190', '9915', '', 'abc', '-1']) expect(isAuthorised(code)).toBe(false);
  });
});

describe('card payment form', () => {
  it('carries the order, the amount in cents, the merchant and the return addresses, signed', () => {
    const config = ephemeralConfig({ publicUrl: 'https://cafe.example' });
    const form = buildCardPaymentForm({ gatewayOrderNumber: '0042Ab3dE9fZ', amountCents: 1250, orderId: 42, language: 'en' }, config);
    expect(form.url).toBe('https://cafe.example/api/payments/sandbox');
    expect(form.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(decodeMerchantParameters(form.Ds_MerchantParameters)).toEqual({
      Ds_Merchant_Amount: '1250',
      Ds_Merchant_Order: '0042Ab3dE9fZ',
      Ds_Merchant_MerchantCode: '999008881',
      Ds_Merchant_Terminal: '1',
      Ds_Merchant_Currency: '978',
      Ds_Merchant_TransactionType: '0',
      Ds_Merchant_MerchantURL: 'https://cafe.example/api/payments/redsys/notification',
      Ds_Merchant_UrlOK: 'https://cafe.example/#/pok?order=42',
      Ds_Merchant_UrlKO: 'https://cafe.example/#/pko?order=42',
      Ds_Merchant_ConsumerLanguage: '002',
      Ds_Merchant_ProductDescription: 'Ritmo #42',
    });
    expect(signatureMatches('HMAC_SHA256_V1', SECRET, '0042Ab3dE9fZ', form.Ds_MerchantParameters, form.Ds_Signature)).toBe(true);
  });
});
