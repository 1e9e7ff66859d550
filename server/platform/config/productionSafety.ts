import { REDSYS_TEST_MERCHANT_CODE, REDSYS_TEST_SECRET, type ConfigOptions } from './config';
import { isValidTaxId, normaliseTaxId } from '../../../src/domain/fiscal/taxId';
import { REDSYS_KEY_BYTES, redsysKeyBytes, sameRedsysKey } from './redsysKey';
import { weakSecretProblem } from './secretStrength';
import { repositoryCertificateProblems } from './testCertificates';
import { isVapidSubject } from './vapidKeys';
import { verifactuSendProblems } from './verifactuSending';

/**
 * What would make a production server unsafe, one line per setting: the published Redsys test key or
 * merchant (card payments would never reach the shop's account), no SMTP (sign-in codes would be lost),
 * a merchant key that is not 24 bytes in base64 (every card payment would fail to sign), no JWT_SECRET
 * (sessions die with the data folder and differ between processes), a JWT_SECRET or SUPPORT_SECRET that
 * is short or of low entropy (server/platform/config/secretStrength.ts), a PUBLIC_URL that is
 * not https (session cookies and payment returns over plain HTTP), no https REDSYS_REST_URL (wallet tokens
 * would go to Redsys's test host, or in clear), no VAPID keys (each process would sign pushes with its
 * own generated key, and push services refuse a subscription's pushes signed with another; the key is
 * also lost with the data folder, silencing every device), a subject that is not a mailto:/https: address, or
 * the demo kitchen simulator moving real orders (FULFILMENT=simulator), no VeriFactu issuer NIF, name
 * or installation number (every invoice's record names them), or no issuer certificate (the invoicing
 * records could never reach the tax agency) or the repository's test one, a software producer left as the
 * issuer without VERIFACTU_PRODUCER_IS_ISSUER saying so, or webhooks allowed to reach local addresses.
 */
export function productionProblems(options: ConfigOptions): string[] {
  const problems: string[] = [];
  problems.push(...redsysSecretProblems(options.redsysSecret));
  if (!options.redsysMerchantCode || options.redsysMerchantCode === REDSYS_TEST_MERCHANT_CODE) {
    problems.push(`REDSYS_MERCHANT_CODE: set the shop's merchant (FUC) code (the test merchant ${REDSYS_TEST_MERCHANT_CODE} is refused)`);
  }
  if (!options.redsysRestUrl?.startsWith('https://')) {
    problems.push(
      `REDSYS_REST_URL: set Redsys's https:// REST entry point for wallet payments (live: https://sis.redsys.es/sis/rest/trataPeticionREST)${options.redsysRestUrl ? `, not '${options.redsysRestUrl}'` : ''}`,
    );
  }
  if (!options.smtpUrl) problems.push('SMTP_URL: required, sign-in codes and links are sent by e-mail');
  if (!options.jwtSecret) problems.push('JWT_SECRET: required, at least 32 characters, the same for every server process');
  else problems.push(...nonNull(weakSecretProblem('JWT_SECRET', options.jwtSecret)));
  if (options.supportSecret !== undefined) problems.push(...nonNull(weakSecretProblem('SUPPORT_SECRET', options.supportSecret)));
  if (!options.vapidPublicKey || !options.vapidPrivateKey) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required, the same pair for every server process (make one with `npx web-push generate-vapid-keys`)');
  }
  if (options.vapidSubject !== undefined && !isVapidSubject(options.vapidSubject))
    problems.push(`VAPID_SUBJECT: must be a mailto: or https: address, not '${options.vapidSubject}'`);
  if (options.webhooksAllowLocal)
    problems.push('WEBHOOKS_ALLOW_LOCAL: lets webhooks reach this network and plain http; production sends them only to public https receivers');
  if (options.fulfilment === 'simulator')
    problems.push("FULFILMENT: 'simulator' moves real customers' orders on a timer; production orders are moved at the counter ('board', the default)");
  problems.push(...verifactuSendProblems(options), ...repositoryCertificateProblems(options));
  if (!options.publicUrl?.startsWith('https://'))
    problems.push(`PUBLIC_URL: must be the https:// address customers use${options.publicUrl ? `, not '${options.publicUrl}'` : ''}`);
  problems.push(...verifactuIssuerProblems(options), ...verifactuProducerProblems(options));
  return problems;
}

const nonNull = (problem: string | null): string[] => (problem === null ? [] : [problem]);

/** The merchant key is compared by its bytes: the published test key written any other way is still it. */
function redsysSecretProblems(secret: string | undefined): string[] {
  if (!secret) return ['REDSYS_SECRET: set the merchant key from the Redsys back office (the published test key is refused)'];
  if (sameRedsysKey(secret, REDSYS_TEST_SECRET))
    return ["REDSYS_SECRET: this is Redsys's published test key; set the merchant key from the Redsys back office"];
  if (redsysKeyBytes(secret)?.length !== REDSYS_KEY_BYTES)
    return [`REDSYS_SECRET: must be the merchant key from the Redsys back office, ${REDSYS_KEY_BYTES} bytes written in base64 (32 characters)`];
  return [];
}

/**
 * VeriFactu invoice records: every invoice's record names its issuer and the installation that made it,
 * so production needs them, the NIF with a valid check digit.
 */
function verifactuIssuerProblems(options: ConfigOptions): string[] {
  const problems: string[] = [];
  if (!options.verifactuIssuerNif) problems.push("VERIFACTU_ISSUER_NIF: required, the NIF of the legal entity that issues the shops' invoices");
  else if (!isValidTaxId(options.verifactuIssuerNif)) problems.push(`VERIFACTU_ISSUER_NIF: not a valid NIF or CIF: '${options.verifactuIssuerNif}'`);
  if (!options.verifactuIssuerName) problems.push("VERIFACTU_ISSUER_NAME: required, the issuer's name or company name as the tax agency knows it");
  if (!options.verifactuInstallation) problems.push('VERIFACTU_INSTALLATION: required, the installation number of this invoicing system');
  return problems;
}

const SAY_PRODUCER_IS_ISSUER = 'when the issuer produces the software itself, say so with VERIFACTU_PRODUCER_IS_ISSUER=true';

/**
 * Every record's SistemaInformatico names who produced the software, and the producer signs the responsible
 * declaration: production refuses a producer left as the issuer (unset, or the issuer's NIF) unless
 * VERIFACTU_PRODUCER_IS_ISSUER says the issuer made it, and a producer named beside that saying.
 */
function verifactuProducerProblems(options: ConfigOptions): string[] {
  const producerNif = options.verifactuProducerNif === undefined ? undefined : normaliseTaxId(options.verifactuProducerNif);
  const issuerNif = options.verifactuIssuerNif === undefined ? undefined : normaliseTaxId(options.verifactuIssuerNif);
  if (options.verifactuProducerIsIssuer) {
    return producerNif !== undefined && producerNif !== issuerNif
      ? [`VERIFACTU_PRODUCER_IS_ISSUER: says the issuer produced the software, but VERIFACTU_PRODUCER_NIF is ${producerNif}, not VERIFACTU_ISSUER_NIF`]
      : [];
  }
  const problems: string[] = [];
  if (producerNif === undefined)
    problems.push(`VERIFACTU_PRODUCER_NIF: required, the NIF of who produces the invoicing software (it is left as the issuer); ${SAY_PRODUCER_IS_ISSUER}`);
  else if (producerNif === issuerNif) problems.push(`VERIFACTU_PRODUCER_NIF: is VERIFACTU_ISSUER_NIF; ${SAY_PRODUCER_IS_ISSUER}`);
  else if (!isValidTaxId(producerNif)) problems.push(`VERIFACTU_PRODUCER_NIF: not a valid NIF or CIF: '${producerNif}'`);
  if (!options.verifactuProducerName) problems.push(`VERIFACTU_PRODUCER_NAME: required, the producer's name or company name; ${SAY_PRODUCER_IS_ISSUER}`);
  return problems;
}

/**
 * Our invoices print the selling shop's legal entity, so every record's issuer must be it: a shop whose
 * legal entity has another NIF than VERIFACTU_ISSUER_NIF would have invoices recorded under the wrong issuer.
 */
export function issuerMismatchProblems(shops: ReadonlyArray<{ code: string; vatNumber: string }>, issuerNif: string): string[] {
  return shops
    .filter((shop) => normaliseTaxId(shop.vatNumber) !== normaliseTaxId(issuerNif))
    .map((shop) => `VERIFACTU_ISSUER_NIF: shop ${shop.code} invoices as ${shop.vatNumber}, not ${issuerNif}; invoices are recorded under one issuer`);
}

/** Throws one error naming every unsafe setting, so an operator fixes them all in one go. */
export function assertSafeForProduction(options: ConfigOptions): void {
  refuseIfAny(productionProblems(options));
}

export function refuseIfAny(problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`Production mode refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}
