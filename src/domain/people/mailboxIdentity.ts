/** Mail domains where dots in the local part are ignored: a.na@ and ana@ reach the same Gmail mailbox. */
const DOTLESS_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

/** Domains that are other names of one provider's mailboxes. */
const SAME_PROVIDER: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an e-mail address reaches, as one string: two addresses with the same identity are the same
 * person (a self-invitation, a self-referral). Case is ignored; a "+tag" after the local part is dropped
 * for every domain (sub-addressing); dots are ignored for Gmail, whose two domains are one.
 */
export function mailboxIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${SAME_PROVIDER[domain] ?? domain}`;
}

/** Whether two e-mail addresses reach the same mailbox (see mailboxIdentity). */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxIdentity(a) === mailboxIdentity(b);
}
