import { describe, expect, it } from 'vitest';
import { mailboxIdentity, sameMailbox } from '../../../../src/domain/people/mailboxIdentity';

describe('mailboxIdentity: addresses that reach the same mailbox are one person', () => {
  it('ignores case and surrounding spaces', () => {
    expect(mailboxIdentity(' Ana.Ruiz@Example.COM ')).toBe('ana.ruiz@example.com');
    expect(sameMailbox('ANA@example.com', 'ana@EXAMPLE.com')).toBe(true);
  });

  it('drops a plus-tag for every domain', () => {
    expect(mailboxIdentity('ana+alt@example.com')).toBe('ana@example.com');
    expect(mailboxIdentity('ana+a+b@correo.es')).toBe('ana@correo.es');
    expect(sameMailbox('ana+alt@example.com', 'ana@example.com')).toBe(true);
    expect(sameMailbox('ana+one@example.com', 'ana+two@example.com')).toBe(true);
  });

  it('ignores dots for gmail.com and googlemail.com, which are one provider', () => {
    expect(mailboxIdentity('a.n.a@gmail.com')).toBe('ana@gmail.com');
    expect(mailboxIdentity('A.Na+Shop@GoogleMail.com')).toBe('ana@gmail.com');
    expect(sameMailbox('ana@googlemail.com', 'a.na@gmail.com')).toBe(true);
  });

  it('keeps dots elsewhere, and tells different mailboxes apart', () => {
    expect(mailboxIdentity('a.na@example.com')).toBe('a.na@example.com');
    expect(sameMailbox('a.na@example.com', 'ana@example.com')).toBe(false);
    expect(sameMailbox('ana@example.com', 'ana@example.es')).toBe(false);
    expect(sameMailbox('ana@gmail.com', 'anna@gmail.com')).toBe(false);
  });

  it('keeps a local part that is only a tag, and an address without a local part, as written', () => {
    expect(mailboxIdentity('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxIdentity('not-an-address')).toBe('not-an-address');
  });
});
