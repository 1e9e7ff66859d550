/** A word a mail client could turn into a link: a URL with a scheme, `www.…`, an address, `host.tld/…`. */
const LINK_LIKE = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|javascript|data|tel|sms|file):/i,
  /@/,
  /\bwww[.\u3002]/i,
  // A dot followed by two letters: www.x, example.com, bit.ly/x, x.com. "Sr." and "J.R.R." stay.
  /[.\u3002][a-z]{2,}/i,
];

/** Control, zero-width and direction characters: they could hide a dot inside a word. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

const linkLike = (word: string) => {
  // Full-width letters and dots (ｘ．ｃｏｍ) are judged as what they look like.
  const plain = word.normalize('NFKC');
  return LINK_LIKE.some((pattern) => pattern.test(plain));
};

/**
 * A name typed by a customer, as it may appear in an e-mail to somebody else: one line without
 * link-like words or markup characters. Invitations carry it to strangers, so the sender could
 * otherwise use them to deliver their own links; what is left may be empty.
 */
export function nameForMail(typed: string): string {
  return typed
    .replace(INVISIBLE, ' ')
    .split(/\s+/)
    .filter((word) => !linkLike(word))
    .map((word) => word.replace(/[<>]/g, ''))
    .filter(Boolean)
    .join(' ');
}
