import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffInvitationMail } from '../../../../server/modules/people/staff/staffInvitationMail';
import { queuedMailOf } from '../../../../server/modules/notifications/mail/queuedMail';
import { mailQueue, staff, staffLoginCodes } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { createStaff } from '../../support/counterBed';
import { call } from '../../support/customers';
import { auditCount, lastAudit, manageBed, VA01, type ManageBed, type Who } from './manageBed';

type Entry = { id: number; email: string; role: string; shops: string[]; everyShop: boolean; grants: string[] };

describe.each(backends)('the back office staff on $name', (backend) => {
  let bed: ManageBed;
  beforeAll(async () => {
    bed = await manageBed(backend);
  });
  afterAll(async () => {
    await bed?.dispose();
  });

  const staffCount = async () => Number((await bed.db.select({ n: count() }).from(staff))[0]?.n);
  const written = async () => [await staffCount(), await auditCount(bed.db), Number((await bed.db.select({ n: count() }).from(mailQueue))[0]?.n)];
  const invite = (who: Who, body: Record<string, unknown>) =>
    bed.call(who, 'POST', '/api/manage/staff', { email: 'nuevo@example.com', name: 'Nuevo', role: 'barista', shops: ['va01'], ...body });

  it.each([
    ['owner', 200],
    ['manager', 200],
    ['barista', 403],
  ] as [Who, number][])('lists the staff %s may see', async (who, status) => {
    const answer = await bed.call(who, 'GET', '/api/manage/staff');
    expect(answer.status).toBe(status);
    if (status !== 200) return;
    const emails = (answer.body.data as Entry[]).map((entry) => entry.email);
    expect(emails).toContain('bea.barista@example.com');
    expect(emails.includes('carlos.manager@example.com')).toBe(who === 'owner');
  });

  it.each([
    ['manager', { role: 'owner', shops: [] }, 'role'],
    ['manager', { shops: ['va02'] }, 'shops'],
    ['manager', { shops: ['va01', 'va02'] }, 'shops'],
    ['manager', { role: 'manager', grants: ['catalogue'] }, 'grants'],
    ['manager', { everyShop: true, shops: [] }, 'everyShop'],
    ['otherManager', {}, 'shops'],
    ['barista', {}, undefined],
  ] as [Who, Record<string, unknown>, string | undefined][])('refuses %s inviting %j with 403, writing nothing', async (who, body, field) => {
    const before = await written();
    const answer = await invite(who, body);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.field).toBe(field);
    expect(await written()).toEqual(before);
  });

  it('lets a manager invite a barista to their shop: audited, and the queued mail signs them in at the counter', async () => {
    const answer = await invite('manager', { email: 'Nuevo@Example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: 'nuevo@example.com', role: 'barista', shops: ['va01'], everyShop: false, grants: [] });
    expect(await lastAudit(bed.db)).toMatchObject({
      action: 'staff.add',
      subject: `staff:${answer.body.data.id}`,
      locationId: VA01,
      actor: 'marta.manager@example.com',
    });
    const [queued] = await bed.db.select().from(mailQueue).orderBy(desc(mailQueue.id)).limit(1);
    const mail = queuedMailOf(queued!.kind, queued!.payload);
    if (mail.kind !== 'staffInvitation') throw new Error(`queued ${mail.kind}`);
    const outgoing = staffInvitationMail(mail.payload, 'https://ritmo.example');
    expect(outgoing.to).toBe('nuevo@example.com');
    expect(outgoing.link).toBe(`https://ritmo.example/counter/#/?email=nuevo%40example.com&code=${mail.payload.code}`);
    const [code] = await bed.db.select().from(staffLoginCodes).where(eq(staffLoginCodes.email, 'nuevo@example.com'));
    expect(code!.expiresAt.getTime() - bed.clock.now.getTime()).toBe(7 * 24 * 3_600_000);
    // A week less a minute later, the link's code still signs them in.
    bed.clock.now = new Date(bed.clock.now.getTime() + 7 * 24 * 3_600_000 - 60_000);
    const session = await call(bed.app, 'POST', '/api/staff/login-end', {}, { email: 'nuevo@example.com', code: mail.payload.code });
    expect(session.status).toBe(200);
    const token = (session.body as { data: { token: string } }).data.token;
    expect((await call(bed.app, 'GET', '/api/staff/me', { Authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("invites a manager to the back office, in the request's language", async () => {
    const answer = await bed.call('owner', 'POST', '/api/manage/staff', { email: 'gerente@example.com', name: 'Gema', role: 'manager', shops: ['va02'] });
    expect(answer.status).toBe(200);
    const [queued] = await bed.db.select().from(mailQueue).orderBy(desc(mailQueue.id)).limit(1);
    const mail = queuedMailOf(queued!.kind, queued!.payload);
    if (mail.kind !== 'staffInvitation') throw new Error(`queued ${mail.kind}`);
    expect(mail.payload.language).toBe('es');
    expect(staffInvitationMail(mail.payload, 'http://localhost').link).toMatch(/^http:\/\/localhost\/manage\/#\/\?email=gerente%40example\.com&code=/);
  });

  it('refuses inviting an e-mail already on the staff', async () => {
    const before = await written();
    const answer = await invite('owner', { email: 'bea.barista@example.com' });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.field).toBe('email');
    expect(await written()).toEqual(before);
  });

  it('lets a manager rename a member of their shop, audited', async () => {
    const answer = await bed.call('manager', 'PATCH', `/api/manage/staff/${bed.staff.barista.id}`, { name: 'Bea Martí' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Bea Martí', role: 'barista', shops: ['va01'] });
    expect(await lastAudit(bed.db)).toMatchObject({ action: 'staff.update', subject: `staff:${bed.staff.barista.id}` });
  });

  it('refuses a manager changing an owner or a member of another shop, or promoting to owner', async () => {
    const before = await written();
    expect((await bed.call('manager', 'PATCH', `/api/manage/staff/${bed.staff.owner.id}`, { name: 'X' })).status).toBe(403);
    expect((await bed.call('manager', 'PATCH', `/api/manage/staff/${bed.staff.otherManager.id}`, { name: 'X' })).status).toBe(403);
    expect((await bed.call('manager', 'PATCH', `/api/manage/staff/${bed.staff.barista.id}`, { role: 'owner' })).status).toBe(403);
    expect((await bed.call('manager', 'PATCH', `/api/manage/staff/${bed.staff.barista.id}`, { shops: ['va02'] })).status).toBe(403);
    expect((await bed.call('barista', 'PATCH', `/api/manage/staff/${bed.staff.barista.id}`, { name: 'X' })).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('refuses removing oneself, an owner by a manager, a member of another shop, and anything by a barista', async () => {
    const before = await written();
    const self = await bed.call('manager', 'DELETE', `/api/manage/staff/${bed.staff.manager.id}`, {});
    expect([self.status, self.body.error?.code]).toEqual([409, 'self']);
    expect((await bed.call('manager', 'DELETE', `/api/manage/staff/${bed.staff.owner.id}`, {})).status).toBe(403);
    expect((await bed.call('manager', 'DELETE', `/api/manage/staff/${bed.staff.otherManager.id}`, {})).status).toBe(403);
    expect((await bed.call('barista', 'DELETE', `/api/manage/staff/${bed.staff.manager.id}`, {})).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('removes a member, audited, and their token is refused at once', async () => {
    const doomed = await createStaff(bed.db, 'doomed@example.com', 'manager', [VA01]);
    expect((await bed.call(doomed, 'GET', '/api/manage/me')).status).toBe(200);
    const answer = await bed.call('manager', 'DELETE', `/api/manage/staff/${doomed.id}`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ removed: true });
    expect(await lastAudit(bed.db)).toMatchObject({ action: 'staff.remove', subject: `staff:${doomed.id}` });
    expect((await bed.call(doomed, 'GET', '/api/manage/me')).status).toBe(401);
    expect((await bed.call('manager', 'DELETE', `/api/manage/staff/${doomed.id}`, {})).status).toBe(404);
  });

  it('keeps the last owner: not demoted, not removed; a second owner may be demoted', async () => {
    const second = await createStaff(bed.db, 'second.owner@example.com', 'owner', 'every');
    expect((await bed.call('owner', 'PATCH', `/api/manage/staff/${second.id}`, { role: 'manager', everyShop: false, shops: ['va02'] })).status).toBe(200);
    const before = await written();
    const demoted = await bed.call('owner', 'PATCH', `/api/manage/staff/${bed.staff.owner.id}`, { role: 'manager', shops: ['va01'] });
    expect([demoted.status, demoted.body.error?.code]).toEqual([409, 'last_owner']);
    const removed = await bed.call('owner', 'DELETE', `/api/manage/staff/${bed.staff.owner.id}`, {});
    expect(removed.status).toBe(409);
    expect(await written()).toEqual(before);
  });
});
