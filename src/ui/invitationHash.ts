/** An invitation link's sign-in: `#/?email=…&code=…` on the counter or the back office. */
export interface InvitationSignIn {
  email: string;
  code: string;
}

function split(hash: string): { path: string; query: URLSearchParams } {
  const body = hash.replace(/^#/, '');
  const at = body.indexOf('?');
  return at < 0 ? { path: body, query: new URLSearchParams() } : { path: body.slice(0, at), query: new URLSearchParams(body.slice(at + 1)) };
}

/** The e-mail and code an invitation link carries in the hash's query, or null when it carries neither. */
export function invitationFromHash(hash: string): InvitationSignIn | null {
  const { query } = split(hash);
  const email = query.get('email')?.trim();
  const code = query.get('code')?.trim();
  return email && code ? { email, code } : null;
}

/** The hash without the invitation's e-mail and code (they are not left in the address bar or history). */
export function hashWithoutInvitation(hash: string): string {
  const { path, query } = split(hash);
  query.delete('email');
  query.delete('code');
  const rest = query.toString();
  return `#${path || '/'}${rest ? `?${rest}` : ''}`;
}
