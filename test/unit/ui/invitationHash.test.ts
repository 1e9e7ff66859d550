import { describe, expect, it } from 'vitest';
import { hashWithoutInvitation, invitationFromHash } from '../../../src/ui/invitationHash';

describe('invitationFromHash', () => {
  it('reads the e-mail and code of an invitation link', () => {
    expect(invitationFromHash('#/?email=ana%2Bbar%40ritmo.es&code=AB12CD')).toEqual({ email: 'ana+bar@ritmo.es', code: 'AB12CD' });
  });
  it('is null without both', () => {
    expect(invitationFromHash('')).toBeNull();
    expect(invitationFromHash('#/')).toBeNull();
    expect(invitationFromHash('#/?email=ana%40ritmo.es')).toBeNull();
  });
});

describe('hashWithoutInvitation', () => {
  it('drops the e-mail and code and keeps the rest', () => {
    expect(hashWithoutInvitation('#/?email=a%40b.es&code=X')).toBe('#/');
    expect(hashWithoutInvitation('#/shops?email=a%40b.es&code=X&tab=hours')).toBe('#/shops?tab=hours');
    expect(hashWithoutInvitation('')).toBe('#/');
  });
});
