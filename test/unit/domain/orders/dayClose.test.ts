import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../../src/api/contract/customer/locations';
import {
  closeDateProblem,
  closeFigures,
  closingInstantOf,
  daysDueForClose,
  methodsBalance,
  seriesRanges,
  type CloseInvoice,
} from '../../../../src/domain/orders/dayClose';

const ZONE = 'Europe/Madrid';
const week = (ranges: [string, string][]): Schedule => ({ d0: ranges, d1: ranges, d2: ranges, d3: ranges, d4: ranges, d5: ranges, d6: ranges, exceptions: {} });
const HOURS = week([['08:00', '20:00']]);

const sale = (number: string, total: number, method: CloseInvoice['method'] = 'card', ritmitosUsed = 0): CloseInvoice => ({
  number,
  type: 'F2',
  total,
  vatTotal: Math.round(total * 9.09) / 100,
  method,
  ritmitosUsed,
});

describe('the close figures', () => {
  it('adds the methods up to the invoices to the cent, with no float drift', () => {
    const invoices = [...Array.from({ length: 10 }, (_, i) => sale(`F2026-0000${10 + i}`, 0.1)), sale('F2026-000020', 0.2, 'bizum')];
    const figures = closeFigures(invoices, [1, 2, 3]);
    expect(figures.invoicesTotal).toBe(1.2);
    expect(figures.methods).toEqual([
      { method: 'card', count: 10, total: 1 },
      { method: 'bizum', count: 1, total: 0.2 },
    ]);
    expect(methodsBalance(figures)).toBe(true);
  });

  it('counts a sale once when an F3 replaces its F2, and corrections negative by the method paid', () => {
    const invoices: CloseInvoice[] = [
      sale('F2026-000001', 4.5),
      { ...sale('F2026-000002', 4.5), type: 'F3' },
      sale('F2026-000003', 3, 'wallet'),
      { ...sale('R2026-000001', -3, 'wallet'), type: 'R5' },
    ];
    const figures = closeFigures(invoices, []);
    expect(figures.invoicesTotal).toBe(4.5);
    expect(figures.sales).toBe(2);
    expect(figures.corrections).toBe(1);
    expect(figures.correctionsTotal).toBe(-3);
    expect(figures.methods).toEqual([
      { method: 'card', count: 1, total: 4.5 },
      { method: 'wallet', count: 2, total: 0 },
    ]);
    expect(figures.series).toEqual([
      { series: 'F', first: 'F2026-000001', last: 'F2026-000003', count: 3 },
      { series: 'R', first: 'R2026-000001', last: 'R2026-000001', count: 1 },
    ]);
    expect(figures.tickets).toBeNull();
  });

  it('shows ritmitos as their own method, apart from the money', () => {
    const figures = closeFigures([sale('F2026-000001', 2, 'card', 250)], [7, 4, 5]);
    expect(figures.methods).toEqual([
      { method: 'card', count: 1, total: 2 },
      { method: 'ritmitos', count: 1, total: 2.5 },
    ]);
    expect(methodsBalance(figures)).toBe(true);
    expect(figures.tickets).toEqual({ first: 4, last: 7, count: 3 });
  });

  it('orders numbers within a series', () => {
    expect(seriesRanges(['F2026-000010', 'F2026-000009'])).toEqual([{ series: 'F', first: 'F2026-000009', last: 'F2026-000010', count: 2 }]);
  });
});

describe('when a day may be closed', () => {
  const noon = new Date('2026-06-17T12:00:00+02:00');

  it('refuses a future day and a past day not yet over, accepts today and a day that is over', () => {
    expect(closeDateProblem('2026-06-18', noon, HOURS, ZONE)?.code).toBe('future_date');
    expect(closeDateProblem('2026-06-17', noon, HOURS, ZONE)).toBeNull();
    expect(closeDateProblem('2026-06-16', noon, HOURS, ZONE)).toBeNull();
    expect(closeDateProblem('2026-02-30', noon, HOURS, ZONE)?.code).toBe('bad_date');
    const late = week([['20:00', '02:00']]);
    expect(closeDateProblem('2026-06-16', new Date('2026-06-17T01:00:00+02:00'), late, ZONE)?.code).toBe('day_not_over');
  });

  it('closes at the last range, past midnight for a late one, at the day end on a day without hours', () => {
    const day = { year: 2026, month: 6, day: 17 };
    expect(closingInstantOf(HOURS, day, ZONE).toISOString()).toBe('2026-06-17T18:00:00.000Z');
    expect(closingInstantOf(week([['20:00', '02:00']]), day, ZONE).toISOString()).toBe('2026-06-18T00:00:00.000Z');
    expect(closingInstantOf(week([]), day, ZONE).toISOString()).toBe('2026-06-17T22:00:00.000Z');
  });

  it('takes yesterday and today once their closing has passed', () => {
    expect(daysDueForClose(HOURS, ZONE, noon)).toEqual(['2026-06-16']);
    expect(daysDueForClose(HOURS, ZONE, new Date('2026-06-17T20:30:00+02:00'))).toEqual(['2026-06-16', '2026-06-17']);
  });
});
