import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, Order } from '../../../src/api/contract';
import type { StaffSession, Ticket } from '../../../src/api/contract/counter/staff';
import { ORDER_STATUS } from '../../../src/api/contract/statuses';
import { addStaff } from '../../../server/modules/people/staff/members';
import { apiCall, registeredCustomer, storedSessionToken } from '../customer';
import { useE2eApp } from '../fixture';
import { nextOpeningMoment, shiftedClock } from '../harness';
import { orderAndPayOneProduct, signedInPhone } from '../shopping';
import { staffSession } from '../staffSession';

const BARISTA = 'bea.deletion@ritmo.es';

// A customer signed in with the e-mailed code orders and pays; while the order is under way the Delete my
// account screen blocks; once the counter hands it over, the screen warns of the ritmitos earned, the
// customer types their e-mail and deletes. The old session is refused; signing in again with the same
// e-mail gives a fresh account. E2E_SCREENSHOTS=dir keeps a picture of each screen (390 px, es and en).
describe('deleting the account in Chromium', () => {
  const openAt = nextOpeningMoment();
  const email = `lucia.deletion.${Date.now()}@example.com`;
  const app = useE2eApp({ server: { now: shiftedClock(openAt), fulfilment: 'board' }, customer: { email }, phone: { at: openAt } });
  const dir = process.env.E2E_SCREENSHOTS;
  let barista: StaffSession;
  let order: Order;
  let oldAccount: Account;

  const picture = async (page: Page, name: string) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `delete-${name}-390.png`), fullPage: true });
  };

  const accountStatus = async (token: string) =>
    (await fetch(`${app.server.url}/api/customer/account`, { headers: { Authorization: `Bearer ${token}` } })).status;

  beforeAll(async () => {
    await addStaff(app.server.db, { email: BARISTA, shops: ['va01'], everyShop: false, role: 'barista', name: 'Bea' });
    barista = await staffSession(app.server.url, BARISTA);
  });

  it('blocks the deletion while a paid order waits to be collected, linking to it', async () => {
    order = await orderAndPayOneProduct(app);
    await app.page.goto(`${app.server.url}/#/user`);
    await app.page.getByTestId('user-delete-account').click();
    const block = app.page.getByTestId('delete-pending');
    await block.waitFor();
    expect(await block.textContent()).toContain(order.orderCode);
    expect(await app.page.getByTestId('delete-submit').isDisabled()).toBe(true);
    await picture(app.page, 'pending-es');
  });

  it('warns of the ritmitos and their worth once the order is collected, in Spanish and English', async () => {
    let status: number = ORDER_STATUS.pending;
    for (const to of [ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared, ORDER_STATUS.delivery]) {
      status = (await apiCall<Ticket>(app.server.url, 'POST', `/staff/orders/${order.orderId}/status`, barista.token, { to, expected: status })).statusId;
    }
    oldAccount = await apiCall<Account>(app.server.url, 'GET', '/customer/account', app.token);
    const ritmitos = oldAccount.loyalty.ritmitosAvailable;
    expect(ritmitos).toBeGreaterThan(0);

    const english = await signedInPhone(app.browser, app.server.url, app.token, openAt, 'en');
    app.closeAtEnd(english.context);
    await english.page.goto(`${app.server.url}/#/user/delete`);
    await english.page.getByTestId('delete-ritmitos').waitFor();
    expect(await english.page.getByTestId('delete-ritmitos').textContent()).toContain(`You will lose ${ritmitos} ritmitos`);
    await picture(english.page, 'en');

    await app.page.goto(`${app.server.url}/#/user`);
    await app.page.getByTestId('user-delete-account').click();
    await app.page.getByTestId('delete-ritmitos').waitFor();
    expect(await app.page.getByTestId('delete-pending').count()).toBe(0);
    expect(await app.page.getByTestId('delete-ritmitos').textContent()).toMatch(new RegExp(`Perderás ${ritmitos} ritmitos \\(\\d+,\\d\\d\\s€\\)`));
    await picture(app.page, 'es');
  });

  it('deletes with the typed e-mail, signs the phone out and shows the catalogue', async () => {
    const submit = app.page.getByTestId('delete-submit');
    await app.page.getByTestId('delete-confirm').fill('someone.else@example.com');
    expect(await submit.isDisabled()).toBe(true);
    await app.page.getByTestId('delete-confirm').fill(email.toUpperCase());
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await app.page.waitForURL((url) => url.hash === '' || url.hash === '#/');
    await expect.poll(() => storedSessionToken(app.page)).toBeUndefined();
    await picture(app.page, 'done-es');
  });

  it('cannot sign in to the old account: its token is refused and the same e-mail gives a fresh one', async () => {
    expect(await accountStatus(app.token)).toBe(401);
    const token = await registeredCustomer(app.server.url, email, []);
    const account = await apiCall<Account>(app.server.url, 'GET', '/customer/account', token);
    expect(account.email).toBe(email);
    expect(account.id).not.toBe(oldAccount.id);
    expect(account.code).not.toBe(oldAccount.code);
    expect(account.loyalty.ritmitosAvailable).toBe(0);
    expect(await apiCall<Order[]>(app.server.url, 'GET', '/customer/orders', token)).toEqual([]);
  });
});
