import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LineNoteSchema } from '../../../../src/api/contract';
import { lineKey } from '../../../../src/domain/orders/cart';
import { cleanLineNote, isLineNote, LINE_NOTE_MAX, noteLength, suggestsNoteExample } from '../../../../src/domain/orders/lineNote';

describe('line note as the app cleans it (issue 14)', () => {
  it('keeps a plain note, accents and emoji as typed', () => {
    expect(cleanLineNote('sin azúcar, por favor ☕')).toBe('sin azúcar, por favor ☕');
  });

  it('trims spaces and turns line breaks and tabs into spaces', () => {
    expect(cleanLineNote('  sin\nazúcar\t ')).toBe('sin azúcar');
  });

  it('removes markup brackets and control characters', () => {
    expect(cleanLineNote('<b>leche</b> de avena\u0007')).toBe('bleche/b de avena');
    expect(cleanLineNote('te quiero <3')).toBe('te quiero 3');
    expect(cleanLineNote('abc\u202Edef')).toBe('abcdef');
  });

  it('cuts a long note to 140 characters, counting an emoji as one', () => {
    const cut = cleanLineNote('☕'.repeat(200));
    expect(noteLength(cut)).toBe(LINE_NOTE_MAX);
    expect(cut).toBe('☕'.repeat(140));
  });
});

describe('line note as the server checks it (issue 14)', () => {
  it('accepts up to 140 characters of plain text', () => {
    expect(isLineNote('')).toBe(true);
    expect(isLineNote('a'.repeat(140))).toBe(true);
    expect(isLineNote('☕'.repeat(140))).toBe(true);
  });

  it('refuses 141 characters, markup and control characters', () => {
    expect(isLineNote('a'.repeat(141))).toBe(false);
    expect(isLineNote('<script>')).toBe(false);
    expect(isLineNote('a > b')).toBe(false);
    expect(isLineNote('one\ntwo')).toBe(false);
    expect(isLineNote('abc\u202Edef')).toBe(false);
  });

  it('the contract trims first, then refuses what the rule refuses', () => {
    expect(v.parse(LineNoteSchema, '  sin azúcar  ')).toBe('sin azúcar');
    expect(v.safeParse(LineNoteSchema, ` ${'a'.repeat(140)} `).success).toBe(true);
    expect(v.safeParse(LineNoteSchema, 'a'.repeat(141)).success).toBe(false);
    expect(v.safeParse(LineNoteSchema, '<i>hola</i>').success).toBe(false);
  });

  it('whatever the app cleaned passes the server check', () => {
    for (const raw of ['<b>x</b>', '\u0000\u001f x', 'y'.repeat(500), ' \n ', 'ok']) expect(isLineNote(cleanLineNote(raw))).toBe(true);
  });
});

describe('cart line key with a note (issue 14)', () => {
  it('two lines of the same product differ by their note', () => {
    expect(lineKey('P1', [], 'sin azúcar')).not.toBe(lineKey('P1', []));
    expect(lineKey('P1', [], 'sin azúcar')).not.toBe(lineKey('P1', [], 'con hielo'));
    expect(lineKey('P1', [{ extraId: 1, value: 'a' }], 'x')).toBe(lineKey('P1', [{ extraId: 1, value: 'a' }], 'x'));
  });
});

describe('the example note (drinks only)', () => {
  it('suggests "sin azúcar" for what is made to order, not for single goods', () => {
    expect(suggestsNoteExample({ isOneGoods: false })).toBe(true);
    expect(suggestsNoteExample({ isOneGoods: true })).toBe(false);
  });
});
