import { describe, expect, it } from 'vitest';
import { auditCsv, csvField } from '../../../../server/modules/audit/auditCsv';

describe('csvField', () => {
  it('leaves plain text alone and quotes separators, quotes and line breaks', () => {
    expect(csvField('shop.hours')).toBe('shop.hours');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hola"')).toBe('"say ""hola"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a,b')).toBe('a,b');
  });
});

describe('auditCsv', () => {
  it('starts with a BOM and the header, one CRLF line a row, JSON before and after', () => {
    const csv = auditCsv([
      {
        id: 1,
        at: '2026-12-06T10:00:00.000Z',
        actor: 'Ana <ana@ritmo.es>',
        action: 'shop.update',
        subject: 'shop:va01',
        shop: 'va01',
        before: { name: 'Old; "x"' },
        after: { name: 'New' },
      },
      { id: 2, at: '2026-12-06T11:00:00.000Z', actor: 'command line', action: 'staff.remove', subject: 'staff:3', shop: null, before: null, after: null },
    ]);
    expect(csv.startsWith('\uFEFFat;actor;action;subject;shop;before;after\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('2026-12-06T10:00:00.000Z;Ana <ana@ritmo.es>;shop.update;shop:va01;va01;"{""name"":""Old; \\""x\\""""}";"{""name"":""New""}"');
    expect(lines[2]).toBe('2026-12-06T11:00:00.000Z;command line;staff.remove;staff:3;;;');
    expect(lines[3]).toBe('');
  });
});
