import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import type { RedsysSignatureVersion } from '../../platform/config/config';

/**
 * Redsys redirect-integration signatures ("Firmar una operación", Redsys integration guide).
 * HMAC_SHA256_V1: the order number, zero-padded to 8 bytes, encrypted with 3DES-CBC (zero IV) under the
 * base64-decoded merchant secret gives the per-order key; signature = base64(HMAC-SHA256(key, parameters)).
 * HMAC_SHA512_V2: the order number encrypted with AES-128-CBC (zero IV, PKCS#7) under the first 16
 * characters of the secret (right-padded with '0'), base64-encoded, is the per-order key; signature =
 * base64url without padding of HMAC-SHA512(key, parameters).
 */

/** The three fields Redsys posts to the MerchantURL (and the app posts to the gateway). */
export interface SignedMessage {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** The merchant parameters as Redsys takes them: base64 of the JSON object. */
export function encodeMerchantParameters(parameters: Record<string, string>): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

/** Reads merchant parameters in either base64 alphabet (notifications use Base64URL). */
export function decodeMerchantParameters(encoded: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(Buffer.from(toStandardBase64(encoded), 'base64').toString('utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('Merchant parameters are not a JSON object');
  return parsed as Record<string, unknown>;
}

function toStandardBase64(text: string): string {
  const standard = text.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  return standard + '='.repeat((4 - (standard.length % 4)) % 4);
}

/** 3DES-CBC of the order under the merchant secret (HMAC_SHA256_V1 key diversification). */
export function tripleDesOrderKey(secret: string, order: string): Buffer {
  const key = Buffer.from(secret, 'base64');
  const source = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([source, Buffer.alloc((8 - (source.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** AES-128-CBC of the order under the secret's first 16 characters (HMAC_SHA512_V2), as Redsys's base64 text. */
export function aesOrderKey(secret: string, order: string): string {
  const key = Buffer.from(secret.slice(0, 16).padEnd(16, '0'), 'utf8');
  const cipher = createCipheriv('aes-128-cbc', key, Buffer.alloc(16));
  return Buffer.concat([cipher.update(order, 'utf8'), cipher.final()]).toString('base64');
}

/** The Ds_Signature of merchant parameters for an order, in the form Redsys itself produces. */
export function signMerchantParameters(version: RedsysSignatureVersion, secret: string, order: string, merchantParameters: string): string {
  if (version === 'HMAC_SHA256_V1') {
    return createHmac('sha256', tripleDesOrderKey(secret, order)).update(merchantParameters, 'utf8').digest('base64');
  }
  return createHmac('sha512', aesOrderKey(secret, order)).update(merchantParameters, 'utf8').digest('base64url');
}

/**
 * Whether a received signature matches, compared in constant time. Redsys signs notifications in
 * Base64URL and requests in standard base64 (V1), so both sides are reduced to their bytes first.
 */
export function signatureMatches(version: RedsysSignatureVersion, secret: string, order: string, merchantParameters: string, received: string): boolean {
  const expected = Buffer.from(toStandardBase64(signMerchantParameters(version, secret, order, merchantParameters)), 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(received.trim())) return false;
  const given = Buffer.from(toStandardBase64(received), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isSignatureVersion(value: string): value is RedsysSignatureVersion {
  return value === 'HMAC_SHA256_V1' || value === 'HMAC_SHA512_V2';
}

/** Ds_Response 0000–0099 is an authorised payment; anything else is a refusal or an error. */
export function isAuthorised(dsResponse: string): boolean {
  return /^\d{1,4}$/.test(dsResponse) && Number(dsResponse) <= 99;
}
