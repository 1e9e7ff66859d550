import { describe, expect, it } from 'vitest';
import type { LedgerMovement } from '../../../../src/domain/loyalty/loyalty';
import { loyaltyLiability } from '../../../../src/domain/reports/loyaltyLiability';

const at = (text: string) => new Date(text);
let id = 0;
const move = (kind: LedgerMovement['kind'], amount: number, created: string, expires?: string): LedgerMovement => ({
  id: ++id,
  kind,
  amount,
  createdAt: at(created),
  expiresAt: expires ? at(expires) : null,
});

describe('the loyalty liability', () => {
  it('owes what is left after spending oldest first, and counts what expires within 30 days', () => {
    const ledgers = new Map([
      [
        1,
        [
          move('earned', 500, '2026-06-20T10:00:00Z', '2026-12-20T10:00:00Z'),
          move('earned', 1000, '2026-11-20T10:00:00Z', '2027-05-20T10:00:00Z'),
          move('spent', -300, '2026-12-02T10:00:00Z'),
        ],
      ],
      [2, [move('referral', 150, '2026-12-03T10:00:00Z', '2027-06-03T10:00:00Z'), move('expired', -40, '2026-12-04T10:00:00Z')]],
      [3, [move('earned', 80, '2026-01-01T10:00:00Z', '2026-07-01T10:00:00Z')]],
    ]);
    // Customer 2's stored 'expired' line (a deleted account's forfeit) takes 40 of the 150 owed.
    expect(loyaltyLiability(ledgers, at('2026-11-30T23:00:00Z'), at('2026-12-07T22:59:59Z'))).toEqual({
      outstanding: 1310,
      expiring: 200,
      customers: 2,
      earned: 150,
      spent: 300,
      expired: 40,
    });
  });

  it('leaves out what happens after the day judged', () => {
    const ledgers = new Map([[1, [move('earned', 500, '2026-12-10T10:00:00Z', '2027-06-10T10:00:00Z')]]]);
    expect(loyaltyLiability(ledgers, at('2026-12-01T00:00:00Z'), at('2026-12-07T22:59:59Z')).outstanding).toBe(0);
  });
});
