import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFERRAL_MIN_ORDER_CENTS } from '../../../src/domain/loyalty/loyalty';
import type { VerifactuEnvironment } from '../../../src/domain/fiscal/verifactuQr';
import { legal as seededLegalEntity } from '../db/seed/data/locations';
import type { SoftwareSystem } from '../db/verifactuRecordTypes';
import { parseEnvironment, type Environment, type EnvironmentRecord } from './environment';
import { ephemeralPushConfig, resolvePushConfig, type PushConfig, type PushOptions } from './vapidKeys';
import { resolveVerifactuSend, type VerifactuSendConfig, type VerifactuSendOptions } from './verifactuSending';

export type AppMode = 'demo' | 'production';

/** Social sign-in settings (OpenID Connect authorization-code flow). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The settings the server reads from the environment; every one may also be passed to startServer. */
export interface ConfigOptions extends PushOptions, VerifactuSendOptions {
  /** 'demo' (default): mail outbox and demo-only routes; 'production': those are off. */
  mode?: AppMode | undefined;
  /** Where customers reach the server: links in e-mails and the OAuth redirect URI. */
  publicUrl?: string | undefined;
  /** Signs the session tokens; without it a random one is kept in `${dataDir}/jwt-secret`. */
  jwtSecret?: string | undefined;
  /** nodemailer transport URL (smtp://user:pass@host:port). */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  oidcIssuer?: string | undefined;
  oidcClientId?: string | undefined;
  oidcClientSecret?: string | undefined;
  /** Enables login-emulate for requests carrying it in X-Support-Secret. */
  supportSecret?: string | undefined;
  /** How many reverse proxies in front append to X-Forwarded-For (TRUST_PROXY); 0: the socket's address counts. */
  trustProxy?: number | undefined;
  /** Webhooks may go to http URLs and local addresses (WEBHOOKS_ALLOW_LOCAL=1): tests and the demo's local till only. */
  webhooksAllowLocal?: boolean | undefined;
  /** How long one webhook delivery try may take (10 s by default). */
  webhookTimeoutMs?: number | undefined;
  /** Redsys merchant (FUC) code; Redsys's public test merchant by default. */
  redsysMerchantCode?: string | undefined;
  redsysTerminal?: string | undefined;
  /** Base64 merchant secret (SHA-256 key); the published test secret by default. */
  redsysSecret?: string | undefined;
  redsysSignatureVersion?: RedsysSignatureVersion | undefined;
  /** Where the card form is posted; the built-in sandbox gateway in demo mode by default. */
  redsysUrl?: string | undefined;
  /** Redsys's REST entry point (trataPeticionREST) wallet tokens are sent to; the sandbox's in demo mode. */
  redsysRestUrl?: string | undefined;
  /** How long a REST call to the gateway may take before the payment is given up (30 s by default). */
  redsysRestTimeoutMs?: number | undefined;
  googlePayEnvironment?: 'TEST' | 'PRODUCTION' | undefined;
  googlePayMerchantId?: string | undefined;
  /** Whether the Redsys terminal offers Bizum (REDSYS_BIZUM on|off); on in demo mode, off in production unless said. */
  redsysBizum?: boolean | undefined;
  /** Seconds between fulfilment steps of the demo kitchen simulator. */
  fulfilmentStepSeconds?: number | undefined;
  /** Who moves paid orders: the shop's counter ('board') or the demo kitchen ('simulator'); by mode when not given. */
  fulfilment?: FulfilmentMode | undefined;
  /** Euros of money a friend's paid order must reach to earn the inviter the referral reward (5 by default). */
  referralMinOrderEuros?: number | undefined;
  /** Friend invitations one customer may send in 24 hours. */
  invitationsPerDay?: number | undefined;
  /** Requests one operator API key may make in any minute (120 by default). */
  operatorRequestsPerMinute?: number | undefined;
  /** Write requests answered at once by this process; more are refused with 503 (default from the engine, server/platform/http/admission.ts). */
  maxConcurrentWrites?: number | undefined;
  // --- VeriFactu invoice records: the issuer and the system block (settings VERIFACTU_*) ---
  /** NIF of the invoice issuer: the legal entity every shop prints (IDEmisorFactura). */
  verifactuIssuerNif?: string | undefined;
  /** The issuer's name or company name (NombreRazonEmisor). */
  verifactuIssuerName?: string | undefined;
  /** The agency's test or production services and verification host ('test' by default). */
  verifactuEnvironment?: VerifactuEnvironment | undefined;
  /** NumeroInstalacion: this installation of the software, as declared to the agency. */
  verifactuInstallation?: string | undefined;
  /** Who produced the software (SistemaInformatico NombreRazon and NIF); the issuer by default. */
  verifactuProducerName?: string | undefined;
  verifactuProducerNif?: string | undefined;
  /** Says the issuer produced the software itself: production refuses a producer left as the issuer otherwise. */
  verifactuProducerIsIssuer?: boolean | undefined;
  /** The software's name and IdSistemaInformatico as its producer declares them ("Ritmo", "RT" by default). */
  verifactuSystemName?: string | undefined;
  verifactuSystemId?: string | undefined;
  // --- end of VeriFactu invoice records ---
}

/** 'board': staff move orders at the counter; 'simulator': the demo kitchen walks them through on a timer. */
export type FulfilmentMode = 'board' | 'simulator';

export type RedsysSignatureVersion = 'HMAC_SHA256_V1' | 'HMAC_SHA512_V2';

/** Card gateway (Redsys redirect) and wallet settings. */
export interface PaymentsConfig {
  /** 'sandbox' when the form goes to this server's demo gateway, 'redsys' otherwise. */
  gateway: 'sandbox' | 'redsys';
  gatewayUrl: string;
  /** Redsys REST entry point for wallet payments (Google Pay tokens). */
  restUrl: string;
  restTimeoutMs: number;
  merchantCode: string;
  terminal: string;
  secret: string;
  signatureVersion: RedsysSignatureVersion;
  googlePayEnvironment: 'TEST' | 'PRODUCTION';
  googlePayMerchantId: string;
  /** The terminal offers Bizum: the app shows its button and the server takes Bizum orders (payment type 10006). */
  bizum: boolean;
}

// --- VeriFactu invoice records ---
/** The software's own name and its two-character IdSistemaInformatico, unless VERIFACTU_SYSTEM_NAME and _ID say otherwise. */
export const VERIFACTU_SOFTWARE_NAME = 'Ritmo';
export const VERIFACTU_SOFTWARE_ID = 'RT';
const DEMO_INSTALLATION_NUMBER = '1';

/** Who issues the invoices and which system records them (every record's IDEmisorFactura and SistemaInformatico). */
export interface VerifactuConfig {
  issuerNif: string;
  issuerName: string;
  environment: VerifactuEnvironment;
  installationNumber: string;
  system: SoftwareSystem;
}

/** What issuing an invoice needs to write its record: the issuer and the system block. */
export type InvoiceIssuer = Pick<VerifactuConfig, 'issuerNif' | 'issuerName' | 'system'>;

/** The version in package.json: SistemaInformatico Version. */
function softwareVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return version;
}

/** The NIF invoices are recorded under (VERIFACTU_ISSUER_NIF); in demo mode the seeded shops' legal entity's by default. */
export function invoiceIssuerNif(options: Pick<ConfigOptions, 'verifactuIssuerNif'>, mode: AppMode): string | undefined {
  return options.verifactuIssuerNif ?? (mode === 'demo' ? seededLegalEntity.vatNumber : undefined);
}

/**
 * The issuer settings; in demo mode they default to the seeded shops' legal entity and installation 1.
 * Production refuses to start without them (server/platform/config/productionSafety.ts) before this runs.
 */
export function verifactuConfig(options: ConfigOptions, mode: AppMode): VerifactuConfig {
  const demo = mode === 'demo';
  const issuerNif = invoiceIssuerNif(options, mode);
  const issuerName = options.verifactuIssuerName ?? (demo ? seededLegalEntity.name : undefined);
  const installationNumber = options.verifactuInstallation ?? (demo ? DEMO_INSTALLATION_NUMBER : undefined);
  if (!issuerNif || !issuerName || !installationNumber)
    throw new Error('VERIFACTU_ISSUER_NIF, VERIFACTU_ISSUER_NAME and VERIFACTU_INSTALLATION are required in production');
  return {
    issuerNif,
    issuerName,
    environment: options.verifactuEnvironment ?? 'test',
    installationNumber,
    system: {
      producerName: options.verifactuProducerName ?? issuerName,
      producerNif: options.verifactuProducerNif ?? issuerNif,
      name: options.verifactuSystemName ?? VERIFACTU_SOFTWARE_NAME,
      id: options.verifactuSystemId ?? VERIFACTU_SOFTWARE_ID,
      version: softwareVersion(),
      installationNumber,
    },
  };
}
// --- end of VeriFactu invoice records ---

/** Everything the routes need, resolved once at start. */
export interface WebhooksConfig {
  allowLocal: boolean;
  timeoutMs: number;
}

export interface AppConfig {
  mode: AppMode;
  publicUrl: string;
  /** Demo mode without PUBLIC_URL: links follow the address each request came to (server/platform/http/requestOrigin.ts). */
  publicUrlFromRequest: boolean;
  jwtSecret: Uint8Array;
  smtpUrl: string | null;
  mailFrom: string;
  oidc: OidcConfig | null;
  supportSecret: string | null;
  /** Reverse proxies trusted to append to X-Forwarded-For: the client address is the hop the outermost wrote. */
  trustProxy: number;
  /** Webhook deliveries: whether local receivers are allowed, and how long a try may take. */
  webhooks: WebhooksConfig;
  payments: PaymentsConfig;
  /** Demo mode: seconds between the simulated kitchen's status steps. */
  fulfilmentStepSeconds: number;
  /** Who moves paid orders: the counter's board, or the demo kitchen simulator. */
  fulfilment: FulfilmentMode;
  /** Order notifications by Web Push (VAPID keys, subject, push services allowed). */
  push: PushConfig;
  /** Cents of money a friend's paid order must reach to earn the inviter the referral reward. */
  referralMinOrderCents: number;
  /** Friend invitations one customer may send in 24 hours. */
  invitationsPerDay: number;
  /** Requests one operator API key may make in any minute. */
  operatorRequestsPerMinute: number;
  /** VeriFactu invoice records: the issuer and the system block. */
  verifactu: VerifactuConfig;
  /** Sending VeriFactu records: the agency (address, certificate) or, in demo mode, the local peer. */
  verifactuSend: VerifactuSendConfig;
}

/** Redsys's public test merchant and its published secret (Redsys integration documentation). */
export const REDSYS_TEST_MERCHANT_CODE = '999008881';
export const REDSYS_TEST_SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
/** Redsys's test environment; used when production mode is started without REDSYS_URL. */
export const REDSYS_TEST_URL = 'https://sis-t.redsys.es:25443/sis/realizarPago';
export const SANDBOX_GATEWAY_PATH = '/api/payments/sandbox';
/** Redsys's REST entry point in its test environment (the live one is https://sis.redsys.es/sis/rest/trataPeticionREST). */
export const REDSYS_TEST_REST_URL = 'https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST';
/** The demo sandbox's stand-in for trataPeticionREST. */
export const SANDBOX_REST_PATH = '/api/payments/sandbox/rest';
const DEFAULT_REST_TIMEOUT_MS = 30_000;
const DEFAULT_FULFILMENT_STEP_SECONDS = 20;
const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
const DEFAULT_INVITATIONS_PER_DAY = 10;
const DEFAULT_OPERATOR_REQUESTS_PER_MINUTE = 120;

const DEFAULT_ISSUER = 'https://accounts.google.com';
const DEFAULT_MAIL_FROM = 'Ritmo Café <no-reply@ritmo.local>';
const SECRET_FILE = 'jwt-secret';
const SECRET_BYTES = 32;

/** The settings read from the environment, as startServer takes them. */
export function configOptionsFrom(environment: Environment): ConfigOptions {
  return {
    mode: environment.APP_MODE,
    publicUrl: environment.PUBLIC_URL,
    jwtSecret: environment.JWT_SECRET,
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM,
    oidcIssuer: environment.OIDC_ISSUER,
    oidcClientId: environment.OIDC_CLIENT_ID,
    oidcClientSecret: environment.OIDC_CLIENT_SECRET,
    supportSecret: environment.SUPPORT_SECRET,
    trustProxy: environment.TRUST_PROXY,
    webhooksAllowLocal: environment.WEBHOOKS_ALLOW_LOCAL,
    webhookTimeoutMs: secondsToMs(environment.WEBHOOK_TIMEOUT_SECONDS),
    redsysMerchantCode: environment.REDSYS_MERCHANT_CODE,
    redsysTerminal: environment.REDSYS_TERMINAL,
    redsysSecret: environment.REDSYS_SECRET,
    redsysSignatureVersion: environment.REDSYS_SIGNATURE_VERSION,
    redsysUrl: environment.REDSYS_URL,
    redsysRestUrl: environment.REDSYS_REST_URL,
    googlePayEnvironment: environment.GOOGLE_PAY_ENVIRONMENT,
    googlePayMerchantId: environment.GOOGLE_PAY_MERCHANT_ID,
    redsysBizum: environment.REDSYS_BIZUM,
    fulfilmentStepSeconds: environment.FULFILMENT_STEP_SECONDS,
    fulfilment: environment.FULFILMENT,
    referralMinOrderEuros: environment.REFERRAL_MIN_ORDER_EUROS,
    invitationsPerDay: environment.INVITATIONS_PER_DAY,
    operatorRequestsPerMinute: environment.OPERATOR_REQUESTS_PER_MINUTE,
    maxConcurrentWrites: environment.MAX_CONCURRENT_WRITES,
    verifactuIssuerNif: environment.VERIFACTU_ISSUER_NIF,
    verifactuIssuerName: environment.VERIFACTU_ISSUER_NAME,
    verifactuEnvironment: environment.VERIFACTU_ENVIRONMENT,
    verifactuInstallation: environment.VERIFACTU_INSTALLATION,
    verifactuProducerName: environment.VERIFACTU_PRODUCER_NAME,
    verifactuProducerNif: environment.VERIFACTU_PRODUCER_NIF,
    verifactuProducerIsIssuer: environment.VERIFACTU_PRODUCER_IS_ISSUER,
    verifactuSystemName: environment.VERIFACTU_SYSTEM_NAME,
    verifactuSystemId: environment.VERIFACTU_SYSTEM_ID,
    verifactuEndpoint: environment.VERIFACTU_ENDPOINT,
    verifactuCertPfx: environment.VERIFACTU_CERT_PFX,
    verifactuCertPassword: environment.VERIFACTU_CERT_PASSWORD,
    verifactuCertPem: environment.VERIFACTU_CERT_PEM,
    verifactuKeyPem: environment.VERIFACTU_KEY_PEM,
    verifactuCa: environment.VERIFACTU_CA,
    verifactuSendEverySeconds: environment.VERIFACTU_SEND_EVERY_SECONDS,
    verifactuTimeoutSeconds: environment.VERIFACTU_TIMEOUT_SECONDS,
    vapidPublicKey: environment.VAPID_PUBLIC_KEY,
    vapidPrivateKey: environment.VAPID_PRIVATE_KEY,
    vapidSubject: environment.VAPID_SUBJECT,
    pushServiceHosts: environment.PUSH_SERVICE_HOSTS,
  };
}

/** The settings in an environment record (scripts and tests; the server reads its own once, server/main.ts). */
export function configFromEnv(env: EnvironmentRecord): ConfigOptions {
  return configOptionsFrom(parseEnvironment(env));
}

function referralMinOrderCents(options: ConfigOptions): number {
  const euros = options.referralMinOrderEuros;
  if (euros === undefined) return REFERRAL_MIN_ORDER_CENTS;
  if (!Number.isFinite(euros) || euros < 0) throw new Error(`REFERRAL_MIN_ORDER_EUROS must not be negative, not '${euros}'`);
  return Math.round(euros * 100);
}

function paymentsConfig(options: ConfigOptions, mode: AppMode, publicUrl: string): PaymentsConfig {
  const sandboxUrl = `${publicUrl}${SANDBOX_GATEWAY_PATH}`;
  const gatewayUrl = (options.redsysUrl ?? (mode === 'demo' ? sandboxUrl : REDSYS_TEST_URL)).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(gatewayUrl)) throw new Error(`REDSYS_URL must start with http:// or https://, not '${gatewayUrl}'`);
  const restUrl = (options.redsysRestUrl ?? (mode === 'demo' ? `${publicUrl}${SANDBOX_REST_PATH}` : REDSYS_TEST_REST_URL)).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(restUrl)) throw new Error(`REDSYS_REST_URL must start with http:// or https://, not '${restUrl}'`);
  const merchantCode = options.redsysMerchantCode ?? REDSYS_TEST_MERCHANT_CODE;
  if (!/^\d{1,9}$/.test(merchantCode)) throw new Error(`REDSYS_MERCHANT_CODE must be up to 9 digits, not '${merchantCode}'`);
  const terminal = options.redsysTerminal ?? '1';
  if (!/^\d{1,3}$/.test(terminal)) throw new Error(`REDSYS_TERMINAL must be up to 3 digits, not '${terminal}'`);
  const secret = options.redsysSecret ?? REDSYS_TEST_SECRET;
  if (Buffer.from(secret, 'base64').length < 16) throw new Error('REDSYS_SECRET must be the base64 merchant key from the Redsys back office');
  return {
    gateway: mode === 'demo' && gatewayUrl === sandboxUrl ? 'sandbox' : 'redsys',
    gatewayUrl,
    restUrl,
    restTimeoutMs: options.redsysRestTimeoutMs ?? DEFAULT_REST_TIMEOUT_MS,
    merchantCode,
    terminal,
    secret,
    signatureVersion: options.redsysSignatureVersion ?? 'HMAC_SHA256_V1',
    googlePayEnvironment: options.googlePayEnvironment ?? 'TEST',
    googlePayMerchantId: options.googlePayMerchantId ?? '',
    // Bizum is contracted per terminal: a production terminal offers it only when the operator says so.
    bizum: options.redsysBizum ?? mode === 'demo',
  };
}

/** The generated secret, created once (owner-only file) and read back on every later start. */
function storedSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another process created it meanwhile; then we read theirs below.
    try {
      writeFileSync(file, randomBytes(SECRET_BYTES).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (secret.length < SECRET_BYTES) throw new Error(`${file} does not hold a ${SECRET_BYTES}-byte secret; remove it to generate a new one`);
  return new Uint8Array(secret);
}

function givenSecret(text: string): Uint8Array {
  // HS256 wants at least 256 bits of key.
  if (text.length < SECRET_BYTES) throw new Error(`JWT_SECRET must have at least ${SECRET_BYTES} characters`);
  return new TextEncoder().encode(text);
}

function oidcConfig(options: ConfigOptions): OidcConfig | null {
  if (!options.oidcClientId) return null;
  if (!options.oidcClientSecret) throw new Error('OIDC_CLIENT_ID is set but OIDC_CLIENT_SECRET is not');
  return {
    issuer: (options.oidcIssuer ?? DEFAULT_ISSUER).replace(/\/+$/, ''),
    clientId: options.oidcClientId,
    clientSecret: options.oidcClientSecret,
  };
}

const secondsToMs = (seconds: number | undefined) => (seconds === undefined ? undefined : Math.round(seconds * 1000));

/** Options (or their defaults) turned into the configuration; `port` is the one actually listened on. */
export function resolveConfig(options: ConfigOptions & { dataDir: string; port: number }): AppConfig {
  const publicUrl = (options.publicUrl ?? `http://localhost:${options.port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) throw new Error(`PUBLIC_URL must start with http:// or https://, not '${publicUrl}'`);
  const mode = options.mode ?? 'demo';
  const mailFrom = options.mailFrom ?? DEFAULT_MAIL_FROM;
  return {
    mode,
    publicUrl,
    publicUrlFromRequest: mode === 'demo' && options.publicUrl === undefined,
    jwtSecret: options.jwtSecret ? givenSecret(options.jwtSecret) : storedSecret(options.dataDir),
    smtpUrl: options.smtpUrl ?? null,
    mailFrom,
    oidc: oidcConfig(options),
    supportSecret: options.supportSecret ?? null,
    trustProxy: options.trustProxy ?? 0,
    webhooks: { allowLocal: options.webhooksAllowLocal ?? false, timeoutMs: options.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS },
    payments: paymentsConfig(options, mode, publicUrl),
    fulfilmentStepSeconds: options.fulfilmentStepSeconds ?? DEFAULT_FULFILMENT_STEP_SECONDS,
    fulfilment: options.fulfilment ?? (mode === 'production' ? 'board' : 'simulator'),
    push: resolvePushConfig(options, { dataDir: options.dataDir, publicUrl, mailFrom }),
    referralMinOrderCents: referralMinOrderCents(options),
    invitationsPerDay: options.invitationsPerDay ?? DEFAULT_INVITATIONS_PER_DAY,
    operatorRequestsPerMinute: options.operatorRequestsPerMinute ?? DEFAULT_OPERATOR_REQUESTS_PER_MINUTE,
    verifactu: verifactuConfig(options, mode),
    verifactuSend: resolveVerifactuSend(options, { mode, environment: options.verifactuEnvironment ?? 'test' }),
  };
}

/** Demo settings with a throw-away secret, for an app built without a resolved configuration (tests). */
export function ephemeralConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    mode: 'demo',
    publicUrl: 'http://localhost',
    publicUrlFromRequest: false,
    jwtSecret: new Uint8Array(randomBytes(SECRET_BYTES)),
    smtpUrl: null,
    mailFrom: DEFAULT_MAIL_FROM,
    oidc: null,
    supportSecret: null,
    trustProxy: 0,
    webhooks: { allowLocal: false, timeoutMs: DEFAULT_WEBHOOK_TIMEOUT_MS },
    payments: paymentsConfig({}, 'demo', overrides.publicUrl ?? 'http://localhost'),
    fulfilmentStepSeconds: DEFAULT_FULFILMENT_STEP_SECONDS,
    fulfilment: 'simulator',
    push: overrides.push ?? ephemeralPushConfig(),
    referralMinOrderCents: REFERRAL_MIN_ORDER_CENTS,
    invitationsPerDay: DEFAULT_INVITATIONS_PER_DAY,
    operatorRequestsPerMinute: DEFAULT_OPERATOR_REQUESTS_PER_MINUTE,
    verifactu: verifactuConfig({}, 'demo'),
    verifactuSend: resolveVerifactuSend({}, { mode: 'demo', environment: 'test' }),
    ...overrides,
  };
}
