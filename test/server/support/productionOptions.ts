import path from 'node:path';
import type { ConfigOptions } from '../../../server/config/config';

const certs = path.resolve(import.meta.dirname, '../../fixtures/verifactu/certs');

/** Settings production mode accepts: a real-looking merchant and key, SMTP, a JWT secret, VAPID keys, https, Redsys's REST host, the VeriFactu issuer and its certificate. */
export function safeProductionOptions(smtpUrl = 'smtp://127.0.0.1:1'): ConfigOptions {
  return {
    mode: 'production',
    redsysMerchantCode: '123456789',
    redsysSecret: Buffer.from('a merchant key from the back office').toString('base64'),
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
    // Our test issuer certificate; nothing listens on the endpoint, and these tests queue no records.
    verifactuCertPem: path.join(certs, 'client.pem'),
    verifactuKeyPem: path.join(certs, 'client.key'),
    verifactuEndpoint: 'https://127.0.0.1:9/verifactu',
  };
}
