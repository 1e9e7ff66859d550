import path from 'node:path';
import * as v from 'valibot';
import { normaliseTaxId } from '../../../src/domain/fiscal/taxId';

/**
 * Every environment variable the server reads, in one schema: its type and what a bad value is told.
 * Unset and blank are the same. Only the process's own settings (port, folders, log level) get their
 * default here; the app's settings stay undefined when unset, because startServer also takes them as
 * options, and config.ts beside this file gives each its default (some by APP_MODE) when it resolves them.
 * docs/running/configuration.md documents every key, and a unit test keeps the two the same.
 */

/** A switch: on/off, also true/false, 1/0, yes/no, in any case. */
const onOff = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], "'on' or 'off'"),
  v.transform((value) => ['on', 'true', '1', 'yes'].includes(value)),
);

const number = v.pipe(
  v.string(),
  v.transform((value) => Number(value)),
);

const wholeNumberAbove0 = v.pipe(
  number,
  v.check((value) => Number.isInteger(value) && value > 0, 'a whole number above 0'),
);

const positiveSeconds = v.pipe(
  number,
  v.check((value) => Number.isFinite(value) && value > 0, 'a positive number of seconds'),
);

const port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'a port number from 0 to 65535 (0 picks a free one)'),
  v.transform(Number),
  v.maxValue(65_535, 'a port number from 0 to 65535 (0 picks a free one)'),
);

/** More proxies in a row than any real set-up has: a larger number is a mistake in the setting. */
const MAX_TRUSTED_PROXIES = 10;

/** The number of reverse proxies in front; true/false read as 1/0. */
const trustedProxies = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.transform((value) => (value === 'true' ? '1' : value === 'false' ? '0' : value)),
  v.regex(/^\d+$/, `the number of reverse proxies in front (0 to ${MAX_TRUSTED_PROXIES})`),
  v.transform(Number),
  v.maxValue(MAX_TRUSTED_PROXIES, `the number of reverse proxies in front (0 to ${MAX_TRUSTED_PROXIES})`),
);

/** A euro amount written as 5, 5.5 or 5,50 (at most two decimals, not negative). */
const euroAmount = v.pipe(
  v.string(),
  v.regex(/^\d{1,6}([.,]\d{1,2})?$/, 'an amount of euros such as 5 or 7.50'),
  v.transform((value) => Number(value.replace(',', '.'))),
);

/** A NIF as the agency writes it: upper case, without spaces, dots or dashes. */
const taxId = v.pipe(v.string(), v.transform(normaliseTaxId));

/** Comma-separated, blanks between commas ignored. */
const list = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

const folder = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((value) => path.resolve(value)),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, `one of ${options.join(', ')}`);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const environmentSchema = v.object({
  // The process: where it listens, keeps its data and logs.
  PORT: v.optional(port, '8080'),
  DATA_DIR: folder('./data'),
  DATABASE_URL: v.optional(v.string()),
  DIST_DIR: folder('./dist'),
  LOG_FILE: v.optional(v.string()),
  LOG_LEVEL: v.optional(oneOf(LOG_LEVELS), 'info'),
  MAX_CONCURRENT_WRITES: v.optional(wholeNumberAbove0),
  // The app.
  APP_MODE: v.optional(oneOf(['demo', 'production'])),
  PUBLIC_URL: v.optional(v.string()),
  JWT_SECRET: v.optional(v.string()),
  SMTP_URL: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string()),
  OIDC_ISSUER: v.optional(v.string()),
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  SUPPORT_SECRET: v.optional(v.string()),
  TRUST_PROXY: v.optional(trustedProxies),
  INVITATIONS_PER_DAY: v.optional(wholeNumberAbove0),
  OPERATOR_REQUESTS_PER_MINUTE: v.optional(wholeNumberAbove0),
  REFERRAL_MIN_ORDER_EUROS: v.optional(euroAmount),
  FULFILMENT: v.optional(oneOf(['board', 'simulator'])),
  FULFILMENT_STEP_SECONDS: v.optional(positiveSeconds),
  // Webhooks.
  WEBHOOKS_ALLOW_LOCAL: v.optional(onOff),
  WEBHOOK_TIMEOUT_SECONDS: v.optional(positiveSeconds),
  // Web Push.
  VAPID_PUBLIC_KEY: v.optional(v.string()),
  VAPID_PRIVATE_KEY: v.optional(v.string()),
  VAPID_SUBJECT: v.optional(v.string()),
  PUSH_SERVICE_HOSTS: v.optional(list),
  // Payments.
  REDSYS_MERCHANT_CODE: v.optional(v.string()),
  REDSYS_TERMINAL: v.optional(v.string()),
  REDSYS_SECRET: v.optional(v.string()),
  REDSYS_SIGNATURE_VERSION: v.optional(oneOf(['HMAC_SHA256_V1', 'HMAC_SHA512_V2'])),
  REDSYS_URL: v.optional(v.string()),
  REDSYS_REST_URL: v.optional(v.string()),
  REDSYS_BIZUM: v.optional(onOff),
  GOOGLE_PAY_ENVIRONMENT: v.optional(oneOf(['TEST', 'PRODUCTION'])),
  GOOGLE_PAY_MERCHANT_ID: v.optional(v.string()),
  // VeriFactu invoice records.
  VERIFACTU_ISSUER_NIF: v.optional(taxId),
  VERIFACTU_ISSUER_NAME: v.optional(v.string()),
  VERIFACTU_INSTALLATION: v.optional(v.string()),
  VERIFACTU_PRODUCER_NAME: v.optional(v.string()),
  VERIFACTU_PRODUCER_NIF: v.optional(taxId),
  VERIFACTU_PRODUCER_IS_ISSUER: v.optional(onOff),
  VERIFACTU_SYSTEM_NAME: v.optional(v.pipe(v.string(), v.maxLength(30, 'a name of at most 30 characters (NombreSistemaInformatico)'))),
  VERIFACTU_SYSTEM_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,2}$/, 'one or two letters or digits (IdSistemaInformatico)'))),
  VERIFACTU_ENVIRONMENT: v.optional(oneOf(['test', 'production'])),
  VERIFACTU_ENDPOINT: v.optional(v.string()),
  VERIFACTU_CERT_PFX: v.optional(v.string()),
  VERIFACTU_CERT_PASSWORD: v.optional(v.string()),
  VERIFACTU_CERT_PEM: v.optional(v.string()),
  VERIFACTU_KEY_PEM: v.optional(v.string()),
  VERIFACTU_CA: v.optional(v.string()),
  VERIFACTU_SEND_EVERY_SECONDS: v.optional(positiveSeconds),
  VERIFACTU_TIMEOUT_SECONDS: v.optional(positiveSeconds),
});

export type Environment = v.InferOutput<typeof environmentSchema>;
export type EnvironmentVariable = keyof Environment;
export type EnvironmentRecord = Readonly<Record<string, string | undefined>>;

export const ENVIRONMENT_VARIABLES = Object.keys(environmentSchema.entries) as EnvironmentVariable[];

/** A password is taken as written; every other value without the spaces around it. */
const UNTRIMMED: ReadonlySet<string> = new Set<EnvironmentVariable>(['VERIFACTU_CERT_PASSWORD']);

/** The schema's variables that are set, blank ones left out as if unset. */
function setValues(env: EnvironmentRecord): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ENVIRONMENT_VARIABLES) {
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    values[name] = UNTRIMMED.has(name) ? value : value.trim();
  }
  return values;
}

/** Reads the variables; a bad value throws one error naming every variable that cannot be read. */
export function parseEnvironment(env: EnvironmentRecord): Environment {
  const values = setValues(env);
  const result = v.safeParse(environmentSchema, values, { abortPipeEarly: true });
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const name = String(issue.path?.[0]?.key ?? '');
    return `${name} must be ${issue.message}, not '${values[name]}'`;
  });
  throw new Error(`Settings that cannot be read:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}

/** The process's environment, read once at start (main.ts). */
export function readEnvironment(): Environment {
  return parseEnvironment(process.env);
}

/**
 * LOG_FILE and LOG_LEVEL, for the logger made before the whole environment is read (a setting that cannot
 * be read is reported through it): a bad LOG_LEVEL reads as the default here and is reported by readEnvironment.
 */
export function readLogSettings(env: EnvironmentRecord = process.env): { logFile: string | undefined; level: LogLevel } {
  const values = setValues(env);
  const level = v.safeParse(environmentSchema.entries.LOG_LEVEL, values.LOG_LEVEL);
  return {
    logFile: values.LOG_FILE,
    level: level.success ? level.output : v.getDefault(environmentSchema.entries.LOG_LEVEL),
  };
}
