/** A Redsys merchant key is 24 bytes (a 3DES key), written in base64 in the Redsys back office. */
export const REDSYS_KEY_BYTES = 24;

/**
 * The bytes of a merchant key written in base64 or base64url, with or without padding, spaces or line
 * breaks; null when the text holds anything else. The signing code decodes the same text to the same bytes.
 */
export function redsysKeyBytes(secret: string): Buffer | null {
  const packed = secret.replace(/\s+/g, '').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/_-]*$/.test(packed)) return null;
  return Buffer.from(packed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Whether two key texts hold the same key, however each is written. */
export function sameRedsysKey(a: string, b: string): boolean {
  const first = redsysKeyBytes(a);
  const second = redsysKeyBytes(b);
  return first !== null && second !== null && first.equals(second);
}
