import { REDSYS_TEST_SECRET } from '../../../server/platform/config/config';
import type { RedsysSignatureVersion } from '../../../server/platform/config/config';
import { encodeMerchantParameters, signMerchantParameters } from '../../../server/modules/payments/redsys';

/** The fields Redsys sends for an authorised charge of `amountCents` on the gateway order number. */
export function gatewayFields(gatewayOrderNumber: string, amountCents: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    Ds_Date: '17%2F06%2F2026',
    Ds_Hour: '10%3A05',
    Ds_Amount: String(amountCents),
    Ds_Currency: '978',
    Ds_Order: gatewayOrderNumber,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '001',
    Ds_Response: '0000',
    Ds_TransactionType: '0',
    Ds_AuthorisationCode: '123456',
    ...overrides,
  };
}

/** The notification Redsys posts to the MerchantURL, signed with `secret` in `version` (Base64URL signature). */
export function notificationForm(fields: Record<string, string>, secret = REDSYS_TEST_SECRET, version: RedsysSignatureVersion = 'HMAC_SHA256_V1'): string {
  const parameters = encodeMerchantParameters(fields);
  const signature = signMerchantParameters(version, secret, fields.Ds_Order ?? '', parameters)
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return new URLSearchParams({ Ds_SignatureVersion: version, Ds_MerchantParameters: parameters, Ds_Signature: signature }).toString();
}
