import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/api/contract';
import { storedSessionToken } from '../customer';
import { useE2eApp } from '../fixture';

// A customer signs in with the e-mailed code, edits contact details, manages addresses, changes a
// preference without network (it must reach the server once back online), and signs out.
describe('account journey in Chromium', () => {
  const email = `ana.garcia.${Date.now()}@example.com`;
  const app = useE2eApp({ phone: 'visitor' });

  async function latestCodeFor(to: string): Promise<string> {
    const response = await fetch(`${app.server.url}/api/dev/outbox`);
    const body = (await response.json()) as { data: { to: string; code: string | null }[] };
    const mail = body.data.find((message) => message.to === to && message.code);
    if (!mail?.code) throw new Error(`No sign-in mail for ${to} in the dev outbox`);
    return mail.code;
  }

  async function sessionToken(): Promise<string> {
    const token = await storedSessionToken(app.page);
    if (!token) throw new Error('The app keeps no session token');
    // The token stays out of cookies: none the page or the server could read carries it.
    expect(await app.page.evaluate(() => document.cookie)).not.toContain(token);
    expect((await app.context.cookies()).map((cookie) => cookie.value)).not.toContain(token);
    return token;
  }

  async function serverAccount(token: string): Promise<{ status: number; account?: Account }> {
    const response = await fetch(`${app.server.url}/api/customer/account`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) return { status: response.status };
    return { status: response.status, account: ((await response.json()) as { data: Account }).data };
  }

  it('signs in with the code sent by e-mail', async () => {
    await app.page.goto(`${app.server.url}/#/user`);
    const accept = app.page.getByTestId('cookie-accept');
    await app.page.getByTestId('login-email').waitFor();
    if (await accept.isVisible()) await accept.click();
    await app.page.getByTestId('login-email').fill(email);
    await app.page.getByTestId('login-submit').click();
    await app.page.getByTestId('login-code').waitFor();
    await expect.poll(() => latestCodeFor(email).catch(() => ''), { timeout: 10_000 }).not.toBe('');
    await app.page.getByTestId('login-code').fill(await latestCodeFor(email));
    await app.page.getByTestId('login-code-submit').click();
    await app.page.getByTestId('user-qr').waitFor();
    expect((await serverAccount(await sessionToken())).status).toBe(200);
  });

  it('saves contact name and phone', async () => {
    await app.page.goto(`${app.server.url}/#/user/settings`);
    await app.page.getByTestId('settings-name').fill('Ana García');
    await app.page.getByTestId('settings-phone').fill('612345678');
    await app.page.getByTestId('settings-save').click();
    const token = await sessionToken();
    await expect.poll(async () => (await serverAccount(token)).account?.name, { timeout: 10_000 }).toBe('Ana García');
    expect((await serverAccount(token)).account?.phone).toBe('612345678');
  });

  async function addAddress(line1: string) {
    await app.page.getByTestId('address-add').click();
    await app.page.getByTestId('address-contactFullName').fill('Ana García');
    await app.page.getByTestId('address-contactPhone').fill('612345678');
    await app.page.getByTestId('address-addressLine1').fill(line1);
    await app.page.getByTestId('address-province').selectOption('46');
    await expect.poll(() => app.page.getByTestId('address-city').locator('option[value="46250"]').count(), { timeout: 10_000 }).toBe(1);
    await app.page.getByTestId('address-city').selectOption('46250');
    await app.page.getByTestId('address-cp').fill('46006');
    await app.page.getByTestId('address-save').click();
  }

  it('adds two addresses and deletes the second', async () => {
    await app.page.goto(`${app.server.url}/#/user/address`);
    await app.page.getByTestId('address-add').waitFor();
    await addAddress('Carrer de Sueca 23');
    await expect.poll(() => app.page.getByTestId('address-card').count(), { timeout: 10_000 }).toBe(1);
    await addAddress('Carrer de Cadis 8');
    await expect.poll(() => app.page.getByTestId('address-card').count(), { timeout: 10_000 }).toBe(2);
    // The first address in the list cannot be deleted.
    expect(await app.page.getByTestId('address-card').first().getByTestId('address-delete').count()).toBe(0);

    await app.page.getByTestId('address-card').nth(1).getByTestId('address-delete').click();
    await app.page.getByTestId('address-delete-confirm').click();
    await expect.poll(() => app.page.getByTestId('address-card').count(), { timeout: 10_000 }).toBe(1);
    // The screen changes at once; the outbox delivers the delete to the server right after.
    const token = await sessionToken();
    const serverLines = async () => {
      const response = await fetch(`${app.server.url}/api/customer/addresses`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { addressLine1: string }[] }).data.map((address) => address.addressLine1);
    };
    await expect.poll(serverLines, { timeout: 10_000 }).toEqual(['Carrer de Sueca 23']);
  });

  it('queues a preference changed offline and delivers it once back online', async () => {
    const token = await sessionToken();
    await app.page.goto(`${app.server.url}/#/user/settings`);
    const newsSwitch = app.page.getByTestId('settings-receive-news');
    await newsSwitch.waitFor();
    const before = (await serverAccount(token)).account!.preferences.receiveNews;

    await app.context.setOffline(true);
    await newsSwitch.click();
    await app.page.getByTestId('pending-indicator').first().waitFor();
    expect((await serverAccount(token)).account!.preferences.receiveNews).toBe(before);

    await app.context.setOffline(false);
    await expect.poll(async () => (await serverAccount(token)).account!.preferences.receiveNews, { timeout: 30_000 }).toBe(!before);
    await expect.poll(() => app.page.getByTestId('pending-indicator').count(), { timeout: 30_000 }).toBe(0);
  });

  it('signs out, and the old session no longer works', async () => {
    const token = await sessionToken();
    await app.page.goto(`${app.server.url}/#/user`);
    await app.page.getByTestId('user-signout').click();
    await app.page.waitForURL(/#\/$/);
    await app.page.goto(`${app.server.url}/#/user`);
    await app.page.getByTestId('login-email').waitFor();
    expect(await storedSessionToken(app.page)).toBeUndefined();
    await expect.poll(async () => (await serverAccount(token)).status, { timeout: 10_000 }).toBe(401);
  });

  it('ran without uncaught page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
