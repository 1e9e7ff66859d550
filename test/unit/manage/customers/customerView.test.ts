import { describe, expect, it } from 'vitest';
import { adjustmentAmount, paymentKey, searchText, statusKey } from '../../../../src/manage/customers/customerView';

describe("the customers section's readings", () => {
  it('names statuses of both kinds and payments', () => {
    expect(statusKey('pickup', 62001)).toBe('inQueue');
    expect(statusKey('delivery', 63006)).toBe('delivered');
    expect(statusKey('pickup', 1)).toBeNull();
    expect(paymentKey(11001)).toBe('paid');
  });

  it('sends a one-digit daily number with a leading zero, anything else as typed', () => {
    expect(searchText(' #7 ')).toBe('#07');
    expect(searchText('#42')).toBe('#42');
    expect(searchText('ana@')).toBe('ana@');
  });

  it('reads a whole, non-zero amount of ritmitos', () => {
    expect(adjustmentAmount('500')).toBe(500);
    expect(adjustmentAmount('-20')).toBe(-20);
    expect(adjustmentAmount('\u221220')).toBe(-20);
    expect(adjustmentAmount('0')).toBeNull();
    expect(adjustmentAmount('1.5')).toBeNull();
    expect(adjustmentAmount('')).toBeNull();
  });
});
