// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configFromEnv, resolveConfig } from '../../../server/platform/config/config';
import { ENVIRONMENT_VARIABLES, environmentSchema } from '../../../server/platform/config/environment';
import { productionProblems } from '../../../server/platform/config/productionSafety';

const DOC = 'docs/running/configuration.md';
const text = readFileSync(path.resolve(import.meta.dirname, '../../..', DOC), 'utf8');
/** The server's variables end where the variables of the tests and the build begin. */
const serverPart = text.split('## Not read by the server')[0]!;

/** Each table row whose first cell is one variable: its name, default and production-refusal cells. */
const rows = new Map(
  serverPart
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .flatMap((cells) => {
      const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
      return name ? [[name, { defaultCell: cells[2] ?? '', refusal: cells[4] ?? '' }] as const] : [];
    }),
);

describe(`${DOC} and the environment schema`, () => {
  it('documents every variable of the schema', () => {
    expect(ENVIRONMENT_VARIABLES.filter((name) => !rows.has(name))).toEqual([]);
  });

  it('documents no variable the server does not read', () => {
    const schemaNames = new Set<string>(ENVIRONMENT_VARIABLES);
    expect([...rows.keys()].filter((name) => !schemaNames.has(name))).toEqual([]);
  });

  it("shows each schema default in the variable's row", () => {
    for (const name of ENVIRONMENT_VARIABLES) {
      const fallback = v.getDefault(environmentSchema.entries[name]);
      if (fallback !== undefined) expect(rows.get(name)?.defaultCell, name).toBe(`\`${fallback}\``);
    }
  });

  it('says when production refuses each variable an empty production environment is refused for', () => {
    const named = productionProblems(configFromEnv({ APP_MODE: 'production' }))
      .map((problem) => problem.slice(0, problem.indexOf(':')).replace(/\([^)]*\)/g, ''))
      .flatMap((names) => names.match(/[A-Z][A-Z0-9_]+/g) ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(rows.get(name)?.refusal, name).not.toBe('');
  });

  it('shows the defaults the server applies to an unset environment', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-config-doc-'));
    try {
      const config = resolveConfig({ ...configFromEnv({}), dataDir, port: 8080 });
      const send = config.verifactuSend.target === 'local-peer' ? config.verifactuSend : undefined;
      const applied: Record<string, string | number | undefined> = {
        MAIL_FROM: config.mailFrom,
        TRUST_PROXY: config.trustProxy,
        INVITATIONS_PER_DAY: config.invitationsPerDay,
        OPERATOR_REQUESTS_PER_MINUTE: config.operatorRequestsPerMinute,
        REFERRAL_MIN_ORDER_EUROS: config.referralMinOrderCents / 100,
        FULFILMENT_STEP_SECONDS: config.fulfilmentStepSeconds,
        WEBHOOK_TIMEOUT_SECONDS: config.webhooks.timeoutMs / 1000,
        PUSH_SERVICE_HOSTS: config.push.serviceHosts.join(','),
        REDSYS_MERCHANT_CODE: config.payments.merchantCode,
        REDSYS_TERMINAL: config.payments.terminal,
        REDSYS_SECRET: config.payments.secret,
        REDSYS_SIGNATURE_VERSION: config.payments.signatureVersion,
        GOOGLE_PAY_ENVIRONMENT: config.payments.googlePayEnvironment,
        VERIFACTU_ENVIRONMENT: config.verifactu.environment,
        VERIFACTU_SEND_EVERY_SECONDS: send && send.sendEveryMs / 1000,
        VERIFACTU_TIMEOUT_SECONDS: send && send.timeoutMs / 1000,
      };
      for (const [name, value] of Object.entries(applied)) expect(rows.get(name)?.defaultCell, name).toBe(`\`${value}\``);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
