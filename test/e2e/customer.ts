import type { BrowserContext, Page } from 'playwright-core';

/**
 * Where the app keeps the customer's token (src/data/sessionToken.ts). Written here rather than imported: that module
 * imports src/i18n, which reads its bundles through Vite's import.meta.glob, and the bench (run by tsx) has none.
 * A different key makes every signed-in e2e journey fail at once.
 */
const SESSION_STORAGE_KEY = 'ritmo-session';

/** Calls the API as the app does; throws when the answer is not ok. */
export async function apiCall<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { wasOk: boolean; data: T };
  if (!answer.wasOk) throw new Error(`${method} ${path} answered not ok`);
  return answer.data;
}

/**
 * A registered customer (name, phone and `addressLines` addresses) signed in through the real calls:
 * login-start, the code from the demo outbox, login-end. Returns the session token.
 */
export async function registeredCustomer(baseUrl: string, email: string, addressLines: string[]): Promise<string> {
  await apiCall(baseUrl, 'POST', '/customer/login-start', undefined, { email });
  const outbox = await apiCall<{ to: string; code: string | null }[]>(baseUrl, 'GET', '/dev/outbox');
  const code = outbox.find((mail) => mail.to === email && mail.code)!.code;
  const { token } = await apiCall<{ token: string }>(baseUrl, 'POST', '/customer/login-end', undefined, { email, code });
  await apiCall(baseUrl, 'PATCH', '/customer/account', token, { name: 'Lucía Marín', phone: '611223344' });
  for (const addressLine1 of addressLines) {
    await apiCall(baseUrl, 'POST', '/customer/addresses/0', token, {
      addressId: 0,
      contactFullName: 'Lucía Marín',
      contactPhone: '611223344',
      addressLine1,
      cp: '46006',
      city: { code: '46250' },
      province: { code: '46' },
    });
  }
  return token;
}

/**
 * Puts the session token where the app keeps it, in the storage of `baseUrl`'s origin, before the first
 * page of the context runs: once, so a sign-out or another sign-in later in the test stands.
 */
export async function seedSessionToken(context: BrowserContext, baseUrl: string, token: string): Promise<void> {
  await context.addInitScript(
    ({ origin, key, token }) => {
      if (location.origin !== origin) return;
      const seeded = `${key}-seeded-by-test`;
      if (localStorage.getItem(seeded) !== null) return;
      localStorage.setItem(seeded, '1');
      localStorage.setItem(key, token);
    },
    { origin: new URL(baseUrl).origin, key: SESSION_STORAGE_KEY, token },
  );
}

/** The session token the app on `page` keeps (undefined when signed out). */
export async function storedSessionToken(page: Page): Promise<string | undefined> {
  return (await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? undefined;
}

/** Puts the session (and, unless asked not to, the cookie consent) in the browser context. */
export async function signInContext(context: BrowserContext, baseUrl: string, token: string, acceptCookies = true): Promise<void> {
  await seedSessionToken(context, baseUrl, token);
  if (acceptCookies) await context.addCookies([{ name: 'cookie_consent', value: new Date().toISOString(), url: baseUrl }]);
}
