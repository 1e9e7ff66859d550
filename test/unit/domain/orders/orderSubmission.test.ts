import { describe, expect, it } from 'vitest';
import { nextSubmission } from '../../../../src/domain/orders/orderSubmission';

describe('paying again while an order waits to be sent', () => {
  it('makes a new submission only when none waits', () => {
    expect(nextSubmission(undefined)).toBe('new');
  });

  it('takes the cart as it is now while the waiting order never went on the wire', () => {
    expect(nextSubmission({ endpoint: 'orderCreate', attempts: 0 })).toBe('replace');
  });

  it('sends the waiting order again unchanged once it may have reached the server', () => {
    expect(nextSubmission({ endpoint: 'orderCreate', attempts: 1 })).toBe('reuse');
    expect(nextSubmission({ endpoint: 'deliveryOrderCreate', attempts: 4 })).toBe('reuse');
  });
});
