import { describe, expect, it } from 'vitest';
import { checkPeriod, daysOf, parseDay, presetPeriod } from '../../../../src/domain/reports/period';

describe('report periods', () => {
  it('reads real days only', () => {
    expect(parseDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2028-02-29')).not.toBeNull();
    expect(parseDay('2026-2-1')).toBeNull();
  });

  it('names the presets on the shop calendar, weeks from Monday', () => {
    expect(presetPeriod('today', '2026-12-06')).toEqual({ from: '2026-12-06', to: '2026-12-06' });
    expect(presetPeriod('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    // 2026-12-06 is a Sunday, 2026-12-07 a Monday.
    expect(presetPeriod('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(presetPeriod('week', '2026-12-07')).toEqual({ from: '2026-12-07', to: '2026-12-07' });
    expect(presetPeriod('month', '2026-12-07')).toEqual({ from: '2026-12-01', to: '2026-12-07' });
  });

  it('accepts up to 366 days, from not after to, and names the field it refuses', () => {
    expect(checkPeriod('2026-01-01', '2026-12-31')).toEqual({ ok: true, period: { from: '2026-01-01', to: '2026-12-31' }, days: 365 });
    expect(checkPeriod('2028-01-01', '2028-12-31').ok).toBe(true);
    expect(checkPeriod('2026-01-01', '2027-01-02')).toMatchObject({ ok: false, field: 'to' });
    expect(checkPeriod('2026-03-02', '2026-03-01')).toMatchObject({ ok: false, field: 'to' });
    expect(checkPeriod('2026-13-01', '2026-03-01')).toMatchObject({ ok: false, field: 'from' });
    expect(checkPeriod('2026-03-01', 'soon')).toMatchObject({ ok: false, field: 'to' });
  });

  it('lists every day, daylight-saving days included', () => {
    expect(daysOf({ from: '2026-03-28', to: '2026-03-30' })).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daysOf({ from: '2026-10-25', to: '2026-10-25' })).toEqual(['2026-10-25']);
  });
});
