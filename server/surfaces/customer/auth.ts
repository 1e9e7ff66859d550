import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { HEADERS } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/contract/endpoints';
import { clientAddress } from '../../platform/http/clientAddress';
import { findCustomerById } from '../../modules/people/signIn/customerAccounts';
import { currentCustomer, requireCustomer } from './guard';
import { finishEmailSignIn, finishLinkSignIn, startEmailSignIn, type EmailSignInDeps } from '../../modules/people/signIn/loginCodes';
import { sessionCacheOf } from '../../modules/people/signIn/sessionCache';
import { endAllSessions, sessionAnswer } from '../../modules/people/signIn/sessions';
import { supportSignIn } from '../../modules/people/signIn/supportSignIn';
import { redeemSocialLoginCode } from '../../modules/people/signIn/socialLoginCodes';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { serveEndpoint } from '../../platform/http/endpoint';
import { configForRequest } from '../../platform/http/requestOrigin';
import { ApiFailure } from '../../platform/http/envelope';
import type { Mailer } from '../../modules/notifications/mail/mailer';

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
