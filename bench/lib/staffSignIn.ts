import type { StaffSession } from '../../src/api/contract/counter/staff';

async function answerData<T>(response: Response, call: string): Promise<T> {
  const answer = (await response.json()) as { wasOk: boolean; data?: T; error?: { message?: string } };
  if (!answer.wasOk || answer.data === undefined) throw new Error(`${call}: HTTP ${response.status} ${answer.error?.message ?? ''}`);
  return answer.data;
}

/**
 * A demo staff member (server/platform/db/seed/staff.ts) signs in as the board and the back office do:
 * login-start, the code from the demo outbox, login-end.
 */
export async function staffSignIn(serverUrl: string, email: string): Promise<StaffSession> {
  const post = (call: string, body: unknown) =>
    fetch(`${serverUrl}/api/staff/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Language': 'es' },
      body: JSON.stringify(body),
    });
  await answerData(await post('login-start', { email }), 'login-start');
  const outbox = await answerData<{ to: string; code: string | null }[]>(await fetch(`${serverUrl}/api/dev/outbox`), 'outbox');
  const code = outbox.filter((mail) => mail.to === email && mail.code).at(-1)?.code;
  if (!code) throw new Error(`No sign-in code was sent to ${email} (is the server in demo mode?)`);
  return answerData<StaffSession>(await post('login-end', { email, code }), 'login-end');
}
