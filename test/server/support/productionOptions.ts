import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import selfsigned from 'selfsigned';
import type { ConfigOptions } from '../../../server/platform/config/config';

let issuerCertificate: { certPem: string; keyPem: string } | undefined;

/**
 * An issuer certificate of this test run's own (production refuses the repository's test ones, whose keys
 * anyone has), made once per process in a temporary folder.
 */
function ownIssuerCertificate(): { certPem: string; keyPem: string } {
  if (issuerCertificate) return issuerCertificate;
  const pems = selfsigned.generate([{ name: 'commonName', value: 'Ritmo Café S.L.' }], { days: 2, keySize: 2048, algorithm: 'sha256' });
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-issuer-cert-'));
  issuerCertificate = { certPem: path.join(dir, 'issuer.pem'), keyPem: path.join(dir, 'issuer.key') };
  writeFileSync(issuerCertificate.certPem, pems.cert);
  writeFileSync(issuerCertificate.keyPem, pems.private, { mode: 0o600 });
  return issuerCertificate;
}

/** Settings production mode accepts: a real-looking merchant and key, SMTP, a JWT secret, VAPID keys, https, Redsys's REST host, the VeriFactu issuer, the software's producer and the issuer's certificate. */
export function safeProductionOptions(smtpUrl = 'smtp://127.0.0.1:1'): ConfigOptions {
  const { certPem, keyPem } = ownIssuerCertificate();
  return {
    mode: 'production',
    redsysMerchantCode: '123456789',
    // 24 bytes, as every Redsys merchant key.
    redsysSecret: Buffer.from('a merchant key, 24 bytes').toString('base64'),
    smtpUrl,
    jwtSecret: 'a-production-secret-of-at-least-32-characters',
    publicUrl: 'https://cafe.example',
    redsysRestUrl: 'https://sis.redsys.es/sis/rest/trataPeticionREST',
    // A pair made once with `npx web-push generate-vapid-keys`.
    vapidPublicKey: 'BIDn113IcxNAFTM9mC4Z4Y5O87kVAs5cgfhPf1-6VGjHxIEmK_pThakoWAAqhyWM2XI96lsc4gej-jkVAQ330gc',
    vapidPrivateKey: '-4VVbZoMBM36DtoRrl_iXFzXzyvon-c4XA7RJrnI6cs',
    // The seeded shops' legal entity: a CIF with a valid check digit.
    verifactuIssuerNif: 'B98765431',
    verifactuIssuerName: 'Ritmo Café S.L.',
    verifactuInstallation: '1',
    // The software's producer, another company than the issuer.
    verifactuProducerName: 'Ritmo Software S.L.',
    verifactuProducerNif: 'B46112231',
    // Nothing listens on the endpoint, and these tests queue no records.
    verifactuCertPem: certPem,
    verifactuKeyPem: keyPem,
    verifactuEndpoint: 'https://127.0.0.1:9/verifactu',
  };
}
