import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../../../src/api/contract/statuses';
import {
  anonymousDeliveryAddress,
  blocksAccountDeletion,
  deletedAccountEmail,
  deletedInvitationEmail,
  deletionConfirmed,
  ritmitosValueCents,
} from '../../../../src/domain/people/accountDeletion';

describe('blocksAccountDeletion', () => {
  const paid = PAYMENT_STATUS.paid;
  it.each([
    ['a paid pick-up order in the queue', ORDER_STATUS.inQueue, paid],
    ['a paid pick-up order being prepared', ORDER_STATUS.inPreparation, paid],
    ['a paid pick-up order ready to collect', ORDER_STATUS.prepared, paid],
    ['an unpaid pick-up order awaiting payment', ORDER_STATUS.pending, PAYMENT_STATUS.pending],
    ['a pick-up order whose payment failed and may be paid again', ORDER_STATUS.pending, PAYMENT_STATUS.failed],
    ['an unpaid delivery order', DELIVERY_STATUS.draft, PAYMENT_STATUS.pending],
    ['a paid delivery order on its way', DELIVERY_STATUS.inTransport, paid],
    ['a paid delivery order waiting in the shop', DELIVERY_STATUS.orderInShop, paid],
  ])('blocks for %s', (_name, statusId, paymentStatusId) => {
    expect(blocksAccountDeletion({ statusId, paymentStatusId })).toBe(true);
  });
  it.each([
    ['a collected pick-up order', ORDER_STATUS.delivery, paid],
    ['a pick-up order never collected', ORDER_STATUS.notCollected, paid],
    ['a cancelled pick-up order', ORDER_STATUS.cancel, PAYMENT_STATUS.cancelled],
    ['a delivered delivery order', DELIVERY_STATUS.delivered, paid],
    ['a cancelled delivery order', DELIVERY_STATUS.cancel, PAYMENT_STATUS.cancelled],
    ['an unpaid order whose payment was cancelled (expired)', ORDER_STATUS.pending, PAYMENT_STATUS.cancelled],
  ])('lets %s through', (_name, statusId, paymentStatusId) => {
    expect(blocksAccountDeletion({ statusId, paymentStatusId })).toBe(false);
  });
});

describe('deletionConfirmed', () => {
  it('accepts the e-mail typed with other case and spaces around', () => {
    expect(deletionConfirmed('  Ana@Example.COM ', 'ana@example.com')).toBe(true);
  });
  it('refuses another e-mail, a part of it, and nothing typed', () => {
    expect(deletionConfirmed('ana@example.org', 'ana@example.com')).toBe(false);
    expect(deletionConfirmed('ana', 'ana@example.com')).toBe(false);
    expect(deletionConfirmed('   ', 'ana@example.com')).toBe(false);
    expect(deletionConfirmed('', '')).toBe(false);
  });
});

describe('ritmitosValueCents', () => {
  it('values 100 ritmitos at 1 euro', () => {
    expect(ritmitosValueCents(120)).toBe(120);
    expect(ritmitosValueCents(0)).toBe(0);
    expect(ritmitosValueCents(-5)).toBe(0);
  });
});

describe('placeholders', () => {
  it('makes an undeliverable, unique e-mail from the customer code', () => {
    expect(deletedAccountEmail('RC000123')).toBe('deleted-rc000123@deleted.invalid');
    expect(deletedAccountEmail('RC000124')).not.toBe(deletedAccountEmail('RC000123'));
    expect(deletedInvitationEmail(7)).toBe('deleted-invitation-7@deleted.invalid');
  });
});

describe('anonymousDeliveryAddress', () => {
  it('removes the name, phone, street and notes and keeps the postcode and city', () => {
    const address = {
      addressId: 4,
      contactFullName: 'Ana García',
      contactPhone: '600123456',
      addressLine1: 'Carrer de Sueca 1',
      addressLine2: '3ª',
      cp: '46006',
      provinceCode: '46',
      cityCode: '46250',
      provinceName: 'Valencia',
      cityName: 'València',
      notes: 'Llamar al timbre de Ana',
    };
    expect(anonymousDeliveryAddress(address)).toEqual({
      addressId: 4,
      contactFullName: '',
      contactPhone: '',
      addressLine1: '',
      addressLine2: '',
      cp: '46006',
      provinceCode: '46',
      cityCode: '46250',
      provinceName: 'Valencia',
      cityName: 'València',
      notes: '',
    });
  });
});
