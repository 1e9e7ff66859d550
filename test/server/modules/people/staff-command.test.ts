import { existsSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../../bench/serverProcess';
import { adminCommandKinds } from '../../../../server/adminCommands';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { seedDemoStaff } from '../../../../server/platform/db/seed/staff';
import { adminSocketPath, startAdminChannel } from '../../../../server/platform/admin/adminChannel';
import { sendAdminCommand } from '../../../../server/platform/admin/adminClient';
import { parseStaffCommandLine } from '../../../../server/modules/people/staff/commandLine';
import { runStaffCommand } from '../../../../server/modules/people/staff/commands';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { runCommandScript, serveForCommands, type CommandEnv } from '../../support/commandBed';

const staffCli = (args: string[], env: CommandEnv) => runCommandScript('staff', args, env);

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { wasOk: boolean; data?: unknown; error?: { code: string } } };
}

/** Signs a member in through the running server, the code read from its dev outbox. */
async function signInThrough(server: ServerProcess, email: string): Promise<string> {
  expect((await postJson(`${server.url}/api/staff/login-start`, { email })).status).toBe(200);
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { data: { to: string; code: string | null }[] };
  const code = outbox.data.find((mail) => mail.to === email)?.code;
  if (!code) throw new Error(`No staff code for ${email}`);
  const ended = await postJson(`${server.url}/api/staff/login-end`, { email, code });
  expect(ended.status).toBe(200);
  return (ended.body.data as { token: string }).token;
}

const meStatus = async (server: ServerProcess, token: string) =>
  (await fetch(`${server.url}/api/staff/me`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('the staff command line', () => {
  it('reads add, list and remove, and refuses anything else', () => {
    expect(parseStaffCommandLine(['add', 'ana@example.com', '--shop', 'va01', '--shop', 'va02', '--role', 'manager', '--name', 'Ana'])).toEqual({
      command: 'add',
      email: 'ana@example.com',
      shops: ['va01', 'va02'],
      everyShop: false,
      role: 'manager',
      name: 'Ana',
    });
    expect(parseStaffCommandLine(['add', 'ana@example.com', '--every-shop'])).toMatchObject({ everyShop: true, role: 'barista', shops: [] });
    expect(parseStaffCommandLine(['add', 'olga@example.com', '--role', 'owner'])).toMatchObject({ role: 'owner', shops: [] });
    expect(parseStaffCommandLine(['list'])).toEqual({ command: 'list' });
    expect(parseStaffCommandLine(['remove', 'ana@example.com'])).toEqual({ command: 'remove', email: 'ana@example.com' });
    for (const wrong of [[], ['add'], ['remove'], ['frob'], ['add', 'a@b.es', '--role', 'boss'], ['add', 'a@b.es', '--colour', 'red'], ['list', 'x']]) {
      expect(parseStaffCommandLine(wrong)).toHaveProperty('error');
    }
  });
});

describe.each(backends)('staff commands on the database on $name', (backend) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
  });
  afterAll(() => fresh.dispose());

  it('adds, updates, lists and removes members; refuses unknown shops and bad e-mails', async () => {
    const { db } = fresh.opened;
    const now = new Date();
    expect(await runStaffCommand(db, { command: 'list' }, now)).toEqual({ ok: true, output: 'No staff yet.' });
    expect(
      await runStaffCommand(db, { command: 'add', email: 'Ana@Example.com', shops: ['va01'], everyShop: false, role: 'barista', name: 'Ana' }, now),
    ).toEqual({ ok: true, output: 'Added: ana@example.com  barista  va01  "Ana"' });
    expect(await runStaffCommand(db, { command: 'add', email: 'ana@example.com', shops: ['va01', 'va02'], everyShop: false, role: 'manager' }, now)).toEqual({
      ok: true,
      output: 'Updated: ana@example.com  manager  va01, va02  "Ana"',
    });
    expect(await runStaffCommand(db, { command: 'add', email: 'bo@example.com', shops: ['zz99'], everyShop: false, role: 'barista' }, now)).toMatchObject({
      ok: false,
      output: expect.stringContaining('Unknown shop zz99'),
    });
    expect(await runStaffCommand(db, { command: 'add', email: 'bo@example.com', shops: [], everyShop: false, role: 'barista' }, now)).toMatchObject({
      ok: false,
    });
    expect(await runStaffCommand(db, { command: 'add', email: 'not an e-mail', shops: ['va01'], everyShop: false, role: 'barista' }, now)).toMatchObject({
      ok: false,
    });
    expect((await runStaffCommand(db, { command: 'list' }, now)).output).toBe('ana@example.com  manager  va01, va02  "Ana"');
    expect(await runStaffCommand(db, { command: 'add', email: 'olga@example.com', shops: [], everyShop: false, role: 'owner' }, now)).toEqual({
      ok: true,
      output: 'Added: olga@example.com  owner  every shop',
    });
    expect(await runStaffCommand(db, { command: 'remove', email: 'olga@example.com' }, now)).toMatchObject({ ok: true });
    expect(await runStaffCommand(db, { command: 'remove', email: 'ana@example.com' }, now)).toMatchObject({ ok: true });
    expect(await runStaffCommand(db, { command: 'remove', email: 'ana@example.com' }, now)).toMatchObject({ ok: false });
  });

  it('answers commands on the admin socket, refuses what is not one, and replaces a socket a dead server left', async () => {
    const socketPath = adminSocketPath(fresh.location.dataDir);
    writeFileSync(socketPath, '');
    const channel = await startAdminChannel({
      db: fresh.opened.db,
      socketPath,
      logger: memoryLogger().logger,
      now: () => new Date(),
      commands: adminCommandKinds(ephemeralConfig().verifactu, ephemeralConfig().webhooks),
    });
    try {
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      await expect(
        startAdminChannel({
          db: fresh.opened.db,
          socketPath,
          logger: memoryLogger().logger,
          now: () => new Date(),
          commands: adminCommandKinds(ephemeralConfig().verifactu, ephemeralConfig().webhooks),
        }),
      ).rejects.toThrow('Another server answers');
      expect(await sendAdminCommand(socketPath, { command: 'add', email: 'dee@example.com', shops: ['va01'], everyShop: false, role: 'barista' })).toEqual({
        ok: true,
        output: 'Added: dee@example.com  barista  va01',
      });
      const raw = (line: string) =>
        new Promise<string>((resolve, reject) => {
          let received = '';
          const socket = connect(socketPath, () => socket.write(line));
          socket
            .setEncoding('utf8')
            .on('data', (chunk: string) => (received += chunk))
            .on('close', () => resolve(received))
            .on('error', reject);
        });
      expect(JSON.parse(await raw('not json\n'))).toEqual({ ok: false, output: 'Not a JSON command' });
      expect(JSON.parse(await raw('{"command":"drop","email":"dee@example.com"}\n'))).toMatchObject({
        ok: false,
        output: 'Not a command this server takes',
      });
      expect(await sendAdminCommand(socketPath, { command: 'remove', email: 'dee@example.com' })).toMatchObject({ ok: true });
    } finally {
      await channel.close();
    }
    expect(existsSync(socketPath)).toBe(false);
    expect(await sendAdminCommand(socketPath, { command: 'list' })).toBe('no-server');
  });

  it('seeds the demo staff once, leaving a member the operator changed as they are', async () => {
    const { db } = fresh.opened;
    expect(await seedDemoStaff(db)).toEqual({ added: 3 });
    await runStaffCommand(db, { command: 'add', email: 'barista@ritmo.local', shops: ['va02'], everyShop: false, role: 'barista' }, new Date());
    expect(await seedDemoStaff(db)).toEqual({ added: 0 });
    expect((await runStaffCommand(db, { command: 'list' }, new Date())).output).toBe(
      'barista@ritmo.local  barista  va02  "Bea"\nmanager@ritmo.local  manager  every shop  "Marta"\nowner@ritmo.local  owner  every shop  "Olga"',
    );
  });
});

/** The command against a real server process; `databaseUrl` for PostgreSQL, else the server's own PGlite. */
function commandWhileServing(databaseUrl: string | undefined) {
  const serving = serveForCommands('ritmo-staff-command-', databaseUrl);
  const env = () => serving.env();

  it('adds a member who then signs in, lists them, and removal ends their session at once', async () => {
    const server = serving.server;
    if (!server) throw new Error('no server');
    const socket = adminSocketPath(env().DATA_DIR);
    if (databaseUrl) expect(existsSync(socket)).toBe(false);
    else expect(statSync(socket).mode & 0o777).toBe(0o600);

    const added = await staffCli(['add', 'Ana@Example.com', '--shop', 'va01', '--shop', 'va02', '--name', 'Ana'], env());
    expect(added, added.stderr).toMatchObject({ code: 0, stdout: 'Added: ana@example.com  barista  va01, va02  "Ana"\n' });
    const token = await signInThrough(server, 'ana@example.com');
    expect(await meStatus(server, token)).toBe(200);

    const listed = await staffCli(['list'], env());
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')).toEqual([
      'ana@example.com  barista  va01, va02  "Ana"',
      'barista@ritmo.local  barista  va01  "Bea"',
      'manager@ritmo.local  manager  every shop  "Marta"',
      'owner@ritmo.local  owner  every shop  "Olga"',
      '',
    ]);

    const unknownShop = await staffCli(['add', 'bo@example.com', '--shop', 'zz99'], env());
    expect(unknownShop.code).toBe(1);
    expect(unknownShop.stderr).toContain('Unknown shop zz99');
    expect((await staffCli(['frob'], env())).code).toBe(2);

    expect(await staffCli(['remove', 'ana@example.com'], env())).toMatchObject({ code: 0, stdout: 'Removed ana@example.com; their sessions have ended.\n' });
    expect(await meStatus(server, token)).toBe(401);
    expect((await staffCli(['remove', 'ana@example.com'], env())).code).toBe(1);

    // The demo's barista signs in with the code from the outbox.
    expect(await meStatus(server, await signInThrough(server, 'barista@ritmo.local'))).toBe(200);
  }, 120_000);

  it('with the server stopped, the command opens the database itself', async () => {
    await serving.stop();
    expect(existsSync(adminSocketPath(env().DATA_DIR))).toBe(false);
    const added = await staffCli(['add', 'cleo@example.com', '--every-shop', '--role', 'manager'], env());
    expect(added, added.stderr).toMatchObject({ code: 0, stdout: 'Added: cleo@example.com  manager  every shop\n' });
    expect((await staffCli(['list'], env())).stdout).toContain('cleo@example.com  manager  every shop');
  }, 120_000);
}

describe('npm run staff while the server runs on PGlite (through its admin socket)', () => commandWhileServing(undefined));

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run staff while the server runs on PostgreSQL (the database opened directly)', () =>
  commandWhileServing(process.env.TEST_DATABASE_URL),
);
