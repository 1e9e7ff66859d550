import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { HEADERS } from '../../src/api/contract';
import { endpoints } from '../../src/api/contract/endpoints';
import { clientAddress } from '../auth/clientAddress';
import { findCustomerById } from '../auth/customerAccounts';
import { currentCustomer, requireCustomer } from '../auth/guard';
import { finishEmailSignIn, finishLinkSignIn, startEmailSignIn, type EmailSignInDeps } from '../auth/loginCodes';
import { sessionCacheOf } from '../auth/sessionCache';
import { endAllSessions, sessionAnswer } from '../auth/sessions';
import { supportSignIn } from '../auth/supportSignIn';
import { redeemSocialLoginCode } from '../auth/socialLoginCodes';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/connect';
import { serveEndpoint } from '../http/endpoint';
import { configForRequest } from '../http/requestOrigin';
import { ApiFailure } from '../http/envelope';
import type { Mailer } from '../mail/mailer';

export interface AuthRouteDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}

/** The sign-in calls: e-mail code, e-mail link, social hand-over, support login, logout. */
export function serveAuth(api: Hono, deps: AuthRouteDeps): void {
  const { db, config, now } = deps;
  const secret = config.jwtSecret;
  const emailSignIn: EmailSignInDeps = { db, secret, mailer: deps.mailer, logger: deps.logger, publicUrl: config.publicUrl, now };

  serveEndpoint(api, 'loginStart', ({ c, body, language }) =>
    startEmailSignIn(
      { ...emailSignIn, publicUrl: configForRequest(config, c).publicUrl },
      { email: body.email, language, clientAddress: clientAddress(c, config.trustProxy) },
    ),
  );

  serveEndpoint(api, 'loginEnd', ({ c, body }) => finishEmailSignIn(emailSignIn, { ...body, clientAddress: clientAddress(c, config.trustProxy) }));

  serveEndpoint(api, 'loginLink', ({ body }) => finishLinkSignIn(emailSignIn, body.loginFromLinkCode));

  serveEndpoint(api, 'loginGoogle', async ({ body }) => {
    const { code } = body;
    const at = now();
    const customerId = await redeemSocialLoginCode(db, secret, code, at);
    const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
    if (!customer) throw new ApiFailure(401, 'social_code_invalid', 'The sign-in has expired or was already used. Sign in again.');
    return sessionAnswer(db, secret, customer, at);
  });

  serveEndpoint(api, 'loginEmulate', ({ c, params }) =>
    supportSignIn(
      { db, secret, supportSecret: config.supportSecret, logger: deps.logger, now },
      {
        presented: c.req.header(HEADERS.supportSecret),
        customerId: params.customerId,
        clientAddress: clientAddress(c, config.trustProxy),
        userAgent: c.req.header('User-Agent'),
      },
    ),
  );

  api.use(endpoints.logout.path, requireCustomer(db, secret));
  serveEndpoint(api, 'logout', async ({ c }) => {
    const customerId = currentCustomer(c).id;
    await endAllSessions(db, customerId, now());
    // This process drops its reading at once; the others on the NOTIFY the change sends.
    sessionCacheOf(db).forget(customerId);
    return { loggedOut: true };
  });
}
