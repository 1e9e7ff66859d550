import type { BrowserContext } from 'playwright-core';
import type { StaffSession } from '../../src/api/contract/counter/staff';
import { apiCall } from './customer';

/** A member of staff signed in through the real calls (login-start, the code from the dev outbox, login-end). */
export async function staffSession(baseUrl: string, email: string): Promise<StaffSession> {
  await apiCall(baseUrl, 'POST', '/staff/login-start', undefined, { email });
  const outbox = await apiCall<{ to: string; code: string | null }[]>(baseUrl, 'GET', '/dev/outbox');
  const code = outbox.filter((mail) => mail.to === email && mail.code).at(-1)?.code;
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  const session = await apiCall<StaffSession | 'error_date'>(baseUrl, 'POST', '/staff/login-end', undefined, { email, code });
  if (session === 'error_date') throw new Error('the staff code had expired');
  return session;
}

/** A browser context whose board opens signed in as the member, on the shop given. */
export async function boardContext(context: BrowserContext, baseUrl: string, session: StaffSession, shop: string, language: 'es' | 'en' = 'es'): Promise<void> {
  await context.addCookies([{ name: 'culture', value: language, url: baseUrl }]);
  await context.addInitScript(
    ([stored, code]) => {
      if (!localStorage.getItem('ritmo-staff-session')) localStorage.setItem('ritmo-staff-session', stored);
      if (!localStorage.getItem('ritmo-staff-shop')) localStorage.setItem('ritmo-staff-shop', code);
    },
    [JSON.stringify(session), shop] as const,
  );
}
