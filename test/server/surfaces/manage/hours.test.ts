import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { pay } from '../../support/counterBed';
import { createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { cartLine, orderBody, postOrder } from '../../support/orderBed';
import { auditCount, lastAudit, locationsVersion, manageBed, VA01, type ManageBed, type Who } from './manageBed';

type Range = [string, string];
const split: Range[] = [
  ['08:00', '14:00'],
  ['17:00', '20:00'],
];
const week = (d3: Range[] = split, d4: Range[] = split) => ({ d0: [], d1: split, d2: split, d3, d4, d5: split, d6: [['09:00', '14:00']] as Range[] });
const hours = (exceptions: Record<string, Range[]> = {}, d3?: Range[]) => ({ week: week(d3), exceptions });
// Wednesday 17 June 2026 in València (summer time, UTC+2).
const madrid = (time: string, date = '2026-06-17') => new Date(`${date}T${time}:00+02:00`);

describe.each(backends)('the back office hours on $name', (backend) => {
  let bed: ManageBed;
  let ana: TestCustomer;
  beforeAll(async () => {
    bed = await manageBed(backend, madrid('10:00'));
    ana = await createCustomer(bed.db, 'ana.hours@example.com', { name: 'Ana García', phone: '600111222' });
  });
  afterAll(async () => {
    await bed?.dispose();
  });

  const put = (who: Who, body: unknown, code = 'va01') => bed.call(who, 'PUT', `/api/manage/shops/${code}/hours`, body);
  const scheduleOf = async (id = VA01) => (await bed.db.select({ schedule: locations.schedule }).from(locations).where(eq(locations.id, id)))[0]?.schedule;
  const order = async (at: Date, pickupAt?: string) => {
    bed.clock.now = at;
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001')], { now: at });
    return postOrder(bed.app, ana, pickupAt ? { ...body, pickupAt } : body);
  };

  it.each([
    ['owner', 'va01', 200],
    ['manager', 'va01', 200],
    ['otherManager', 'va01', 403],
    ['barista', 'va01', 403],
    ['otherManager', 'va02', 200],
    ['manager', 'va02', 403],
  ] as [Who, string, number][])('lets %s set the hours of %s: %i', async (who, code, status) => {
    bed.clock.now = madrid('10:00');
    const audits = await auditCount(bed.db);
    const answer = await put(who, hours(), code);
    expect(answer.status).toBe(status);
    expect(await auditCount(bed.db)).toBe(status === 200 ? audits + 1 : audits);
  });

  it('stores the hours with exceptions unpadded, audited, and moves the locations version', async () => {
    const version = await locationsVersion(bed.db);
    const answer = await put('manager', hours({ '2026-12-24': [], '2026-12-08': [['10:00', '14:00']] }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.shop.schedule.exceptions).toEqual({ '2026-12-24': [], '2026-12-8': [['10:00', '14:00']] });
    expect((await scheduleOf())?.exceptions).toEqual({ '2026-12-24': [], '2026-12-8': [['10:00', '14:00']] });
    expect(await lastAudit(bed.db)).toMatchObject({ action: 'shop.hours', subject: 'shop:va01', locationId: VA01, actor: 'marta.manager@example.com' });
    expect(await locationsVersion(bed.db)).toBeGreaterThan(version);
  });

  it.each([
    [
      'overlapping ranges',
      hours({}, [
        ['08:00', '14:00'],
        ['13:00', '20:00'],
      ]),
      'week.d3',
    ],
    ['an inverted range', hours({}, [['14:00', '08:00']]), 'week.d3'],
    [
      'three ranges a day',
      hours({}, [
        ['08:00', '10:00'],
        ['11:00', '12:00'],
        ['13:00', '14:00'],
      ]),
      'week.d3',
    ],
    ['a date that does not exist', hours({ '2026-2-30': [] }), 'exceptions.2026-2-30'],
    ['an exception in the past', hours({ '2026-06-16': [] }), 'exceptions.2026-06-16'],
    [
      'three ranges on an exception',
      hours({
        '2026-12-31': [
          ['08:00', '10:00'],
          ['11:00', '12:00'],
          ['13:00', '14:00'],
        ],
      }),
      'exceptions.2026-12-31',
    ],
  ])('refuses %s with 422 naming the field, writing nothing', async (_, body, field) => {
    bed.clock.now = madrid('10:00');
    const [before, audits] = [await scheduleOf(), await auditCount(bed.db)];
    const answer = await put('owner', body);
    expect(answer.status).toBe(422);
    expect(answer.body.error?.field).toBe(field);
    expect([await scheduleOf(), await auditCount(bed.db)]).toEqual([before, audits]);
  });

  it('lists the accepted orders the new hours no longer hold, with name, phone and total', async () => {
    await put('owner', hours());
    const placed = await order(madrid('10:00'), madrid('12:00').toISOString());
    expect(placed.status).toBe(200);
    const created = dataOf('orderCreate', placed).order;
    await pay(bed.db, created.orderId, madrid('10:01'));
    const kept = await put(
      'owner',
      hours({}, [
        ['08:00', '13:00'],
        ['17:00', '20:00'],
      ]),
    );
    expect(kept.body.data.outsideHours).toEqual([]);
    const answer = await put(
      'owner',
      hours({}, [
        ['08:00', '11:00'],
        ['17:00', '20:00'],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.outsideHours).toEqual([
      { orderId: created.orderId, at: madrid('12:00').toISOString(), customerName: 'Ana García', customerPhone: '600111222', total: created.totalPrice },
    ]);
  });

  it('refuses an as-soon-as-possible order at 13:58 when the shop closes at 14:00 (5-minute wait), accepts it at 13:50', async () => {
    await put('owner', hours());
    const late = await order(madrid('13:58'));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'shop_closed', message: 'We are closed at the moment, it is not possible to place orders.' } });
    expect((await order(madrid('13:50'))).status).toBe(200);
  });

  it('honours split shifts and exceptions when taking orders', async () => {
    bed.clock.now = madrid('10:00');
    expect((await put('owner', hours({ '2026-06-18': [] }))).status).toBe(200);
    expect((await order(madrid('15:00'))).body?.error?.code).toBe('shop_closed');
    expect((await order(madrid('17:30'))).status).toBe(200);
    // Thursday 18 June is closed by its exception, though Thursdays open.
    const closed = await order(madrid('10:00', '2026-06-18'));
    expect(closed.status).toBe(409);
    expect(closed.body?.error).toMatchObject({ code: 'shop_closed', message: 'We are closed at the moment, it is not possible to place orders.' });
    expect((await order(madrid('10:00', '2026-06-19'))).status).toBe(200);
  });
});
