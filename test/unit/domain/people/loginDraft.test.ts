import { describe, expect, it } from 'vitest';
import { LOGIN_CODE_MINUTES } from '../../../../src/domain/constants';
import { codeExpiresAt, draftWithInvitedEmail, loginDraftAt } from '../../../../src/domain/people/loginDraft';

const MINUTE = 60_000;
const sentAt = Date.UTC(2025, 0, 15, 10, 0);

describe('codeExpiresAt (DESIGN §4 one-time code lifetime)', () => {
  it('uses the lifetime the server answered', () => {
    expect(codeExpiresAt(sentAt, 300)).toBe(sentAt + 5 * MINUTE);
  });
  it('falls back to the 10 minutes of DESIGN §4 without a usable answer', () => {
    expect(LOGIN_CODE_MINUTES).toBe(10);
    expect(codeExpiresAt(sentAt)).toBe(sentAt + 10 * MINUTE);
    expect(codeExpiresAt(sentAt, 0)).toBe(sentAt + 10 * MINUTE);
  });
});

describe('loginDraftAt (spec §4 login flow across reloads)', () => {
  const codeStep = { step: 1 as const, email: 'ana@example.com', codeExpiresAt: sentAt + 10 * MINUTE };

  it('keeps the code step and the e-mail while the code works', () => {
    expect(loginDraftAt(codeStep, sentAt + 9 * MINUTE + 59_999)).toBe(codeStep);
  });
  it('goes back to step 0 with the same e-mail once the code has expired', () => {
    expect(loginDraftAt(codeStep, sentAt + 10 * MINUTE)).toEqual({ step: 0, email: 'ana@example.com' });
  });
  it('ends a code step whose expiry is unknown', () => {
    expect(loginDraftAt({ step: 1, email: 'ana@example.com' }, sentAt)).toEqual({ step: 0, email: 'ana@example.com' });
  });
  it('leaves step 0 as it is', () => {
    const emailStep = { step: 0 as const, email: 'ana@exa' };
    expect(loginDraftAt(emailStep, sentAt)).toBe(emailStep);
  });
});

describe('draftWithInvitedEmail (spec §4 friend invitation: the e-mailed link fills in the e-mail)', () => {
  it('types the invited e-mail into an untouched box', () => {
    expect(draftWithInvitedEmail({ step: 0, email: '' }, ' amiga@example.com ')).toEqual({ step: 0, email: 'amiga@example.com' });
  });
  it('keeps what the customer was doing: a typed e-mail or a code step', () => {
    const typed = { step: 0 as const, email: 'otra@example.com' };
    const codeStep = { step: 1 as const, email: 'otra@example.com', codeExpiresAt: sentAt };
    expect(draftWithInvitedEmail(typed, 'amiga@example.com')).toBe(typed);
    expect(draftWithInvitedEmail(codeStep, 'amiga@example.com')).toBe(codeStep);
  });
  it('ignores a missing or invalid e-mail', () => {
    const empty = { step: 0 as const, email: '' };
    expect(draftWithInvitedEmail(empty, null)).toBe(empty);
    expect(draftWithInvitedEmail(empty, 'not-an-email')).toBe(empty);
  });
});
