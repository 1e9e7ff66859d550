/** Secrets typed by an operator (JWT_SECRET, SUPPORT_SECRET) need both: a length, and enough variety in it. */
export const MIN_SECRET_CHARACTERS = 32;
export const MIN_SECRET_BITS = 128;

/**
 * A simple estimate of a secret's entropy in bits: its length times the Shannon entropy of its own
 * character frequencies. 32 × "a" scores 0, a random base64 string of 32 bytes about 200.
 */
export function estimatedSecretBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * characters.length;
}

/** Why a secret is too weak for production, or null when it has the length and the estimated entropy. */
export function weakSecretProblem(name: string, secret: string): string | null {
  const length = [...secret].length;
  const bits = Math.floor(estimatedSecretBits(secret));
  if (length >= MIN_SECRET_CHARACTERS && bits >= MIN_SECRET_BITS) return null;
  return `${name}: too weak (${length} characters, about ${bits} bits by its character frequencies); use at least ${MIN_SECRET_CHARACTERS} characters and ${MIN_SECRET_BITS} bits, e.g. \`openssl rand -base64 32\``;
}
