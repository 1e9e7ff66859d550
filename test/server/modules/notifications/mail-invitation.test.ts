import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { mailsTo, mailTestBed, PUBLIC_URL, type MailTestBed } from '../../support/mailBed';
import { readMail } from '../../support/mimeMessage';

describe.each(backends)('friend invitation e-mail on $name', (backend) => {
  let bed: MailTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;

  const invite = (who: TestCustomer, friendEmail: string, language: 'es' | 'en', friendName = 'Amiga Querida') =>
    call(bed.app, 'POST', '/api/customer/recommend_friend', who.auth, { friendEmail, friendName }, { 'X-Language': language });

  beforeAll(async () => {
    bed = await mailTestBed(backend);
    // A name that would be markup if it were not escaped.
    ana = await createCustomer(bed.db, 'ana.invites@example.com', { name: 'Ana <b>"Café"</b> & Co', phone: '600000021' });
    bea = await createCustomer(bed.db, 'bea.invites@example.com', { name: 'Beatriz', phone: '600000022' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it("sends the friend one e-mail in the inviter's language, naming the inviter, with a sign-in link for the friend's address", async () => {
    const seen = bed.smtp.messages.length;
    expect(dataOf('recommendFriend', await invite(ana, 'Friend.One@Example.com', 'en', 'Friend One'))).toBe(0);
    // No drain here: the app wakes the sender once the invitation has committed.
    await bed.smtp.nextMessage(seen);

    const caught = mailsTo(bed.smtp, 'friend.one@example.com');
    expect(caught).toHaveLength(1);
    expect(caught[0]!.from).toBe('hola@ritmo.test');
    const mail = readMail(caught[0]!.raw);
    // Markup characters are dropped from the name, in the subject and the text alike.
    expect(mail.subject).toBe('Ana b"Café"/b & Co invites you to Ritmo Café');
    expect(mail.text).toContain('Hello Friend One,');
    expect(mail.text).toContain('Ana b"Café"/b & Co invites you to order your coffee at Ritmo Café');
    const link = `${PUBLIC_URL}/#/user?email=friend.one%40example.com`;
    expect(mail.text).toContain(link);
    // In HTML the inviter's name is text, never markup.
    expect(mail.html).toContain('Ana b&quot;Café&quot;/b &amp; Co invites you');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(`<a href="${link}">Sign in to Ritmo Café</a>`);
  });

  it('writes Spanish when the inviter uses the app in Spanish', async () => {
    expect(dataOf('recommendFriend', await invite(bea, 'amiga.dos@example.com', 'es', 'Lucía'))).toBe(0);
    await bed.sender.drain();
    const [caught] = mailsTo(bed.smtp, 'amiga.dos@example.com');
    const mail = readMail(caught!.raw);
    expect(mail.subject).toBe('Beatriz te invita a Ritmo Café');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('Beatriz te invita a pedir tu café en Ritmo Café');
    expect(mail.text).toContain(`${PUBLIC_URL}/#/user?email=amiga.dos%40example.com`);
  });

  it('never sends a second invitation to the same address: invited again, by someone else, or several times at once', async () => {
    expect(dataOf('recommendFriend', await invite(ana, 'amiga.tres@example.com', 'es'))).toBe(0);
    expect(dataOf('recommendFriend', await invite(ana, 'amiga.tres@example.com', 'es'))).toBe(2);
    expect(dataOf('recommendFriend', await invite(bea, 'AMIGA.TRES@example.com', 'en'))).toBe(2);
    await bed.sender.drain();
    expect(mailsTo(bed.smtp, 'amiga.tres@example.com')).toHaveLength(1);

    const together = await Promise.all([
      invite(ana, 'amiga.cuatro@example.com', 'es'),
      invite(bea, 'amiga.cuatro@example.com', 'en'),
      invite(ana, 'amiga.cuatro@example.com', 'es'),
    ]);
    expect(together.map((answer) => dataOf('recommendFriend', answer)).sort()).toEqual([0, 2, 2]);
    await bed.sender.drain();
    expect(mailsTo(bed.smtp, 'amiga.cuatro@example.com')).toHaveLength(1);
    const rows = await bed.db.select().from(mailQueue).where(eq(mailQueue.key, 'invitation:amiga.cuatro@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).not.toBeNull();
  });

  it("queues the invitation inside the app outbox's transaction (X-Client-Mutation-Id); a replay sends nothing more", async () => {
    const offline = (mutationId: string) =>
      call(
        bed.app,
        'POST',
        '/api/customer/recommend_friend',
        bea.auth,
        { friendEmail: 'amiga.cinco@example.com', friendName: 'Carmen' },
        { 'X-Language': 'en', 'X-Client-Mutation-Id': mutationId },
      );
    expect(dataOf('recommendFriend', await offline('invite-carmen-1'))).toBe(0);
    expect(dataOf('recommendFriend', await offline('invite-carmen-1'))).toBe(0);
    await bed.sender.drain();
    const caught = mailsTo(bed.smtp, 'amiga.cinco@example.com');
    expect(caught).toHaveLength(1);
    expect(readMail(caught[0]!.raw).subject).toBe('Beatriz invites you to Ritmo Café');
  });

  it('keeps links and link-like words out of the names; a name with nothing left gives a neutral subject', async () => {
    const spammer = await createCustomer(bed.db, 'spammer@example.com', {
      name: 'Gana 500€ en http://evil.example/x o www.premio.es <a>aquí</a> x.com',
      phone: '600000023',
    });
    expect(dataOf('recommendFriend', await invite(spammer, 'target.one@example.com', 'es', 'Hola bit.ly/abc amiga'))).toBe(0);
    const onlyLinks = await createCustomer(bed.db, 'links@example.com', { name: 'https://evil.example www.evil.example', phone: '600000024' });
    expect(dataOf('recommendFriend', await invite(onlyLinks, 'target.two@example.com', 'en', 'evil.example/win'))).toBe(0);
    await bed.sender.drain();

    const first = readMail(mailsTo(bed.smtp, 'target.one@example.com')[0]!.raw);
    expect(first.subject).toBe('Gana 500€ en o aaquí/a te invita a Ritmo Café');
    expect(first.text).toContain('Hola, Hola amiga:');
    const second = readMail(mailsTo(bed.smtp, 'target.two@example.com')[0]!.raw);
    expect(second.subject).toBe('You are invited to Ritmo Café');
    expect(second.text).toMatch(/^Hello,\r?\n/);
    expect(second.text).toContain('You are invited to order your coffee at Ritmo Café');
    for (const mail of [first, second]) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/evil|premio|bit\.ly|x\.com|www\./);
      }
      // The only link is ours.
      expect(mail.text.match(/https?:\/\/\S+/g)?.every((url) => url.startsWith(PUBLIC_URL))).toBe(true);
    }
  });

  it('sends nothing to an address that is already a customer', async () => {
    const before = bed.smtp.messages.length;
    expect(dataOf('recommendFriend', await invite(ana, bea.email, 'es'))).toBe(1);
    await bed.sender.drain();
    expect(bed.smtp.messages).toHaveLength(before);
  });
});
