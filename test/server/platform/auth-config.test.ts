import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, resolveConfig } from '../../../server/platform/config/config';
import { startServer, type RunningServer } from '../../../server/start';
import { backends, memoryLogger, type FreshDatabase } from '../harness';

describe('configuration from the environment', () => {
  it('reads every variable once, blank ones as unset', () => {
    const options = configFromEnv({
      APP_MODE: 'production',
      PUBLIC_URL: 'https://cafe.example/',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example:25',
      MAIL_FROM: 'Ritmo <hola@cafe.example>',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      SUPPORT_SECRET: ' ',
      TRUST_PROXY: '1',
      INVITATIONS_PER_DAY: '3',
      VERIFACTU_ISSUER_NIF: 'b-98 765 431',
      VERIFACTU_ISSUER_NAME: 'Ritmo Café S.L.',
      VERIFACTU_INSTALLATION: '1',
      VERIFACTU_CERT_PEM: '/nonexistent/client.pem',
      VERIFACTU_KEY_PEM: '/nonexistent/client.key',
    });
    expect(options).toMatchObject({ mode: 'production', smtpUrl: 'smtp://mail.example:25', supportSecret: undefined, trustProxy: 1, invitationsPerDay: 3 });
    const config = resolveConfig({ ...options, dataDir: '/nonexistent', port: 8080 });
    expect(config.publicUrl).toBe('https://cafe.example');
    expect(config.oidc).toEqual({ issuer: 'https://accounts.google.com', clientId: 'client', clientSecret: 'secret' });
    expect(config.jwtSecret).toHaveLength(40);
    expect(config.verifactu).toMatchObject({ issuerNif: 'B98765431', issuerName: 'Ritmo Café S.L.', installationNumber: '1', environment: 'test' });
  });

  it('refuses settings that cannot work', () => {
    expect(() => configFromEnv({ APP_MODE: 'staging' })).toThrow(/APP_MODE/);
    expect(() => configFromEnv({ INVITATIONS_PER_DAY: '2.5' })).toThrow(/INVITATIONS_PER_DAY/);
    expect(() => configFromEnv({ INVITATIONS_PER_DAY: '0' })).toThrow(/INVITATIONS_PER_DAY/);
    expect(() => configFromEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => configFromEnv({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(() => configFromEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
    expect(() => resolveConfig({ jwtSecret: 'short', dataDir: '/nonexistent', port: 1 })).toThrow(/JWT_SECRET/);
    expect(() => resolveConfig({ oidcClientId: 'client', jwtSecret: 'x'.repeat(32), dataDir: '/x', port: 1 })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => resolveConfig({ publicUrl: 'cafe.example', jwtSecret: 'x'.repeat(32), dataDir: '/x', port: 1 })).toThrow(/PUBLIC_URL/);
  });

  it('TRUST_PROXY is the number of proxies in front; true and false read as 1 and 0', () => {
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(configFromEnv({}).trustProxy).toBeUndefined();
  });

  it('defaults: demo mode, PUBLIC_URL on the port, no mail server, no social sign-in, no support sign-in', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-config-'));
    try {
      const config = resolveConfig({ ...configFromEnv({}), dataDir, port: 4321 });
      expect(config).toMatchObject({
        mode: 'demo',
        publicUrl: 'http://localhost:4321',
        smtpUrl: null,
        oidc: null,
        supportSecret: null,
        trustProxy: 0,
        invitationsPerDay: 10,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(backends)('the generated token secret on $name', (backend) => {
  let fresh: FreshDatabase | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    await fresh?.dispose();
    server = fresh = undefined;
  });

  it('is created once in the data folder (owner-only) and reused, so sessions survive a restart', async () => {
    fresh = await backend.fresh();
    await fresh.opened.close();
    const start = () => startServer({ port: 0, logger: memoryLogger().logger, ...fresh!.location });
    server = await start();
    const secretFile = path.join(fresh.location.dataDir, 'jwt-secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = readFileSync(secretFile, 'utf8');

    const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await post(`${server.url}/api/customer/login-start`, { email: 'restart@example.com' });
    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { data: { code: string }[] };
    const ended = (await (await post(`${server.url}/api/customer/login-end`, { email: 'restart@example.com', code: outbox.data[0]!.code })).json()) as {
      data: { token: string };
    };
    await server.close();

    server = await start();
    expect(readFileSync(secretFile, 'utf8')).toBe(secret);
    const account = await fetch(`${server.url}/api/customer/account`, { headers: { Authorization: `Bearer ${ended.data.token}` } });
    expect(account.status).toBe(200);
  });
});
