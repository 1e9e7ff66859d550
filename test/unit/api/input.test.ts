import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AccountPatchBodySchema,
  AddressBodySchema,
  DATABASE_ID_MAX,
  FlexibleIdSchema,
  IdSchema,
  isStorableText,
  LineNoteSchema,
  NewOrFlexibleIdSchema,
  TextSchema,
} from '../../../src/api/contract';

const accepts = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;
const firstPath = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? null : v.getDotPath(parsed.issues[0]);
};

describe('text the database can keep', () => {
  it('accepts plain text, accents, emoji (whole surrogate pairs) and the empty string', () => {
    for (const text of ['', 'Calle Mayor 1', 'sin azúcar', '☕🙂👍🏽👨‍👩‍👧', '\uD83D\uDE00', '<b>x</b>', "x'); DROP TABLE t; --"]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
      expect(accepts(TextSchema, text)).toBe(true);
    }
  });

  it('refuses a NUL character anywhere', () => {
    for (const text of ['\u0000', 'a\u0000', '\u0000a', 'Calle\u0000Mayor']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
      expect(accepts(TextSchema, text)).toBe(false);
    }
  });

  it('refuses half of a surrogate pair: alone, at either end, or the halves in the wrong order', () => {
    for (const text of ['\uD83D', 'caf\uD83D', '\uD83Dx', '\uDE00', 'x\uDE00y', '\uDE00\uD83D', '\uD83D\uD83D\uDE00']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('stays fast on the longest text a body can carry', () => {
    expect(isStorableText('☕'.repeat(256 * 1024))).toBe(true);
    expect(isStorableText(`${'x'.repeat(256 * 1024)}\u0000`)).toBe(false);
  });

  it('names the field of a body that holds such text', () => {
    expect(firstPath(AccountPatchBodySchema, { name: 'Ana\u0000García', phone: '600000000' })).toBe('name');
    const address = {
      addressId: 0,
      contactFullName: 'Ana',
      contactPhone: '600000000',
      addressLine1: 'Calle 1',
      cp: '46001',
      city: { code: '46250' },
      province: { code: '46' },
    };
    expect(firstPath(AddressBodySchema, { ...address, notes: 'x\u0000' })).toBe('notes');
    expect(firstPath(AddressBodySchema, { ...address, city: { code: '46250\u0000' } })).toBe('city.code');
    expect(accepts(LineNoteSchema, 'caf\uD83D')).toBe(false);
    expect(accepts(LineNoteSchema, 'sin azúcar ☕')).toBe(true);
  });
});

describe('ids of stored rows', () => {
  it('accepts whole numbers from 1 to 2^31 − 1 in JSON bodies', () => {
    expect(DATABASE_ID_MAX).toBe(2 ** 31 - 1);
    for (const id of [1, 42, DATABASE_ID_MAX]) expect(accepts(IdSchema, id), String(id)).toBe(true);
    for (const id of [0, -1, 1.5, DATABASE_ID_MAX + 1, 2 ** 53, 1e308, Number.NaN, '1', null]) expect(accepts(IdSchema, id), String(id)).toBe(false);
  });

  it('reads digits in paths and form fields, within the same range', () => {
    expect(v.parse(FlexibleIdSchema, '2147483647')).toBe(DATABASE_ID_MAX);
    expect(v.parse(FlexibleIdSchema, '0007')).toBe(7);
    expect(v.parse(FlexibleIdSchema, 12)).toBe(12);
    for (const id of ['2147483648', '9999999999', '99999999999', '0', '-1', '1.5', '1e3', '0x1', 'abc', '', '1\u0000', DATABASE_ID_MAX + 1]) {
      expect(accepts(FlexibleIdSchema, id), JSON.stringify(id)).toBe(false);
    }
  });

  it('takes 0 for a new address, and no more than the range', () => {
    expect(v.parse(NewOrFlexibleIdSchema, '0')).toBe(0);
    expect(v.parse(NewOrFlexibleIdSchema, 0)).toBe(0);
    expect(v.parse(NewOrFlexibleIdSchema, '2147483647')).toBe(DATABASE_ID_MAX);
    for (const id of ['-1', -1, '2147483648', 2147483648]) expect(accepts(NewOrFlexibleIdSchema, id), String(id)).toBe(false);
  });
});
