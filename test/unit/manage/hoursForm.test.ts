import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../src/api/contract/customer/locations';
import { bodyOfForm, formOfSchedule, problemsOfForm, rowOfField, scheduleOfForm, type HoursForm } from '../../../src/manage/shops/hoursForm';
import { openingCalendar } from '../../../src/domain/schedule/openingCalendar';
import { mapLink, parseCoordinate, shopFormOf, validateShopForm } from '../../../src/manage/shops/shopFormValues';

const SCHEDULE: Schedule = {
  d0: [],
  d1: [
    ['08:00', '14:00'],
    ['17:00', '20:30'],
  ],
  d2: [['08:00', '20:00']],
  d3: [['08:00', '20:00']],
  d4: [['08:00', '20:00']],
  d5: [['08:00', '20:00']],
  d6: [['09:00', '14:00']],
  exceptions: { '2026-12-25': [], '2026-12-8': [['10:00', '13:00']], 'not-a-date': [] },
};

describe('the hours form ↔ the hours body', () => {
  it('reads a schedule: closed days, split shifts, exceptions padded and soonest first, bad keys left out', () => {
    const form = formOfSchedule(SCHEDULE);
    expect(form.week[0]!.closed).toBe(true);
    expect(form.week[1]).toEqual({
      closed: false,
      ranges: [
        ['08:00', '14:00'],
        ['17:00', '20:30'],
      ],
    });
    expect(form.exceptions.map((row) => [row.date, row.closed])).toEqual([
      ['2026-12-08', false],
      ['2026-12-25', true],
    ]);
  });

  it('writes back what it read, exception keys without zero padding', () => {
    const body = bodyOfForm(formOfSchedule(SCHEDULE));
    const { exceptions: _exceptions, ...week } = SCHEDULE;
    expect(body.week).toEqual(week);
    expect(body.exceptions).toEqual({ '2026-12-25': [], '2026-12-8': [['10:00', '13:00']] });
  });

  it('a closed day saves no ranges even with times typed; rows without a date are left out', () => {
    const form = formOfSchedule(SCHEDULE);
    const changed: HoursForm = {
      week: form.week.map((day, weekday) => (weekday === 1 ? { ...day, closed: true } : day)),
      exceptions: [...form.exceptions, { id: 99, date: '', closed: true, ranges: [['10:00', '14:00']] }],
    };
    const body = bodyOfForm(changed);
    expect(body.week.d1).toEqual([]);
    expect(Object.keys(body.exceptions)).toHaveLength(2);
  });

  it('refuses empty times, missing dates and a date twice, keyed by row', () => {
    const form: HoursForm = {
      week: formOfSchedule(SCHEDULE).week.map((day, weekday) => (weekday === 2 ? { closed: false, ranges: [['08:00', '']] } : day)),
      exceptions: [
        { id: 1, date: '2026-12-24', closed: true, ranges: [] },
        { id: 2, date: '2026-12-24', closed: true, ranges: [] },
        { id: 3, date: '', closed: true, ranges: [] },
      ],
    };
    expect(Object.fromEntries(problemsOfForm(form))).toEqual({ 'week.d2': 'time', 'exception.2': 'duplicate', 'exception.3': 'date' });
    const inverted: HoursForm = { ...form, exceptions: [{ id: 4, date: '2026-12-28', closed: false, ranges: [['14:00', '10:00']] }] };
    expect(Object.fromEntries(problemsOfForm(inverted))).toMatchObject({ 'exception.4': 'order' });
    const overlapping: HoursForm = {
      ...form,
      exceptions: [
        {
          id: 5,
          date: '2026-12-28',
          closed: false,
          ranges: [
            ['09:00', '14:00'],
            ['13:00', '20:00'],
          ],
        },
      ],
    };
    expect(Object.fromEntries(problemsOfForm(overlapping))).toMatchObject({ 'exception.5': 'order' });
    expect(problemsOfForm(formOfSchedule(SCHEDULE)).size).toBe(0);
    // A new day before the shop's today is refused; a stored one already past goes back as it was.
    const today = { year: 2026, month: 12, day: 20 };
    expect(problemsOfForm(formOfSchedule(SCHEDULE), today).size).toBe(0);
    const past: HoursForm = { ...form, week: formOfSchedule(SCHEDULE).week, exceptions: [{ id: 6, date: '2026-12-19', closed: true, ranges: [] }] };
    expect(Object.fromEntries(problemsOfForm(past, today))).toEqual({ 'exception.6': 'past' });
  });

  it('finds the row the server names in its refusal', () => {
    const form = formOfSchedule(SCHEDULE);
    expect(rowOfField(form, 'week.d3')).toBe('week.d3');
    expect(rowOfField(form, 'week.d1.1.0')).toBe('week.d1');
    expect(rowOfField(form, 'exceptions.2026-12-8')).toBe(`exception.${form.exceptions[0]!.id}`);
    expect(rowOfField(form, 'exceptions.2026-12-25.0')).toBe(`exception.${form.exceptions[1]!.id}`);
    expect(rowOfField(form, 'exceptions.2027-01-01')).toBeUndefined();
    expect(rowOfField(form, undefined)).toBeUndefined();
  });
});

describe('the calendar of what customers will see', () => {
  it('gives each day its ranges, exceptions marked and closing the day', () => {
    const days = openingCalendar(scheduleOfForm(formOfSchedule(SCHEDULE)), { year: 2026, month: 12, day: 6 }, 60);
    expect(days).toHaveLength(60);
    expect(days[0]).toMatchObject({ date: '2026-12-06', closed: true, exception: false });
    expect(days[1]).toMatchObject({ date: '2026-12-07', closed: false, exception: false });
    expect(days[2]).toMatchObject({ day: { year: 2026, month: 12, day: 8 }, ranges: [['10:00', '13:00']], exception: true, closed: false });
    expect(days[19]).toMatchObject({ day: { year: 2026, month: 12, day: 25 }, closed: true, exception: true });
    expect(days[59]!.day).toEqual({ year: 2027, month: 2, day: 3 });
  });
});

describe('the shop form', () => {
  it('reads coordinates with a comma or a point and links the map to them', () => {
    expect(parseCoordinate('39,4699')).toBe(39.4699);
    expect(parseCoordinate(' -0.3763 ')).toBe(-0.3763);
    expect(parseCoordinate('abc')).toBeUndefined();
    expect(mapLink(39.47, -0.38)).toBe('https://www.openstreetmap.org/?mlat=39.47&mlon=-0.38#map=18/39.47/-0.38');
  });

  it('refuses what the contract would, and builds the body otherwise', () => {
    const empty = validateShopForm(shopFormOf(undefined), true);
    expect(empty.ok).toBe(false);
    if (!empty.ok)
      expect(Object.keys(empty.errors).sort()).toEqual(['address.city', 'address.cp', 'address.route', 'code', 'latitude', 'longitude', 'name.en', 'name.es']);
    const filled = validateShopForm(
      {
        ...shopFormOf(undefined),
        code: 'va03',
        'name.es': 'Ruzafa',
        'name.en': 'Ruzafa',
        'address.route': 'Calle Sueca',
        'address.cp': '46006',
        'address.city': 'València',
        latitude: '39,46',
        longitude: '-0,37',
        'legal.vatNumber': 'b12345678',
        timeZone: 'Atlantic/Canary',
      },
      true,
    );
    expect(filled.ok && filled.body).toMatchObject({
      code: 'va03',
      typeId: 51002,
      latitude: 39.46,
      longitude: -0.37,
      timeZone: 'Atlantic/Canary',
      legal: { vatNumber: 'B12345678' },
    });
  });
});
