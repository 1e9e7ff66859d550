import { describe, expect, it } from 'vitest';
import {
  checkWithdrawal,
  isWithdrawalRefusal,
  refundCovers,
  withdrawalDeadline,
  withdrawalState,
  type WithdrawalOrder,
} from '../../../../src/domain/orders/withdrawal';

const MADRID = 'Europe/Madrid';
// Delivered on Tuesday 3 March 2026 at 18:30 in Madrid (17:30 UTC).
const DELIVERED = new Date('2026-03-03T17:30:00Z');

function order(overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder {
  return {
    deliveredAt: DELIVERED,
    timeZone: MADRID,
    lines: [
      { quantity: 2, exception: null },
      { quantity: 3, exception: 'perishable' },
      { quantity: 1, exception: 'sealed' },
    ],
    refunds: [],
    pendingWithdrawals: [],
    ...overrides,
  };
}

describe('withdrawalDeadline', () => {
  it('ends at the end of the 14th day after the delivery day, on the shop clock', () => {
    // 17 March 24:00 in Madrid (UTC+1 in winter) is 23:00 UTC.
    expect(withdrawalDeadline(DELIVERED, MADRID).toISOString()).toBe('2026-03-17T23:00:00.000Z');
  });

  it('counts the delivery day on the shop calendar, not on UTC', () => {
    // 00:30 on 4 March in Madrid is still 3 March in UTC: the day counted is the 4th.
    expect(withdrawalDeadline(new Date('2026-03-03T23:30:00Z'), MADRID).toISOString()).toBe('2026-03-18T23:00:00.000Z');
  });

  it('follows the clock change inside the 14 days', () => {
    // Delivered 20 March; the 14th day after is 3 April, in summer time (UTC+2).
    expect(withdrawalDeadline(new Date('2026-03-20T10:00:00Z'), MADRID).toISOString()).toBe('2026-04-03T22:00:00.000Z');
  });
});

describe('withdrawalState', () => {
  it('is closed while the order is not delivered', () => {
    const state = withdrawalState(order({ deliveredAt: null }), DELIVERED);
    expect(state).toMatchObject({ until: null, open: false });
  });

  it('leaves nothing of perishable goods and the rest of every other line', () => {
    const state = withdrawalState(order(), new Date('2026-03-10T10:00:00Z'));
    expect(state.open).toBe(true);
    expect(state.lines).toEqual([
      { left: 2, exception: null },
      { left: 0, exception: 'perishable' },
      { left: 1, exception: 'sealed' },
    ]);
  });

  it('takes off what was refunded and what pending withdrawals already ask', () => {
    const state = withdrawalState(
      order({ refunds: [{ lines: [{ index: 0, quantity: 1 }] }], pendingWithdrawals: [{ lines: [{ index: 2, quantity: 1 }] }] }),
      DELIVERED,
    );
    expect(state.lines.map((line) => line.left)).toEqual([1, 0, 0]);
  });

  it('is closed once nothing is left, and from the deadline on', () => {
    expect(
      withdrawalState(order({ refunds: [{ lines: [{ index: 0, quantity: 2 }] }], pendingWithdrawals: [{ lines: [{ index: 2, quantity: 1 }] }] }), DELIVERED)
        .open,
    ).toBe(false);
    expect(withdrawalState(order(), new Date('2026-03-17T22:59:59Z')).open).toBe(true);
    expect(withdrawalState(order(), new Date('2026-03-17T23:00:00Z')).open).toBe(false);
  });
});

describe('checkWithdrawal', () => {
  const inside = new Date('2026-03-12T09:00:00Z');

  it('accepts units of an ordinary line, in the order of the lines', () => {
    expect(checkWithdrawal(order(), { lines: [{ index: 0, quantity: 2 }] }, inside)).toEqual({ lines: [{ index: 0, quantity: 2 }], sealed: false });
  });

  it('refuses an order not delivered', () => {
    expect(checkWithdrawal(order({ deliveredAt: null }), { lines: [{ index: 0, quantity: 1 }] }, inside)).toMatchObject({ code: 'not_delivered' });
  });

  it('refuses on the 15th day', () => {
    const result = checkWithdrawal(order(), { lines: [{ index: 0, quantity: 1 }] }, new Date('2026-03-18T08:00:00Z'));
    expect(result).toMatchObject({ code: 'withdrawal_period_over' });
  });

  it('refuses perishable goods', () => {
    expect(checkWithdrawal(order(), { lines: [{ index: 1, quantity: 1 }] }, inside)).toEqual({ code: 'excluded_goods', field: 'lines[0].index' });
  });

  it('asks the sealed goods to be declared unopened', () => {
    expect(checkWithdrawal(order(), { lines: [{ index: 2, quantity: 1 }] }, inside)).toEqual({ code: 'sealed_not_confirmed', field: 'sealedUnopened' });
    expect(
      checkWithdrawal(
        order(),
        {
          lines: [
            { index: 2, quantity: 1 },
            { index: 0, quantity: 1 },
          ],
          sealedUnopened: true,
        },
        inside,
      ),
    ).toEqual({
      lines: [
        { index: 0, quantity: 1 },
        { index: 2, quantity: 1 },
      ],
      sealed: true,
    });
  });

  it('refuses more units than are left, naming how many are', () => {
    const withdrawn = order({ pendingWithdrawals: [{ lines: [{ index: 0, quantity: 1 }] }] });
    expect(checkWithdrawal(withdrawn, { lines: [{ index: 0, quantity: 2 }] }, inside)).toEqual({
      code: 'exceeds_withdrawable',
      field: 'lines[0].quantity',
      left: 1,
    });
    expect(checkWithdrawal(withdrawn, { lines: [{ index: 0, quantity: 1 }] }, inside)).toEqual({ lines: [{ index: 0, quantity: 1 }], sealed: false });
  });

  it('refuses nothing asked, unknown and repeated lines', () => {
    expect(checkWithdrawal(order(), { lines: [] }, inside)).toEqual({ code: 'nothing_to_withdraw', field: 'lines' });
    expect(checkWithdrawal(order(), { lines: [{ index: 0, quantity: 0 }] }, inside)).toEqual({ code: 'nothing_to_withdraw', field: 'lines' });
    expect(checkWithdrawal(order(), { lines: [{ index: 7, quantity: 1 }] }, inside)).toEqual({ code: 'unknown_line', field: 'lines[0].index' });
    expect(
      checkWithdrawal(
        order(),
        {
          lines: [
            { index: 0, quantity: 1 },
            { index: 0, quantity: 1 },
          ],
        },
        inside,
      ),
    ).toEqual({ code: 'duplicate_line', field: 'lines[1].index' });
  });

  it('tells refusals from acceptances', () => {
    expect(isWithdrawalRefusal(checkWithdrawal(order(), { lines: [] }, inside))).toBe(true);
    expect(isWithdrawalRefusal(checkWithdrawal(order(), { lines: [{ index: 0, quantity: 1 }] }, inside))).toBe(false);
  });
});

describe('refundCovers', () => {
  it('is true when the refund gives back at least every unit withdrawn', () => {
    expect(refundCovers([{ index: 0, quantity: 2 }], [{ index: 0, quantity: 2 }])).toBe(true);
    expect(refundCovers([{ index: 0, quantity: 1 }], [{ index: 0, quantity: 2 }])).toBe(false);
    expect(refundCovers([{ index: 1, quantity: 2 }], [{ index: 0, quantity: 1 }])).toBe(false);
  });
});
