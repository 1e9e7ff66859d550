import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { HEADERS, type EndpointName } from '../../src/api/contract';
import { endpoints } from '../../src/api/contract/endpoints';
import { clientAddress } from '../auth/clientAddress';
import { findCustomerById } from '../auth/customerAccounts';
import { currentCustomer, requireCustomer } from '../auth/guard';
import { finishEmailSignIn, finishLinkSignIn, startEmailSignIn, type EmailSignInDeps } from '../auth/loginCodes';
import { sameSecret } from '../auth/oneTimeSecrets';
import { endAllSessions, issueSessionToken, sessionAnswer } from '../auth/sessions';
import { redeemSocialLoginCode } from '../auth/socialLoginCodes';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import { readBody } from '../http/body';
import { serveEndpoint } from '../http/endpoint';
import { ApiFailure, badRequestFrom, notFound } from '../http/envelope';
import type { Mailer } from '../mail/mailer';

export interface AuthRouteDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}

type BodyOf<N extends EndpointName> = (typeof endpoints)[N] extends { body: infer S extends v.GenericSchema } ? v.InferOutput<S> : never;

/** The request body checked with the call's contract schema: 400 naming the field otherwise. */
async function contractBody<N extends EndpointName>(c: Context, name: N): Promise<BodyOf<N>> {
  const schema = (endpoints[name] as { body: v.GenericSchema }).body;
  const parsed = v.safeParse(schema, await readBody(c));
  if (!parsed.success) throw badRequestFrom(parsed.issues);
  return parsed.output as BodyOf<N>;
}

/** The sign-in calls of spec §7: e-mail code, e-mail link, social hand-over, support login, logout. */
export function serveAuth(api: Hono, deps: AuthRouteDeps): void {
  const { db, config, now } = deps;
  const secret = config.jwtSecret;
  const emailSignIn: EmailSignInDeps = { db, secret, mailer: deps.mailer, logger: deps.logger, publicUrl: config.publicUrl, now };

  serveEndpoint(api, 'loginStart', async ({ c, language }) => {
    const { email } = await contractBody(c, 'loginStart');
    return startEmailSignIn(emailSignIn, { email, language, clientAddress: clientAddress(c, config.trustProxy) });
  });

  serveEndpoint(api, 'loginEnd', async ({ c }) => finishEmailSignIn(emailSignIn, await contractBody(c, 'loginEnd')));

  serveEndpoint(api, 'loginLink', async ({ c }) => finishLinkSignIn(emailSignIn, (await contractBody(c, 'loginLink')).loginFromLinkCode));

  serveEndpoint(api, 'loginGoogle', async ({ c }) => {
    const { code } = await contractBody(c, 'loginGoogle');
    const at = now();
    const customerId = await redeemSocialLoginCode(db, secret, code, at);
    const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
    if (!customer) throw new ApiFailure(401, 'social_code_invalid', 'The sign-in has expired or was already used. Sign in again.');
    return sessionAnswer(db, secret, customer, at);
  });

  serveEndpoint(api, 'loginEmulate', async ({ c, params }) => {
    const presented = c.req.header(HEADERS.supportSecret);
    if (!config.supportSecret || presented === undefined || !sameSecret(presented, config.supportSecret)) {
      throw new ApiFailure(403, 'forbidden', 'Support sign-in is not allowed');
    }
    const customer = await findCustomerById(db, params.customerId);
    if (!customer) throw notFound(`Customer ${params.customerId} not found`);
    deps.logger.warn({ customerId: customer.id }, 'Support sign-in as a customer');
    return issueSessionToken(secret, customer, now());
  });

  api.use(endpoints.logout.path, requireCustomer(db, secret));
  serveEndpoint(api, 'logout', async ({ c }) => {
    await endAllSessions(db, currentCustomer(c).id, now());
    return { loggedOut: true };
  });
}
