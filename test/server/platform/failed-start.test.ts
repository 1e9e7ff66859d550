import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** Runs server/main.ts as an operator would, with LOG_FILE set; answers its exit code, stderr and log lines. */
async function startFromCommandLine(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-failed-start-'));
  dirs.push(dir);
  const logFile = path.join(dir, 'logs', 'server.log');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: path.join(dir, 'data'), PORT: '0', LOG_FILE: logFile, DATABASE_URL: '', APP_MODE: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.resume();
  const [code] = (await once(child, 'exit')) as [number | null];
  const lines = existsSync(logFile)
    ? readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } })
    : [];
  return { code, stderr, lines };
}

const dirs: string[] = [];

describe('a server that cannot start says why, on stderr and in LOG_FILE', () => {
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('with an unreachable database', async () => {
    const { code, stderr, lines } = await startFromCommandLine({ DATABASE_URL: 'postgres://root@127.0.0.1:1/ritmo' });
    expect(code).toBe(1);
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).not.toContain('sonic boom');
    const fatal = lines.find((line) => line.msg === 'Server failed to start');
    expect(fatal?.err?.message).toContain('ECONNREFUSED');
  }, 60_000);

  it('with a production configuration it refuses', async () => {
    const { code, stderr, lines } = await startFromCommandLine({ APP_MODE: 'production', SMTP_URL: '', JWT_SECRET: '', PUBLIC_URL: 'http://cafe.example' });
    expect(code).toBe(1);
    const fatal = lines.find((line) => line.msg === 'Server failed to start');
    for (const setting of ['REDSYS_SECRET', 'SMTP_URL', 'JWT_SECRET', 'PUBLIC_URL']) {
      expect(stderr).toContain(setting);
      expect(fatal?.err?.message).toContain(setting);
    }
  }, 60_000);

  it('with a Redsys key that is not 24 bytes, weak secrets and the test certificate, in production', async () => {
    const certs = path.resolve(import.meta.dirname, '../../fixtures/verifactu/certs');
    const { code, stderr, lines } = await startFromCommandLine({
      APP_MODE: 'production',
      REDSYS_SECRET: Buffer.from('sixteen bytes ok').toString('base64'),
      JWT_SECRET: 'a'.repeat(32),
      SUPPORT_SECRET: '7',
      VERIFACTU_CERT_PEM: path.join(certs, 'client.pem'),
      VERIFACTU_KEY_PEM: path.join(certs, 'client.key'),
    });
    expect(code).toBe(1);
    const fatal = lines.find((line) => line.msg === 'Server failed to start');
    for (const refusal of [
      'REDSYS_SECRET: must be the merchant key',
      'JWT_SECRET: too weak',
      'SUPPORT_SECRET: too weak',
      "VERIFACTU_CERT_PEM: this is the repository's test certificate",
    ]) {
      expect(stderr).toContain(refusal);
      expect(fatal?.err?.message).toContain(refusal);
    }
    expect(stderr).not.toContain('a'.repeat(32));
  }, 60_000);

  it('with a setting it cannot read', async () => {
    const { code, stderr, lines } = await startFromCommandLine({ MAX_CONCURRENT_WRITES: 'many' });
    expect(code).toBe(1);
    expect(stderr).toContain('MAX_CONCURRENT_WRITES');
    expect(lines.find((line) => line.msg === 'Server failed to start')?.err?.message).toContain('MAX_CONCURRENT_WRITES');
  }, 60_000);
});
