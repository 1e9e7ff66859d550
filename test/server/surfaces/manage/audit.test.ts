import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDateOf } from '../../../../src/domain/schedule/shopTime';
import { backends } from '../../harness';
import { manageBed, type ManageBed, type Who } from './manageBed';

type Row = { id: number; at: string; actor: string; action: string; subject: string; shop: string | null; before: unknown; after: unknown };
const week = { d0: [], d1: [], d2: [], d3: [['08:00', '14:00']], d4: [], d5: [], d6: [] };

describe.each(backends)('the back office audit log on $name', (backend) => {
  let bed: ManageBed;
  // Audit rows are stamped by the database's clock.
  const today = shopDateOf(new Date());
  beforeAll(async () => {
    bed = await manageBed(backend);
    expect((await bed.call('owner', 'PATCH', '/api/manage/shops/va02', { sort: 7 })).status).toBe(200);
    expect((await bed.call('manager', 'PUT', '/api/manage/shops/va01/hours', { week, exceptions: {} })).status).toBe(200);
    expect((await bed.call('otherManager', 'PUT', '/api/manage/shops/va02/hours', { week, exceptions: {} })).status).toBe(200);
    expect((await bed.call('owner', 'POST', '/api/manage/staff', { email: 'x;"y"@example.com', name: 'Equis', role: 'barista', shops: ['va02'] })).status).toBe(
      400,
    );
    expect(
      (await bed.call('owner', 'POST', '/api/manage/staff', { email: 'equis@example.com', name: 'Equis; "la X"', role: 'barista', shops: ['va02'] })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await bed?.dispose();
  });

  const rows = async (who: Who, query = '') => {
    const answer = await bed.call(who, 'GET', `/api/manage/audit${query}`);
    return { status: answer.status, rows: (answer.body.data?.rows ?? []) as Row[] };
  };

  it('shows an owner every row, newest first', async () => {
    const { status, rows: all } = await rows('owner');
    expect(status).toBe(200);
    expect(all.map((row) => [row.action, row.shop])).toEqual([
      ['staff.add', 'va02'],
      ['shop.hours', 'va02'],
      ['shop.hours', 'va01'],
      ['shop.update', 'va02'],
    ]);
    expect(all[1]?.after).toMatchObject({ d3: [['08:00', '14:00']] });
  });

  it("shows a manager their shops' rows and their own only", async () => {
    expect((await rows('manager')).rows.map((row) => [row.action, row.shop])).toEqual([['shop.hours', 'va01']]);
    expect((await rows('otherManager')).rows.map((row) => [row.action, row.shop])).toEqual([
      ['staff.add', 'va02'],
      ['shop.hours', 'va02'],
      ['shop.update', 'va02'],
    ]);
  });

  it('refuses a barista', async () => {
    expect((await rows('barista')).status).toBe(403);
  });

  it('filters by who, whatever the case, and by days on the chain calendar, both included', async () => {
    expect((await rows('owner', '?who=MARTA')).rows.map((row) => row.actor)).toEqual(['marta.manager@example.com']);
    expect((await rows('owner', '?who=%25')).rows).toEqual([]);
    expect((await rows('owner', `?from=${today}&to=${today}`)).rows).toHaveLength(4);
    expect((await rows('owner', '?to=2020-01-01')).rows).toEqual([]);
    expect((await rows('owner', '?from=2999-01-01')).rows).toEqual([]);
    const bad = await bed.call('owner', 'GET', '/api/manage/audit?from=2026-2-3');
    expect([bad.status, bad.body.error?.field]).toEqual([400, 'from']);
  });

  it('answers a CSV file a Spanish spreadsheet opens', async () => {
    const response = await bed.app.request('/api/manage/audit?format=csv&who=olga', { headers: bed.staff.owner.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('at;actor;action;subject;shop;before;after');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[^;]+;olga\.owner@example\.com;staff\.add;staff:\d+;va02;;"\{.*""name"":""Equis; \\""la X\\""""/);
    expect(lines[2]).toMatch(/;shop\.update;shop:va02;va02;"\{""sort"":\d+\}";"\{""sort"":7\}"$/);
    const barista = await bed.app.request('/api/manage/audit?format=csv', { headers: bed.staff.barista.auth });
    expect(barista.status).toBe(403);
  });
});
