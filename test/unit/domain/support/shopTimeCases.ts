import type { Schedule } from '../../../../src/api/contract';
import { isOpenAt } from '../../../../src/domain/schedule/schedule';
import { shopDateOf } from '../../../../src/domain/schedule/shopTime';

/** Ruzafa's week (seed) with Christmas closed: two ranges on weekdays, mornings at weekends. */
export const RUZAFA: Schedule = {
  d0: [['09:00', '14:00']],
  d1: [
    ['07:30', '13:30'],
    ['16:00', '20:30'],
  ],
  d2: [
    ['07:30', '13:30'],
    ['16:00', '20:30'],
  ],
  d3: [
    ['07:30', '13:30'],
    ['16:00', '20:30'],
  ],
  d4: [
    ['07:30', '13:30'],
    ['16:00', '20:30'],
  ],
  d5: [
    ['07:30', '13:30'],
    ['16:00', '21:00'],
  ],
  d6: [['08:30', '14:30']],
  exceptions: { '2026-12-25': [], '2026-12-24': [['08:00', '14:00']] },
};

/** Instants (UTC) and what a shop in Madrid is at each: its day and whether it is open. */
export const CASES: ReadonlyArray<{ instant: string; shopDate: string; open: boolean; why: string }> = [
  { instant: '2026-11-23T07:30:00Z', shopDate: '2026-11-23', open: true, why: 'Monday 08:30 in València (UTC+1)' },
  { instant: '2026-11-23T06:15:00Z', shopDate: '2026-11-23', open: false, why: 'Monday 07:15, before opening' },
  { instant: '2026-11-23T20:15:00Z', shopDate: '2026-11-23', open: false, why: 'Monday 21:15, an hour after closing' },
  { instant: '2026-11-23T19:15:00Z', shopDate: '2026-11-23', open: true, why: 'Monday 20:15, before the 20:30 close' },
  { instant: '2026-07-06T05:45:00Z', shopDate: '2026-07-06', open: true, why: 'summer Monday 07:45 (UTC+2)' },
  { instant: '2026-07-06T05:15:00Z', shopDate: '2026-07-06', open: false, why: 'summer Monday 07:15' },
  { instant: '2026-07-06T18:45:00Z', shopDate: '2026-07-06', open: false, why: 'summer Monday 20:45' },
  { instant: '2026-03-29T07:30:00Z', shopDate: '2026-03-29', open: true, why: 'spring-forward Sunday 09:30 (already UTC+2)' },
  { instant: '2026-03-29T06:30:00Z', shopDate: '2026-03-29', open: false, why: 'spring-forward Sunday 08:30' },
  { instant: '2026-10-25T07:30:00Z', shopDate: '2026-10-25', open: false, why: 'fall-back Sunday 08:30 (back to UTC+1)' },
  { instant: '2026-10-25T08:30:00Z', shopDate: '2026-10-25', open: true, why: 'fall-back Sunday 09:30' },
  { instant: '2026-12-25T10:00:00Z', shopDate: '2026-12-25', open: false, why: 'Christmas Friday 11:00, closed by exception' },
  { instant: '2026-12-24T13:30:00Z', shopDate: '2026-12-24', open: false, why: 'Christmas Eve 14:30, after the shortened day' },
  { instant: '2026-12-24T12:30:00Z', shopDate: '2026-12-24', open: true, why: 'Christmas Eve 13:30' },
  { instant: '2026-11-22T23:30:00Z', shopDate: '2026-11-23', open: false, why: 'already Monday 00:30 in València, Sunday in UTC' },
];

/** What this process (in whatever TZ it runs) answers for every case. */
export function answers(): { shopDate: string; open: boolean }[] {
  return CASES.map((item) => ({
    shopDate: shopDateOf(new Date(item.instant), 'Europe/Madrid'),
    open: isOpenAt(RUZAFA, new Date(item.instant), 'Europe/Madrid'),
  }));
}

if (process.argv[1]?.endsWith('shopTimeCases.ts')) process.stdout.write(JSON.stringify(answers()));
