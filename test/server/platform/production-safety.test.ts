import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REDSYS_TEST_MERCHANT_CODE, REDSYS_TEST_SECRET, verifactuConfig, type ConfigOptions } from '../../../server/platform/config/config';
import { openDatabase } from '../../../server/platform/db/connect';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { productionProblems } from '../../../server/platform/config/productionSafety';
import { startServer } from '../../../server/start';
import { memoryLogger } from '../harness';
import { copyPgliteTemplate } from '../pgliteTemplate';
import { safeProductionOptions } from '../support/productionOptions';

const testCerts = path.resolve(import.meta.dirname, '../../fixtures/verifactu/certs');
const testKeyWrittenAs = (text: string): Partial<ConfigOptions> => ({ redsysSecret: text });

// Issue 11: production mode refuses each unsafe setting at start, naming it, before touching the data.
describe('production mode refuses to start unsafe', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-prod-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const unsafe: [string, Partial<ConfigOptions>, string][] = [
    ['the published Redsys key', { redsysSecret: REDSYS_TEST_SECRET }, 'REDSYS_SECRET'],
    ['no Redsys key', { redsysSecret: undefined }, 'REDSYS_SECRET'],
    ['the published Redsys key with padding', testKeyWrittenAs(`${REDSYS_TEST_SECRET}=`), 'REDSYS_SECRET'],
    ['the published Redsys key with spaces and a line break', testKeyWrittenAs(`sq7HjrUOBfKm C576ILgsk\nD5srU870gJ7`), 'REDSYS_SECRET'],
    ['a Redsys key of 16 bytes', { redsysSecret: Buffer.from('sixteen bytes ok').toString('base64') }, 'REDSYS_SECRET'],
    ['a Redsys key that is not base64', { redsysSecret: 'not a key: the back office gives base64' }, 'REDSYS_SECRET'],
    ['the Redsys test merchant', { redsysMerchantCode: REDSYS_TEST_MERCHANT_CODE }, 'REDSYS_MERCHANT_CODE'],
    ['no REDSYS_REST_URL', { redsysRestUrl: undefined }, 'REDSYS_REST_URL'],
    ['a REDSYS_REST_URL over plain http', { redsysRestUrl: 'http://sis.redsys.es/sis/rest/trataPeticionREST' }, 'REDSYS_REST_URL'],
    ['no SMTP_URL', { smtpUrl: undefined }, 'SMTP_URL'],
    ['no JWT_SECRET', { jwtSecret: undefined }, 'JWT_SECRET'],
    ['a JWT_SECRET of 32 × "a"', { jwtSecret: 'a'.repeat(32) }, 'JWT_SECRET'],
    ['a long JWT_SECRET of two characters', { jwtSecret: 'ab'.repeat(40) }, 'JWT_SECRET'],
    ['a SUPPORT_SECRET of one character', { supportSecret: '7' }, 'SUPPORT_SECRET'],
    ['a SUPPORT_SECRET of 32 × "a"', { supportSecret: 'a'.repeat(32) }, 'SUPPORT_SECRET'],
    [
      "the repository's test issuer certificate (PEM)",
      { verifactuCertPem: path.join(testCerts, 'client.pem'), verifactuKeyPem: path.join(testCerts, 'client.key') },
      'VERIFACTU_CERT_PEM',
    ],
    [
      "the repository's test issuer certificate (PKCS#12)",
      { verifactuCertPem: undefined, verifactuKeyPem: undefined, verifactuCertPfx: path.join(testCerts, 'client.p12'), verifactuCertPassword: 'ritmo-test' },
      'VERIFACTU_CERT_PFX',
    ],
    [
      "another of the repository's certificates",
      { verifactuCertPem: path.join(testCerts, 'stranger.pem'), verifactuKeyPem: path.join(testCerts, 'stranger.key') },
      'VERIFACTU_CERT_PEM',
    ],
    ['a PUBLIC_URL over plain http', { publicUrl: 'http://cafe.example' }, 'PUBLIC_URL'],
    ['no PUBLIC_URL', { publicUrl: undefined }, 'PUBLIC_URL'],
    ['no VAPID keys (each process would sign pushes with its own)', { vapidPublicKey: undefined, vapidPrivateKey: undefined }, 'VAPID_PUBLIC_KEY'],
    ['a VAPID subject that is not mailto: or https:', { vapidSubject: 'http://cafe.example' }, 'VAPID_SUBJECT'],
    ['no VeriFactu issuer NIF', { verifactuIssuerNif: undefined }, 'VERIFACTU_ISSUER_NIF'],
    ['an issuer NIF with a wrong check digit', { verifactuIssuerNif: 'B12345675' }, 'VERIFACTU_ISSUER_NIF'],
    ['no VeriFactu issuer name', { verifactuIssuerName: undefined }, 'VERIFACTU_ISSUER_NAME'],
    ['no VeriFactu installation number', { verifactuInstallation: undefined }, 'VERIFACTU_INSTALLATION'],
    ['the software producer left as the issuer', { verifactuProducerNif: undefined, verifactuProducerName: undefined }, 'VERIFACTU_PRODUCER_IS_ISSUER=true'],
    ["the producer's NIF the issuer's, unsaid", { verifactuProducerNif: 'B98765431' }, 'VERIFACTU_PRODUCER_NIF: is VERIFACTU_ISSUER_NIF'],
    ['a producer NIF with a wrong check digit', { verifactuProducerNif: 'B46112232' }, 'VERIFACTU_PRODUCER_NIF'],
    ['no producer name', { verifactuProducerName: undefined }, 'VERIFACTU_PRODUCER_NAME'],
    ['the issuer said to be the producer beside another producer NIF', { verifactuProducerIsIssuer: true }, 'VERIFACTU_PRODUCER_IS_ISSUER'],
  ];

  it.each(unsafe)('with %s, naming the setting and writing nothing', async (_what, change, setting) => {
    const dir = dataDir();
    const { logger } = memoryLogger();
    const start = startServer({ port: 0, dataDir: dir, logger, ...safeProductionOptions(), ...change });
    await expect(start).rejects.toThrow(setting);
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });

  it('names every unsafe setting at once', () => {
    const problems = productionProblems({ mode: 'production' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'REDSYS_SECRET',
      'REDSYS_MERCHANT_CODE',
      'REDSYS_REST_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY',
      'VERIFACTU_CERT_PFX (with VERIFACTU_CERT_PASSWORD), or VERIFACTU_CERT_PEM and VERIFACTU_KEY_PEM',
      'PUBLIC_URL',
      'VERIFACTU_ISSUER_NIF',
      'VERIFACTU_ISSUER_NAME',
      'VERIFACTU_INSTALLATION',
      'VERIFACTU_PRODUCER_NIF',
      'VERIFACTU_PRODUCER_NAME',
    ]);
    expect(productionProblems(safeProductionOptions())).toEqual([]);
  });

  it('starts with the issuer as the producer when VERIFACTU_PRODUCER_IS_ISSUER says so, and the records name it', async () => {
    const saidSo = { ...safeProductionOptions(), verifactuProducerNif: undefined, verifactuProducerName: undefined, verifactuProducerIsIssuer: true };
    expect(productionProblems(saidSo)).toEqual([]);
    expect(productionProblems({ ...saidSo, verifactuProducerNif: 'B98765431' })).toEqual([]);
    const { logger } = memoryLogger();
    const running = await startServer({ port: 0, dataDir: dataDir(), logger, ...saidSo });
    await running.close();
    expect(verifactuConfig(saidSo, 'production').system).toMatchObject({ producerNif: 'B98765431', producerName: 'Ritmo Café S.L.', name: 'Ritmo', id: 'RT' });
    const named = verifactuConfig({ ...safeProductionOptions(), verifactuSystemName: 'Ritmo TPV', verifactuSystemId: 'R2' }, 'production').system;
    expect(named).toMatchObject({ producerNif: 'B46112231', producerName: 'Ritmo Software S.L.', name: 'Ritmo TPV', id: 'R2' });
  });

  it('starts with safe settings and an empty catalogue (the demo one is not seeded)', async () => {
    const { logger } = memoryLogger();
    const supportSecret = randomBytes(32).toString('base64');
    const running = await startServer({ port: 0, dataDir: dataDir(), logger, ...safeProductionOptions(), supportSecret });
    try {
      const answer = await fetch(`${running.url}/api/customer/locations`);
      expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
    } finally {
      await running.close();
    }
  });

  it('in demo mode still starts with the test key, weak secrets and the test certificate', async () => {
    const { logger } = memoryLogger();
    const dir = dataDir();
    copyPgliteTemplate(dir);
    const running = await startServer({
      port: 0,
      dataDir: dir,
      logger,
      mode: 'demo',
      redsysSecret: `${REDSYS_TEST_SECRET}=`,
      jwtSecret: 'a'.repeat(32),
      supportSecret: '7',
      verifactuCertPem: path.join(testCerts, 'client.pem'),
      verifactuKeyPem: path.join(testCerts, 'client.key'),
    });
    try {
      expect((await fetch(`${running.url}/api/customer/locations`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('refuses a shop whose legal entity has another NIF than the invoice issuer, naming the shop', async () => {
    const dir = dataDir();
    const seeded = await openDatabase({ dataDir: dir });
    await seedIfEmpty(seeded.db);
    await seeded.close();
    const { logger } = memoryLogger();
    // The seeded shops print B98765431.
    const start = startServer({ port: 0, dataDir: dir, logger, ...safeProductionOptions(), verifactuIssuerNif: 'B12345674' });
    await expect(start).rejects.toThrow(/VERIFACTU_ISSUER_NIF: shop va01 invoices as B98765431, not B12345674/);
  });

  it('exits the process with status 1 and the reasons when started from the command line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        APP_MODE: 'production',
        DATA_DIR: dataDir(),
        PORT: '0',
        SMTP_URL: '',
        JWT_SECRET: '',
        PUBLIC_URL: 'http://cafe.example',
        DATABASE_URL: '',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const output = result.stdout + result.stderr;
    for (const setting of [
      'REDSYS_SECRET',
      'REDSYS_REST_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'VERIFACTU_CERT_PFX',
      'PUBLIC_URL',
      'VERIFACTU_ISSUER_NIF',
      'VERIFACTU_ISSUER_NAME',
      'VERIFACTU_INSTALLATION',
    ])
      expect(output).toContain(setting);
  }, 40_000);
});
