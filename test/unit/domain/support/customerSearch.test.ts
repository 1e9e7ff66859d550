import { describe, expect, it } from 'vitest';
import { customerSearchOf, searchableText } from '../../../../src/domain/support/customerSearch';

describe('what a support search looks for', () => {
  it('takes at least 3 characters, spaces around them not counting', () => {
    expect(searchableText('ab')).toBe(false);
    expect(searchableText('  ab  ')).toBe(false);
    expect(searchableText('#42')).toBe(true);
  });

  it('reads a daily number, an order code (padded), an e-mail, a phone and a name', () => {
    expect(customerSearchOf('#42')).toEqual({ kind: 'dailyNumber', dailyNumber: 42 });
    expect(customerSearchOf(' # 7 ')).toEqual({ kind: 'dailyNumber', dailyNumber: 7 });
    expect(customerSearchOf('va01-42')).toEqual({ kind: 'orderCode', orderCode: 'VA01-000042' });
    expect(customerSearchOf('VA01-000042')).toEqual({ kind: 'orderCode', orderCode: 'VA01-000042' });
    expect(customerSearchOf('Ana@Example.com')).toEqual({ kind: 'email', text: 'ana@example.com' });
    expect(customerSearchOf('+34 600 00-00 31')).toEqual({ kind: 'phone', digits: '34600000031' });
    expect(customerSearchOf('600')).toEqual({ kind: 'phone', digits: '600' });
    expect(customerSearchOf('Ana García')).toEqual({ kind: 'text', text: 'Ana García' });
  });

  it('does not take digits with a dash for an order code, nor two digits for a phone', () => {
    expect(customerSearchOf('600-123')).toEqual({ kind: 'phone', digits: '600123' });
    expect(customerSearchOf('(1)2')).toEqual({ kind: 'text', text: '(1)2' });
  });
});
