// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/platform/config/config';
import { parseEnvironment, readLogSettings } from '../../../server/platform/config/environment';
import { productionProblems } from '../../../server/platform/config/productionSafety';

describe('the environment schema', () => {
  it('gives the process its defaults, folders resolved from the working directory, and leaves the rest unset', () => {
    const environment = parseEnvironment({});
    expect(environment).toMatchObject({ PORT: 8080, DATA_DIR: path.resolve('data'), DIST_DIR: path.resolve('dist'), LOG_LEVEL: 'info' });
    expect(environment.APP_MODE).toBeUndefined();
    expect(environment.TRUST_PROXY).toBeUndefined();
    expect(environment.WEBHOOKS_ALLOW_LOCAL).toBeUndefined();
  });

  it('reads a blank value as unset and trims the others, but a certificate password as written', () => {
    const environment = parseEnvironment({ PORT: '  ', APP_MODE: ' production ', VERIFACTU_CERT_PASSWORD: ' secret ', JWT_SECRET: '' });
    expect(environment.PORT).toBe(8080);
    expect(environment.APP_MODE).toBe('production');
    expect(environment.VERIFACTU_CERT_PASSWORD).toBe(' secret ');
    expect(environment.JWT_SECRET).toBeUndefined();
  });

  it('ignores variables it does not know', () => {
    expect(parseEnvironment({ HOME: '/root', PATH: '/bin' })).not.toHaveProperty('HOME');
  });

  it('refuses a bad number, naming the variable and the value', () => {
    expect(() => parseEnvironment({ PORT: 'eighty' })).toThrow("PORT must be a port number from 0 to 65535 (0 picks a free one), not 'eighty'");
    expect(() => parseEnvironment({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnvironment({ MAX_CONCURRENT_WRITES: 'many' })).toThrow("MAX_CONCURRENT_WRITES must be a whole number above 0, not 'many'");
    expect(() => parseEnvironment({ WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow("WEBHOOK_TIMEOUT_SECONDS must be a positive number of seconds, not '0'");
    expect(() => parseEnvironment({ REFERRAL_MIN_ORDER_EUROS: '-1' })).toThrow(/REFERRAL_MIN_ORDER_EUROS/);
  });

  it('names every variable it cannot read in one error', () => {
    expect(() => parseEnvironment({ APP_MODE: 'staging', LOG_LEVEL: 'loud', FULFILMENT: 'robots' })).toThrow(
      /^Settings that cannot be read:\n {2}- LOG_LEVEL must be one of .*\n {2}- APP_MODE must be one of demo, production, not 'staging'\n {2}- FULFILMENT must be one of board, simulator, not 'robots'$/,
    );
  });

  it('reads every switch one way: on/off, also true/false, 1/0 and yes/no in any case', () => {
    for (const on of ['on', 'ON', 'true', '1', 'yes']) {
      expect(parseEnvironment({ WEBHOOKS_ALLOW_LOCAL: on, REDSYS_BIZUM: on })).toMatchObject({ WEBHOOKS_ALLOW_LOCAL: true, REDSYS_BIZUM: true });
    }
    for (const off of ['off', 'Off', 'false', '0', 'no']) {
      expect(parseEnvironment({ WEBHOOKS_ALLOW_LOCAL: off, REDSYS_BIZUM: off })).toMatchObject({ WEBHOOKS_ALLOW_LOCAL: false, REDSYS_BIZUM: false });
    }
    expect(() => parseEnvironment({ WEBHOOKS_ALLOW_LOCAL: 'maybe' })).toThrow("WEBHOOKS_ALLOW_LOCAL must be 'on' or 'off', not 'maybe'");
  });

  it('reads lists, NIFs and euro amounts into their values', () => {
    const environment = parseEnvironment({
      PUSH_SERVICE_HOSTS: 'a.example, b.example,',
      VERIFACTU_ISSUER_NIF: 'b-98.765 431',
      REFERRAL_MIN_ORDER_EUROS: '7,50',
    });
    expect(environment.PUSH_SERVICE_HOSTS).toEqual(['a.example', 'b.example']);
    expect(environment.VERIFACTU_ISSUER_NIF).toBe('B98765431');
    expect(environment.REFERRAL_MIN_ORDER_EUROS).toBe(7.5);
  });

  it("reads the software's producer and system, refusing an id or a name the records cannot carry", () => {
    const environment = parseEnvironment({
      VERIFACTU_PRODUCER_NIF: 'b-46.112 231',
      VERIFACTU_PRODUCER_IS_ISSUER: 'yes',
      VERIFACTU_SYSTEM_NAME: 'Ritmo TPV',
      VERIFACTU_SYSTEM_ID: 'R2',
    });
    expect(environment).toMatchObject({
      VERIFACTU_PRODUCER_NIF: 'B46112231',
      VERIFACTU_PRODUCER_IS_ISSUER: true,
      VERIFACTU_SYSTEM_NAME: 'Ritmo TPV',
      VERIFACTU_SYSTEM_ID: 'R2',
    });
    expect(() => parseEnvironment({ VERIFACTU_SYSTEM_ID: 'RTX' })).toThrow('VERIFACTU_SYSTEM_ID must be one or two letters or digits');
    expect(() => parseEnvironment({ VERIFACTU_SYSTEM_NAME: 'x'.repeat(31) })).toThrow('VERIFACTU_SYSTEM_NAME must be a name of at most 30 characters');
  });

  it('gives the logger its settings before the rest is read, a bad level read as the default', () => {
    expect(readLogSettings({ LOG_LEVEL: 'debug', LOG_FILE: ' /var/log/ritmo.log ' })).toEqual({ level: 'debug', logFile: '/var/log/ritmo.log' });
    expect(readLogSettings({ LOG_LEVEL: 'loud' })).toEqual({ level: 'info', logFile: undefined });
  });
});

describe('what production requires of the environment', () => {
  it('names every missing setting of an empty production environment', () => {
    const problems = productionProblems(configFromEnv({ APP_MODE: 'production' })).join('\n');
    for (const name of [
      'REDSYS_SECRET',
      'REDSYS_MERCHANT_CODE',
      'REDSYS_REST_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'VERIFACTU_CERT_PFX',
      'PUBLIC_URL',
      'VERIFACTU_ISSUER_NIF',
      'VERIFACTU_ISSUER_NAME',
      'VERIFACTU_INSTALLATION',
      'VERIFACTU_PRODUCER_NIF',
      'VERIFACTU_PRODUCER_NAME',
      'VERIFACTU_PRODUCER_IS_ISSUER=true',
    ])
      expect(problems).toContain(name);
  });

  it('refuses switches and choices that are for the demo only', () => {
    const problems = productionProblems(configFromEnv({ APP_MODE: 'production', WEBHOOKS_ALLOW_LOCAL: 'on', FULFILMENT: 'simulator' })).join('\n');
    expect(problems).toContain('WEBHOOKS_ALLOW_LOCAL:');
    expect(problems).toContain('FULFILMENT:');
  });
});
