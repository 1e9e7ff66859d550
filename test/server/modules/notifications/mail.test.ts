import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../../../../src/api/contract/endpoints';
import { mailOutbox } from '../../../../server/platform/db/schema';
import { openDatabase } from '../../../../server/platform/db/connect';
import { backends } from '../../harness';
import { decodeQuotedPrintable, startSmtpListener, type SmtpListener } from '../../support/smtpListener';
import { safeProductionOptions } from '../../support/productionOptions';
import { serverPerTest } from '../../support/serverPerTest';

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.each(backends)('sign-in mail on $name', (backend) => {
  let smtp: SmtpListener | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });
  const { start, stop, logLines } = serverPerTest(backend);

  it('sends the code and the link through a real SMTP server in the language of the request; the code signs in', async () => {
    smtp = await startSmtpListener();
    const running = await start({ smtpUrl: smtp.url, mailFrom: 'Ritmo <hola@ritmo.test>' });
    const started = await json(`${running.url}/api/customer/login-start`, { email: 'mail@example.com' }, { 'X-Language': 'en' });
    expect(started.status).toBe(200);

    const message = await smtp.nextMessage(0);
    expect(message.to).toEqual(['mail@example.com']);
    expect(message.from).toBe('hola@ritmo.test');
    const text = decodeQuotedPrintable(message.raw);
    expect(text).toContain('Your sign-in code is:');
    const code = /^ {4}([2-9A-HJ-NP-Z]{5})\r?$/m.exec(text)?.[1];
    expect(code).toBeDefined();
    const link = new RegExp(`${running.url}/#/user_login_link\\?code=([A-Za-z0-9_-]{43})`).exec(text);
    expect(link).not.toBeNull();
    expect(text).toMatch(/Content-Type: text\/html/);

    const ended = await json(`${running.url}/api/customer/login-end`, { email: 'mail@example.com', code });
    const answer = v.parse(endpoints.loginEnd.answer, await ended.json());
    expect(answer.data).toMatchObject({ user: { email: 'mail@example.com' } });

    // Demo mode keeps a copy in the outbox as well.
    const outbox = v.parse(endpoints.devOutbox.answer, await (await fetch(`${running.url}/api/dev/outbox`)).json());
    expect(outbox.data?.[0]).toMatchObject({ to: 'mail@example.com', code, subject: 'Your Ritmo Café sign-in code' });
  });

  it('writes Spanish by default; the demo outbox lists newest first with code and link', async () => {
    const running = await start();
    await json(`${running.url}/api/customer/login-start`, { email: 'primero@example.com' });
    await json(`${running.url}/api/customer/login-start`, { email: 'segundo@example.com' }, { 'Accept-Language': 'en-GB,en;q=0.8' });
    await json(`${running.url}/api/customer/login-start`, { email: 'tercero@example.com' }, { 'X-Language': 'es', 'Accept-Language': 'en' });
    const outbox = v.parse(endpoints.devOutbox.answer, await (await fetch(`${running.url}/api/dev/outbox`)).json()).data ?? [];
    expect(outbox.map((mail) => mail.to)).toEqual(['tercero@example.com', 'segundo@example.com', 'primero@example.com']);
    expect(outbox.map((mail) => mail.subject)).toEqual([
      'Tu código de acceso a Ritmo Café',
      'Your Ritmo Café sign-in code',
      'Tu código de acceso a Ritmo Café',
    ]);
    const latest = outbox[0]!;
    expect(latest.text).toContain('Tu código de acceso es:');
    expect(latest.text).toContain(latest.code!);
    expect(latest.link).toMatch(new RegExp(`^${running.url}/#/user_login_link\\?code=`));
    expect(latest.text).toContain(latest.link!);
  });

  it('in production the outbox route does not exist and mail goes only through SMTP', async () => {
    smtp = await startSmtpListener();
    const running = await start(safeProductionOptions(smtp.url));
    expect((await fetch(`${running.url}/api/dev/outbox`)).status).toBe(404);
    expect((await json(`${running.url}/api/customer/login-start`, { email: 'prod@example.com' })).status).toBe(200);
    const text = decodeQuotedPrintable((await smtp.nextMessage(0)).raw);
    expect(text).toContain('https://cafe.example/#/user_login_link?code=');
    const reopened = await openDatabase(await stop());
    try {
      expect(await reopened.db.select().from(mailOutbox)).toHaveLength(0);
    } finally {
      await reopened.close();
    }
  });

  it('answers 503 mail_unavailable when the mail cannot be sent', async () => {
    // Production with an SMTP server that refuses connections.
    const running = await start(safeProductionOptions('smtp://127.0.0.1:1'));
    const answer = await json(`${running.url}/api/customer/login-start`, { email: 'lost@example.com' });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ wasOk: false, error: { code: 'mail_unavailable' } });
    expect(logLines().map((line) => line.msg)).toContain('The sign-in e-mail could not be sent');
  });
});
