import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { statusEquivalents } from '../../../../src/domain/orders/statusVocabularies';

describe('statusEquivalents', () => {
  it('names every pick-up and delivery status in both vocabularies', () => {
    for (const status of [...Object.values(ORDER_STATUS).filter((id) => id !== ORDER_STATUS.none), ...Object.values(DELIVERY_STATUS)]) {
      expect(statusEquivalents(status), String(status)).not.toBeNull();
    }
  });

  it('follows an order from accepted to handed over the way Square and Deliverect do', () => {
    const path = [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared, ORDER_STATUS.delivery].map(statusEquivalents);
    expect(path.map((step) => step?.square)).toEqual(['RESERVED', 'RESERVED', 'PREPARED', 'COMPLETED']);
    expect(path.map((step) => step?.deliverect.code)).toEqual([20, 50, 70, 90]);
  });

  it('never moves a Deliverect code backwards along the delivery tracker', () => {
    const codes = [DELIVERY_STATUS.waiting, DELIVERY_STATUS.orderReady, DELIVERY_STATUS.inTransport, DELIVERY_STATUS.delivered].map(
      (status) => statusEquivalents(status)!.deliverect.code,
    );
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('cancels as both cancel, and knows nothing of numbers that are not statuses', () => {
    expect(statusEquivalents(ORDER_STATUS.cancel)).toEqual({ square: 'CANCELED', deliverect: { code: 110, tag: 'CANCELED' } });
    expect(statusEquivalents(DELIVERY_STATUS.cancel)?.square).toBe('CANCELED');
    expect(statusEquivalents(0)).toBeNull();
    expect(statusEquivalents(11001)).toBeNull();
  });
});
