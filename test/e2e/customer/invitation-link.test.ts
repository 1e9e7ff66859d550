import { describe, expect, it } from 'vitest';
import { useE2eApp } from '../fixture';
import { newPhoneContext, trackPageErrors } from '../harness';
import { apiCall, registeredCustomer } from '../customer';

// Issue 13 "E-mails that matter": the friend opens the invitation's link and finds the login ready.
describe('the friend invitation link in Chromium', () => {
  const app = useE2eApp();

  it("opens the login box with the friend's e-mail filled in, and the friend can ask for a code straight away", async () => {
    const inviter = await registeredCustomer(app.server.url, `inviter.${Date.now()}@example.com`, []);
    const friend = `friend.${Date.now()}@example.com`;
    expect(await apiCall<number>(app.server.url, 'POST', '/customer/recommend_friend', inviter, { friendEmail: friend, friendName: 'Marta' })).toBe(0);

    // The demo outbox keeps what SMTP would deliver; the sender is woken once the invitation committed.
    let invitation: { to: string; link: string | null; subject: string } | undefined;
    for (let tries = 0; !invitation && tries < 50; tries += 1) {
      const outbox = await apiCall<{ to: string; link: string | null; subject: string }[]>(app.server.url, 'GET', '/dev/outbox');
      invitation = outbox.find((mail) => mail.to === friend);
      if (!invitation) await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(invitation?.subject).toBe('Lucía Marín te invita a Ritmo Café');
    expect(invitation?.link).toBe(`${app.server.url}/#/user?email=${encodeURIComponent(friend)}`);

    const context = await newPhoneContext(app.browser, 'es-ES');
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(invitation!.link!);
    const email = page.getByTestId('login-email');
    await email.waitFor();
    expect(await email.inputValue()).toBe(friend);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-code').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
