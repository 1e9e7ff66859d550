import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommandKinds, operatorCommandGroups } from '../../../../server/adminCommands';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { parseKeyCommandLine, parseOperatorCommandLine } from '../../../../server/modules/operator/commandLine';
import { runOperatorKeyCommand } from '../../../../server/modules/operator/commands';
import { verifyOperatorKey } from '../../../../server/modules/operator/keys';
import { adminSocketPath, startAdminChannel } from '../../../../server/platform/admin/adminChannel';
import { sendAdminCommand } from '../../../../server/platform/admin/adminClient';
import { backends, memoryLogger, type FreshDatabase } from '../../harness';
import { runCommandScript, serveForCommands, type CommandEnv } from '../../support/commandBed';

const KEY_LINE = /^rk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/m;

const operatorCli = (args: string[], env: CommandEnv) => runCommandScript('operator', args, env);

const keyIn = (output: string) => KEY_LINE.exec(output)?.[0] ?? '';

describe('the operator command line', () => {
  it('reads key create, list and revoke, and refuses anything else', () => {
    expect(
      parseOperatorCommandLine(operatorCommandGroups({ allowLocal: false }), [
        'key',
        'create',
        '--shop',
        'va01',
        '--scopes',
        'orders:read, orders:write',
        '--label',
        'till',
      ]),
    ).toEqual({
      command: 'key-create',
      shop: 'va01',
      scopes: ['orders:read', 'orders:write'],
      label: 'till',
    });
    expect(parseKeyCommandLine(['create', '--scopes', 'catalogue:write'])).toEqual({
      command: 'key-create',
      shop: undefined,
      scopes: ['catalogue:write'],
      label: undefined,
    });
    expect(parseKeyCommandLine(['list'])).toEqual({ command: 'key-list' });
    expect(parseKeyCommandLine(['revoke', 'rk_0123456789ab'])).toEqual({ command: 'key-revoke', prefix: 'rk_0123456789ab' });
    for (const wrong of [
      [],
      ['key'],
      ['frob'],
      ['key', 'create'],
      ['key', 'create', 'x', '--scopes', 'orders:read'],
      ['key', 'revoke'],
      ['key', 'list', 'x'],
      ['key', 'create', '--colour', 'red'],
    ]) {
      expect(parseOperatorCommandLine(operatorCommandGroups({ allowLocal: false }), wrong)).toHaveProperty('error');
    }
  });
});

describe.each(backends)('operator key commands on $name', (backend) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
  });
  afterAll(() => fresh.dispose());

  it('creates a key printed once, lists keys without secrets, revokes by prefix; refuses unknown shops, scopes and keys', async () => {
    const { db } = fresh.opened;
    const now = new Date('2026-06-17T08:00:00.000Z');
    expect(await runOperatorKeyCommand(db, { command: 'key-list' }, now)).toEqual({ ok: true, output: 'No keys yet.' });
    const created = await runOperatorKeyCommand(db, { command: 'key-create', shop: 'va01', scopes: ['orders:read', 'orders:write'], label: 'till' }, now);
    expect(created.ok).toBe(true);
    const key = keyIn(created.output);
    const prefix = key.slice(0, 15);
    expect(created.output).toBe(
      `Created: ${prefix}  va01  orders:read,orders:write  "till"  created 2026-06-17 08:00 UTC  last used never\n` +
        `The key (shown this once; keep it in the system that calls the API):\n${key}`,
    );
    expect(await verifyOperatorKey(db, key, now)).toMatchObject({ prefix });
    const listed = await runOperatorKeyCommand(db, { command: 'key-list' }, now);
    expect(listed.output).toContain(prefix);
    expect(listed.output).not.toContain(key);
    expect(await runOperatorKeyCommand(db, { command: 'key-create', shop: 'zz99', scopes: ['orders:read'] }, now)).toEqual({
      ok: false,
      output: 'Unknown shop zz99',
    });
    expect(await runOperatorKeyCommand(db, { command: 'key-create', scopes: ['orders:read', 'everything'] }, now)).toMatchObject({ ok: false });
    expect(await runOperatorKeyCommand(db, { command: 'key-revoke', prefix }, now)).toEqual({
      ok: true,
      output: `Revoked ${prefix}: it opens nothing from now on.`,
    });
    expect(await runOperatorKeyCommand(db, { command: 'key-revoke', prefix }, now)).toMatchObject({ ok: false });
    expect(await runOperatorKeyCommand(db, { command: 'key-revoke', prefix: 'rk_ffffffffffff' }, now)).toEqual({ ok: false, output: 'No key rk_ffffffffffff' });
    expect((await runOperatorKeyCommand(db, { command: 'key-list' }, now)).output).toMatch(/REVOKED 2026-06-17 08:00$/);
  });

  it('takes key commands on the admin socket beside the staff ones, and never logs a key', async () => {
    const socketPath = adminSocketPath(fresh.location.dataDir);
    const { logger, lines } = memoryLogger();
    const channel = await startAdminChannel({
      db: fresh.opened.db,
      socketPath,
      logger,
      now: () => new Date(),
      commands: adminCommandKinds(ephemeralConfig().verifactu, ephemeralConfig().webhooks),
    });
    try {
      const created = await sendAdminCommand(socketPath, { command: 'key-create', scopes: ['catalogue:write'], label: 'back office' });
      if (created === 'no-server') throw new Error('no server');
      expect(created.ok).toBe(true);
      const key = keyIn(created.output);
      expect(key).not.toBe('');
      expect(await verifyOperatorKey(fresh.opened.db, key, new Date())).toMatchObject({ locationId: null, scopes: ['catalogue:write'] });
      expect(await sendAdminCommand(socketPath, { command: 'list' })).toMatchObject({ ok: true });
      expect(await sendAdminCommand(socketPath, { command: 'key-revoke', prefix: key.slice(0, 15) })).toMatchObject({ ok: true });
      expect(await sendAdminCommand(socketPath, { command: 'key-create', scopes: 'all' } as never)).toEqual({
        ok: false,
        output: 'Not a command this server takes',
      });
      const logged = JSON.stringify(lines());
      expect(logged).toContain(`Created: ${key.slice(0, 15)}`);
      expect(logged).toContain(`Revoked ${key.slice(0, 15)}`);
      expect(logged).not.toContain(key.slice(16));
    } finally {
      await channel.close();
    }
  });
});

/** The command against a real server process; `databaseUrl` for PostgreSQL, else the server's own PGlite. */
function commandWhileServing(databaseUrl: string | undefined) {
  const serving = serveForCommands('ritmo-operator-command-', databaseUrl);
  const env = () => serving.env();
  const ordersWith = async (key: string, shop = 'va01') =>
    (await fetch(`${serving.server?.url}/api/operator/v1/orders?shop=${shop}`, { headers: { Authorization: `Bearer ${key}` } })).status;

  it('creates a key the running server takes at once, lists it, and a revoke shuts it out at once; rotation keeps one key working', async () => {
    const socket = adminSocketPath(env().DATA_DIR);
    if (databaseUrl) expect(existsSync(socket)).toBe(false);
    else expect(statSync(socket).mode & 0o777).toBe(0o600);

    const created = await operatorCli(['key', 'create', '--shop', 'va01', '--scopes', 'orders:read,orders:write,availability:write', '--label', 'till'], env());
    expect(created, created.stderr).toMatchObject({ code: 0 });
    const first = keyIn(created.stdout);
    expect(created.stdout).toContain(`Created: ${first.slice(0, 15)}  va01  orders:read,orders:write,availability:write  "till"`);
    expect(await ordersWith(first)).toBe(200);
    expect(await ordersWith(first, 'va02')).toBe(403);

    const rotated = await operatorCli(['key', 'create', '--shop', 'va01', '--scopes', 'orders:read', '--label', 'till (new)'], env());
    const second = keyIn(rotated.stdout);
    expect([await ordersWith(first), await ordersWith(second)]).toEqual([200, 200]);

    const listed = await operatorCli(['key', 'list'], env());
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n').filter((line) => line.startsWith('rk_'))).toHaveLength(2);
    expect(listed.stdout).not.toContain(first.slice(16));
    expect(listed.stdout).toContain('last used 20');

    expect(await operatorCli(['key', 'revoke', first.slice(0, 15)], env())).toMatchObject({
      code: 0,
      stdout: `Revoked ${first.slice(0, 15)}: it opens nothing from now on.\n`,
    });
    expect([await ordersWith(first), await ordersWith(second)]).toEqual([401, 200]);
    expect((await operatorCli(['key', 'revoke', first.slice(0, 15)], env())).code).toBe(1);

    const unknownShop = await operatorCli(['key', 'create', '--shop', 'zz99', '--scopes', 'orders:read'], env());
    expect(unknownShop.code).toBe(1);
    expect(unknownShop.stderr).toContain('Unknown shop zz99');
    expect((await operatorCli(['frob'], env())).code).toBe(2);
    if (serving.server && !databaseUrl) expect(readFileSync(serving.logFile, 'utf8')).not.toContain(first.slice(16));
  }, 120_000);

  it('with the server stopped, the command opens the database itself', async () => {
    await serving.stop();
    expect(existsSync(adminSocketPath(env().DATA_DIR))).toBe(false);
    const created = await operatorCli(['key', 'create', '--scopes', 'catalogue:write'], env());
    expect(created, created.stderr).toMatchObject({ code: 0 });
    expect(created.stdout).toContain('whole chain  catalogue:write');
    expect((await operatorCli(['key', 'list'], env())).stdout).toContain(keyIn(created.stdout).slice(0, 15));
  }, 120_000);
}

describe('npm run operator while the server runs on PGlite (through its admin socket)', () => commandWhileServing(undefined));

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run operator while the server runs on PostgreSQL (the database opened directly)', () =>
  commandWhileServing(process.env.TEST_DATABASE_URL),
);
