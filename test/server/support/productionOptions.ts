import type { ConfigOptions } from '../../../server/config';

/** Settings production mode accepts: a real-looking merchant and key, SMTP, a JWT secret, https and Redsys's REST host. */
export function safeProductionOptions(smtpUrl = 'smtp://127.0.0.1:1'): ConfigOptions {
  return {
    mode: 'production',
    redsysMerchantCode: '123456789',
    redsysSecret: Buffer.from('a merchant key from the back office').toString('base64'),
    smtpUrl,
    jwtSecret: 'a-production-secret-of-at-least-32-characters',
    publicUrl: 'https://cafe.example',
    redsysRestUrl: 'https://sis.redsys.es/sis/rest/trataPeticionREST',
  };
}
