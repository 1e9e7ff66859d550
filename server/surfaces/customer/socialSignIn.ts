import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { findOrCreateCustomer } from '../../modules/people/signIn/customerAccounts';
import { beginSocialSignIn, completeSocialSignIn, SocialSignInError, type SocialSignInDeps } from '../../modules/people/signIn/oidcFlow';
import { oidcProviderCache } from '../../modules/people/signIn/oidcProvider';
import { createSocialLoginCode } from '../../modules/people/signIn/socialLoginCodes';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { SOCIAL_UNAVAILABLE_REASON } from '../../../src/domain/constants';

export interface SocialRouteDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
}

/** Where a failed social sign-in lands (social sign-in failure goes to /). */
const HOME = '/#/';
const userLogin = (code: string) => `/#/user_login?code=${encodeURIComponent(code)}`;
/**
 * Without OIDC settings the app hides the button (home data config.socialSignIn); a page loaded before,
 * or a bookmark, still lands here and goes back to the app's own screen, which says why.
 */
export const SOCIAL_UNAVAILABLE = `/#/user_login_error?reason=${SOCIAL_UNAVAILABLE_REASON}`;

/**
 * Social sign-in (OpenID Connect authorization code with PKCE, state and nonce): /login/gs/home sends the
 * browser to the issuer, /login/gs/callback comes back, finds or creates the customer and hands the app a
 * one-time code at /#/user_login?code=… (login-google trades it for a session).
 */
export function serveSocialSignIn(api: Hono, deps: SocialRouteDeps): void {
  const { db, config, logger, now } = deps;
  const oidc = config.oidc;
  if (!oidc) {
    api.get('/login/gs/home', (c) => c.redirect(SOCIAL_UNAVAILABLE, 302));
    api.get('/login/gs/callback', (c) => c.redirect(HOME, 302));
    return;
  }

  const flow: SocialSignInDeps = {
    db,
    oidc,
    provider: oidcProviderCache(oidc.issuer, oidc.clientId),
    redirectUri: `${config.publicUrl}/api/login/gs/callback`,
    now,
  };

  api.get('/login/gs/home', async (c) => {
    try {
      return c.redirect(await beginSocialSignIn(flow), 302);
    } catch (error) {
      logger.error({ err: error, issuer: oidc.issuer }, 'Social sign-in could not start');
      return c.redirect(HOME, 302);
    }
  });

  api.get('/login/gs/callback', async (c) => {
    try {
      const email = await completeSocialSignIn(flow, new URL(c.req.url));
      const at = now();
      const code = await db.transaction(async (tx) => {
        const { customer } = await findOrCreateCustomer(tx, email, at);
        return createSocialLoginCode(tx, config.jwtSecret, customer.id, at);
      });
      return c.redirect(userLogin(code), 302);
    } catch (error) {
      if (error instanceof SocialSignInError) logger.warn({ reason: error.message }, 'Social sign-in refused');
      else logger.error({ err: error }, 'Social sign-in failed');
      return c.redirect(HOME, 302);
    }
  });
}
