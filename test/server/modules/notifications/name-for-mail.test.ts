import { describe, expect, it } from 'vitest';
import { nameForMail } from '../../../../server/modules/notifications/mail/nameForMail';

describe('a typed name as it may appear in an e-mail to somebody else', () => {
  it.each([
    ['María José Pérez-López', 'María José Pérez-López'],
    ["Anna-Lena O'Brien", "Anna-Lena O'Brien"],
    ['Sr. García', 'Sr. García'],
    ['J.R.R. Tolkien', 'J.R.R. Tolkien'],
    ['José Mª', 'José Mª'],
  ])('keeps an ordinary name: %s', (typed, kept) => {
    expect(nameForMail(typed)).toBe(kept);
  });

  it.each([
    ['Win at http://evil.example/x now', 'Win at now'],
    ['Visit www.evil.com', 'Visit'],
    ['Ana x.com', 'Ana'],
    ['Juan bit.ly/abc', 'Juan'],
    ['WWW.EVIL.COM Ana', 'Ana'],
    ['write to a@b.co please', 'write to please'],
    ['Ana javascript:alert(1)', 'Ana'],
    ['Ana mailto:x', 'Ana'],
    // Full-width and hidden dots are judged as what they look like.
    ['Ana ｘ．ｃｏｍ', 'Ana'],
    ['evil\u200b.com Ana', 'evil Ana'],
  ])('drops link-like words: %s', (typed, kept) => {
    expect(nameForMail(typed)).toBe(kept);
  });

  it('drops markup characters and line breaks', () => {
    expect(nameForMail('<b>Ana</b>\r\nBcc: x')).toBe('bAna/b Bcc: x');
    expect(nameForMail('<<>>')).toBe('');
    expect(nameForMail('https://a.example www.b.example')).toBe('');
  });
});
