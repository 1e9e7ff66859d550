import { describe, expect, it } from 'vitest';
import { auditQuery, changesOf, csvFileName, isHoursKey, shortText, subjectText } from '../../../src/manage/audit/auditDiff';

describe('the activity’s before → after', () => {
  it('lists only the keys that changed, nested objects key by key', () => {
    expect(
      changesOf(
        { name: { es: 'Ruzafa', en: 'Ruzafa' }, warnMinutes: 8, address: { city: 'Valencia', cp: '46006' } },
        { name: { es: 'Ruzafa', en: 'Russafa' }, warnMinutes: 10, address: { city: 'Valencia', cp: '46006' } },
      ),
    ).toEqual([
      { key: 'name.en', before: 'Ruzafa', after: 'Russafa' },
      { key: 'warnMinutes', before: '8', after: '10' },
    ]);
  });

  it('compares lists as a whole, and shows a created or removed record against nothing', () => {
    expect(changesOf({ shops: ['va01'] }, { shops: ['va01', 'va02'] })).toEqual([{ key: 'shops', before: 'va01', after: 'va01, va02' }]);
    expect(changesOf(null, { role: 'barista' })).toEqual([{ key: 'role', before: undefined, after: 'barista' }]);
    expect(changesOf({ role: 'barista' }, null)).toEqual([{ key: 'role', before: 'barista', after: undefined }]);
    expect(changesOf('open', 'closed')).toEqual([{ key: '', before: 'open', after: 'closed' }]);
    expect(changesOf({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('names the subject for people, and knows which keys are opening hours', () => {
    const name = (code: string) => (code === 'va01' ? 'Ruzafa' : code);
    expect(subjectText({ subject: 'shop:va01', before: null, after: null }, name)).toBe('Ruzafa');
    expect(subjectText({ subject: 'staff:3', before: { email: 'bea@ritmo.local' }, after: null }, name)).toBe('bea@ritmo.local');
    expect(subjectText({ subject: 'staff:3', before: null, after: null }, name)).toBe('#3');
    expect(subjectText({ subject: 'product:cafe-solo', before: null, after: null }, name)).toBe('product:cafe-solo');
    expect(isHoursKey('exceptions.2026-12-24')).toBe(true);
    expect(isHoursKey('d1')).toBe(true);
    expect(isHoursKey('shops')).toBe(false);
  });

  it('cuts long values', () => {
    expect(shortText('x'.repeat(100))).toHaveLength(60);
    expect(shortText({ d1: [['08:00', '14:00']] })).toBe('{"d1":[["08:00","14:00"]]}');
    expect(
      shortText([
        ['08:00', '14:00'],
        ['17:00', '20:00'],
      ]),
    ).toBe('08:00–14:00 · 17:00–20:00');
    expect(shortText([])).toBe('—');
  });

  it('asks only for the filters given, and names the file by its days', () => {
    expect(auditQuery({ from: '2026-12-01', to: '', who: '  ' })).toEqual({ from: '2026-12-01' });
    expect(auditQuery({ from: '', to: '2026-12-06', who: 'marta' }, 'csv')).toEqual({ to: '2026-12-06', who: 'marta', format: 'csv' });
    expect(csvFileName({ from: '2026-12-01', to: '' }, '2026-12-06')).toBe('activity-2026-12-01-2026-12-06.csv');
  });
});
