import { describe, expect, it } from 'vitest';
import {
  addMonths,
  balanceFromMovements,
  creditExpiry,
  customerHistory,
  customerLevel,
  earnedInLast12Months,
  earnsReferralReward,
  REFERRAL_MIN_ORDER_CENTS,
  ritmitosForPayment,
  type HistoryLine,
  type LedgerMovement,
  type LoyaltyKind,
} from '../../../../src/domain/loyalty/loyalty';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let nextId = 1;
function line(kind: LoyaltyKind, amount: number, createdAt: Date): LedgerMovement {
  const credit = kind === 'earned' || kind === 'referral';
  return { id: nextId++, kind, amount, createdAt, expiresAt: credit ? creditExpiry(createdAt) : null };
}

describe('customerLevel (DESIGN §4: Gold ≥ 5000, Silver ≥ 2000, else Bronze)', () => {
  it('is Bronze below 2000', () => {
    expect(customerLevel(0)).toBe(3);
    expect(customerLevel(1999)).toBe(3);
  });
  it('is Silver from 2000 up to 4999', () => {
    expect(customerLevel(2000)).toBe(2);
    expect(customerLevel(4999)).toBe(2);
  });
  it('is Gold from 5000', () => {
    expect(customerLevel(5000)).toBe(1);
    expect(customerLevel(120_000)).toBe(1);
  });
});

describe('ritmitosForPayment (DESIGN §4: 5 per euro, whole ritmitos)', () => {
  it('floors euros × 5', () => {
    expect(ritmitosForPayment(10)).toBe(50);
    expect(ritmitosForPayment(19.99)).toBe(99);
    expect(ritmitosForPayment(0.19)).toBe(0);
  });
  it('is not fooled by float noise', () => {
    expect(ritmitosForPayment(0.6)).toBe(3);
    expect(ritmitosForPayment(1.15)).toBe(5);
    expect(ritmitosForPayment(2.2)).toBe(11);
  });
  it('gives nothing for zero, negative or invalid amounts', () => {
    expect(ritmitosForPayment(0)).toBe(0);
    expect(ritmitosForPayment(-4)).toBe(0);
    expect(ritmitosForPayment(Number.NaN)).toBe(0);
  });
});

describe('creditExpiry (spec §9: credits live 6 months)', () => {
  it('adds six calendar months', () => {
    expect(creditExpiry(new Date('2025-01-10T09:30:00Z')).toISOString()).toBe('2025-07-10T09:30:00.000Z');
  });
  it('keeps the month end when the target month is shorter', () => {
    expect(creditExpiry(new Date('2024-08-31T10:00:00Z')).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2023-08-31T10:00:00Z'), 6).toISOString()).toBe('2024-02-29T10:00:00.000Z');
  });
  it('crosses the year', () => {
    expect(creditExpiry(new Date('2025-09-01T00:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('earnedInLast12Months (level window)', () => {
  it('counts only purchases earned in the last 12 months', () => {
    const ledger = [
      line('earned', 3000, daysAgo(400)),
      line('earned', 1500, daysAgo(300)),
      line('referral', 150, daysAgo(10)),
      line('earned', 600, daysAgo(1)),
    ];
    expect(earnedInLast12Months(ledger, NOW)).toBe(2100);
    expect(customerLevel(earnedInLast12Months(ledger, NOW))).toBe(2);
  });
});

describe('balanceFromMovements (DESIGN §4: oldest spent first, expired excluded, 15-day notice)', () => {
  it('is all zero for an empty ledger', () => {
    expect(balanceFromMovements([], NOW)).toEqual({ available: 0, inOrders: 0, toExpire: 0, toExpireBy: null, expiredCredits: [] });
  });

  it('adds credits and subtracts spending', () => {
    const balance = balanceFromMovements([line('earned', 300, daysAgo(20)), line('referral', 150, daysAgo(10)), line('spent', -100, daysAgo(5))], NOW);
    expect(balance.available).toBe(350);
    expect(balance.toExpire).toBe(0);
  });

  it('spends the oldest credit first, so the older one leaves the to-expire notice', () => {
    const old = line('earned', 100, daysAgo(175)); // expires in ~6 days
    const recent = line('earned', 200, daysAgo(30));
    const spent = balanceFromMovements([old, recent, line('spent', -60, daysAgo(2))], NOW);
    expect(spent.available).toBe(240);
    expect(spent.toExpire).toBe(40);
    expect(spent.toExpireBy?.toISOString()).toBe(creditExpiry(old.createdAt).toISOString());

    const allSpent = balanceFromMovements([old, recent, line('spent', -150, daysAgo(2))], NOW);
    expect(allSpent.available).toBe(150);
    expect(allSpent.toExpire).toBe(0);
    expect(allSpent.toExpireBy).toBeNull();
  });

  it('counts credits expiring within 15 days, not those expiring later', () => {
    const creditExpiringIn = (days: number, amount: number): LedgerMovement => {
      const expiresAt = new Date(NOW.getTime() + days * DAY);
      return { id: nextId++, kind: 'earned', amount, createdAt: addMonths(expiresAt, -6), expiresAt };
    };
    const inside = creditExpiringIn(14, 70);
    const outside = creditExpiringIn(16, 30);
    const balance = balanceFromMovements([inside, outside], NOW);
    expect(balance.available).toBe(100);
    expect(balance.toExpire).toBe(70);
    expect(balance.toExpireBy?.getTime()).toBe(NOW.getTime() + 14 * DAY);
  });

  it('excludes what was left of an expired credit and reports it', () => {
    const expired = line('earned', 500, daysAgo(200));
    const balance = balanceFromMovements([expired, line('spent', -120, daysAgo(190)), line('earned', 80, daysAgo(3))], NOW);
    expect(balance.available).toBe(80);
    expect(balance.expiredCredits).toEqual([{ creditId: expired.id, amount: 380, expiredAt: creditExpiry(expired.createdAt) }]);
  });

  it('never spends a credit after its expiry', () => {
    const expired = line('earned', 100, daysAgo(200));
    const fresh = line('earned', 100, daysAgo(10));
    const balance = balanceFromMovements([expired, fresh, line('spent', -40, daysAgo(1))], NOW);
    expect(balance.available).toBe(60);
    expect(balance.expiredCredits[0]?.amount).toBe(100);
  });

  it('keeps reservations apart as in-orders and gives them back when released', () => {
    const ledger = [line('earned', 400, daysAgo(30)), line('reserved', -100, daysAgo(2)), line('reserved', -50, daysAgo(1)), line('released', 50, daysAgo(1))];
    const balance = balanceFromMovements(ledger, NOW);
    expect(balance.available).toBe(400);
    expect(balance.inOrders).toBe(100);
  });

  it("takes a deleted account's stored forfeit ('expired' line) from its credits, so nothing is left nor reported expired", () => {
    const balance = balanceFromMovements([line('earned', 300, daysAgo(20)), line('spent', -100, daysAgo(5)), line('expired', -200, daysAgo(1))], NOW);
    expect(balance.available).toBe(0);
    expect(balance.expiredCredits).toEqual([]);
  });

  it('ignores movements dated after now', () => {
    const balance = balanceFromMovements([line('earned', 100, daysAgo(1)), line('earned', 900, new Date(NOW.getTime() + DAY))], NOW);
    expect(balance.available).toBe(100);
  });
});

describe("customerHistory (one movement per order, in the customer's terms)", () => {
  const ORDER = 'VA01-000012';
  const of = (kind: LoyaltyKind, amount: number, at: Date, orderRef: string | null = ORDER): HistoryLine => ({ ...line(kind, amount, at), orderRef });
  const shown = (lines: HistoryLine[]) => customerHistory(lines).map((movement) => [movement.kind, movement.amount, movement.orderRef]);

  it('folds reserve → spend (released + spent at payment) into one spent movement', () => {
    const reserve = of('reserved', -290, daysAgo(2));
    const release = of('released', 290, daysAgo(1));
    const spend = of('spent', -290, daysAgo(1));
    const history = customerHistory([reserve, release, spend]);
    expect(history).toEqual([{ ...spend, amount: -290 }]);
  });

  it('shows nothing for a reservation returned because the order was cancelled', () => {
    expect(shown([of('reserved', -290, daysAgo(2)), of('released', 290, daysAgo(1))])).toEqual([]);
  });

  it('folds reserve → return → reserve → spend into one spent movement of the amount spent once', () => {
    const history = shown([
      of('reserved', -290, daysAgo(4)),
      of('released', 290, daysAgo(3)),
      of('reserved', -290, daysAgo(2)),
      of('released', 290, daysAgo(1)),
      of('spent', -290, daysAgo(1)),
    ]);
    expect(history).toEqual([['spent', -290, ORDER]]);
  });

  it('keeps an unpaid order as one reserved movement with what it still holds', () => {
    const second = of('reserved', -120, daysAgo(1));
    const history = customerHistory([of('reserved', -290, daysAgo(3)), of('released', 290, daysAgo(2)), second]);
    expect(history).toEqual([{ ...second, amount: -120 }]);
  });

  it('keeps what an order earned as its own movement, next to its spend', () => {
    const history = shown([of('reserved', -150, daysAgo(2)), of('released', 150, daysAgo(1)), of('spent', -150, daysAgo(1)), of('earned', 57, daysAgo(1))]);
    expect(history).toEqual([
      ['spent', -150, ORDER],
      ['earned', 57, ORDER],
    ]);
  });

  it('keeps referral rewards, expiry lines and lines of no order as they are', () => {
    const referral = of('referral', 150, daysAgo(5), null);
    const expired = of('expired', -40, daysAgo(4), null);
    const loose = of('spent', -10, daysAgo(3), null);
    expect(customerHistory([loose, expired, referral])).toEqual([referral, expired, loose]);
  });

  it('folds each order on its own, oldest first', () => {
    const history = shown([
      of('reserved', -100, daysAgo(6), 'A'),
      of('reserved', -200, daysAgo(5), 'B'),
      of('released', 100, daysAgo(4), 'A'),
      of('spent', -100, daysAgo(4), 'A'),
      of('released', 200, daysAgo(3), 'B'),
      of('earned', 30, daysAgo(2), null),
    ]);
    expect(history).toEqual([
      ['spent', -100, 'A'],
      ['earned', 30, null],
    ]);
  });
});

describe('referral reward threshold (DESIGN §4)', () => {
  it('rewards a friend order whose money reaches the minimum, 5 € by default', () => {
    expect(REFERRAL_MIN_ORDER_CENTS).toBe(500);
    expect(earnsReferralReward(140, REFERRAL_MIN_ORDER_CENTS)).toBe(false);
    expect(earnsReferralReward(499, REFERRAL_MIN_ORDER_CENTS)).toBe(false);
    expect(earnsReferralReward(500, REFERRAL_MIN_ORDER_CENTS)).toBe(true);
    expect(earnsReferralReward(1000, 1001)).toBe(false);
  });

  it('never rewards an order paid without money, whatever the minimum', () => {
    expect(earnsReferralReward(0, 0)).toBe(false);
    expect(earnsReferralReward(1, 0)).toBe(true);
    expect(earnsReferralReward(Number.NaN, 0)).toBe(false);
  });
});
