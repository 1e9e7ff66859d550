import type { Random } from '../../test/support/seededRandom';

/** Hostile values the fuzzer puts where a request carries input, each with the name it is reported by. */

export interface Hostile {
  kind: string;
  value: unknown;
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Values for body fields and query parameters (JSON-typed; a form body sends them as text). */
export const HOSTILE_VALUES: readonly Hostile[] = [
  { kind: 'nul', value: '\u0000' },
  { kind: 'nul-inside', value: 'Calle\u0000Mayor 1' },
  { kind: 'lone-high-surrogate', value: 'caf\uD83D' },
  { kind: 'lone-low-surrogate', value: '\uDC00abc' },
  { kind: 'reversed-surrogates', value: '\uDE00\uD83D' },
  { kind: 'int32-overflow', value: 2147483648 },
  { kind: 'int32-max', value: 2147483647 },
  { kind: 'int64-overflow', value: 9223372036854775808 },
  { kind: 'unsafe-integer', value: 2 ** 53 + 2 },
  { kind: 'huge-float', value: 1e308 },
  { kind: 'negative', value: -1 },
  { kind: 'negative-int32-overflow', value: -2147483649 },
  { kind: 'zero', value: 0 },
  { kind: 'fraction', value: 1.5 },
  { kind: 'tiny-fraction', value: 1e-9 },
  { kind: 'numeric-string-overflow', value: '2147483648' },
  { kind: 'numeric-string-huge', value: '99999999999999999999999' },
  { kind: 'numeric-string-exponent', value: '1e400' },
  { kind: 'null', value: null },
  { kind: 'true', value: true },
  { kind: 'false', value: false },
  { kind: 'empty-string', value: '' },
  { kind: 'blank', value: '   ' },
  { kind: 'empty-array', value: [] },
  { kind: 'array-of-junk', value: [null, '\u0000', -1, {}] },
  { kind: 'empty-object', value: {} },
  { kind: 'object', value: { nested: { x: 1 } } },
  { kind: 'deep-nesting', value: nested(2000) },
  { kind: 'long-string', value: 'x'.repeat(70_000) },
  { kind: 'long-multibyte', value: '☕'.repeat(20_000) },
  { kind: 'emoji', value: '☕🙂👍🏽👨‍👩‍👧 café' },
  { kind: 'rtl-override', value: '\u202Eabc' },
  { kind: 'control-chars', value: 'a\u0001\u0007\u001b[31mb\r\n' },
  { kind: 'sql', value: "x'); DROP TABLE customers; --" },
  { kind: 'sql-numeric', value: '1 OR 1=1' },
  { kind: 'html', value: '<script>alert(1)</script><img src=x onerror=alert(2)>' },
  { kind: 'prototype', value: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown },
  { kind: 'percent-escape', value: '%00%ED%A0%80' },
  { kind: 'unicode-digits', value: '١٢٣' },
  { kind: 'hex-number', value: '0x10' },
  { kind: 'infinity-text', value: 'Infinity' },
  { kind: 'year-zero-instant', value: '0000-01-01T00:00:00Z' },
  { kind: 'year-9999-instant', value: '9999-12-31T23:59:59.999Z' },
];

/** Endings glued to a field's valid text, so a NUL or half a surrogate pair rides in a value of the right shape. */
export const HOSTILE_ENDINGS: readonly { kind: string; ending: string }[] = [
  { kind: 'valid-then-nul', ending: '\u0000' },
  { kind: 'valid-then-lone-surrogate', ending: '\uD800' },
];

/** Text put raw into a URL path segment or query (already percent-encoded where it needs to be). */
export const HOSTILE_SEGMENTS: readonly Hostile[] = [
  { kind: 'nul', value: '%00' },
  { kind: 'nul-after-digits', value: '1%00' },
  { kind: 'lone-surrogate-utf8', value: '%ED%A0%80' },
  { kind: 'invalid-utf8', value: '%FF%FE' },
  { kind: 'broken-escape', value: '%E2%82' },
  { kind: 'bad-percent', value: '%zz' },
  { kind: 'int32-overflow', value: '2147483648' },
  { kind: 'int32-max', value: '2147483647' },
  { kind: 'int64-overflow', value: '9223372036854775808' },
  { kind: 'huge-digits', value: '9'.repeat(400) },
  { kind: 'negative', value: '-1' },
  { kind: 'zero', value: '0' },
  { kind: 'leading-zeros', value: '0000000001' },
  { kind: 'fraction', value: '1.5' },
  { kind: 'exponent', value: '1e3' },
  { kind: 'hex', value: '0x1' },
  { kind: 'letters', value: 'abc' },
  { kind: 'emoji', value: encodeURIComponent('☕🙂') },
  { kind: 'sql', value: encodeURIComponent("1' OR '1'='1") },
  { kind: 'html', value: encodeURIComponent('<script>') },
  { kind: 'long', value: 'a'.repeat(8000) },
  { kind: 'encoded-slash', value: '1%2F..%2F..' },
  { kind: 'dot-dot', value: '..' },
  { kind: 'space', value: '%20' },
  { kind: 'year-zero-instant', value: '0000-01-01T00:00:00Z' },
  { kind: 'year-9999-instant', value: '9999-12-31T23:59:59.999Z' },
];

/** Header values (HTTP headers carry Latin-1 text only: no NUL, no lone surrogates). */
export const HOSTILE_HEADERS: readonly Hostile[] = [
  { kind: 'int32-overflow', value: '2147483648' },
  { kind: 'huge-digits', value: '9'.repeat(300) },
  { kind: 'negative', value: '-1' },
  { kind: 'fraction', value: '1.5' },
  { kind: 'letters', value: 'abc' },
  { kind: 'empty', value: '' },
  { kind: 'long', value: 'k'.repeat(6000) },
  { kind: 'sql', value: "1' OR '1'='1" },
  { kind: 'latin1', value: 'caf\u00e9\u00ff' },
];
