import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { OidcConfig } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/connect';
import { oauthStates } from '../../../platform/db/schema';
import { newOpaqueToken } from './oneTimeSecrets';
import { clientConfiguration, type OidcProvider } from './oidcProvider';

/** A sign-in started more than 10 minutes ago is refused at the callback. */
export const STATE_MINUTES = 10;
const MINUTE = 60_000;

export interface SocialSignInDeps {
  db: Database;
  oidc: OidcConfig;
  provider: () => Promise<OidcProvider>;
  /** `${PUBLIC_URL}/api/login/gs/callback`, registered with the issuer. */
  redirectUri: string;
  now: () => Date;
}

/** Why a social sign-in was refused; the route logs it and sends the customer home. */
export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
}

/** Starts the authorization-code flow: state → PKCE verifier and nonce kept in the database; the URL to send the browser to. */
export async function beginSocialSignIn(deps: SocialSignInDeps): Promise<string> {
  const now = deps.now();
  const configuration = clientConfiguration(await deps.provider(), deps.oidc, now);
  const state = newOpaqueToken();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = newOpaqueToken();
  await deps.db.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
  await deps.db.insert(oauthStates).values({ state, codeVerifier, nonce, createdAt: now });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: deps.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.toString();
}

/** The state, once: unknown, used or older than 10 minutes is refused. */
async function takeState(deps: SocialSignInDeps, state: string, now: Date) {
  const [row] = await deps.db
    .update(oauthStates)
    .set({ consumedAt: now })
    .where(and(eq(oauthStates.state, state), isNull(oauthStates.consumedAt), gt(oauthStates.createdAt, new Date(now.getTime() - STATE_MINUTES * MINUTE))))
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce });
  if (!row) throw new SocialSignInError('Unknown, used or expired state');
  return row;
}

/** The e-mail the id_token's claims vouch for (openid-client has checked signature, issuer, audience, azp, times and nonce). */
function verifiedEmail(claims: client.IDToken | undefined): string {
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new SocialSignInError('The id_token carries no e-mail');
  const verified = claims?.email_verified;
  if (verified !== undefined && verified !== true && verified !== 'true') throw new SocialSignInError('The e-mail is not verified by the issuer');
  return email;
}

/** The callback: checks the state, trades the code (with the PKCE verifier) and answers the verified e-mail. */
export async function completeSocialSignIn(deps: SocialSignInDeps, callbackUrl: URL): Promise<string> {
  const error = callbackUrl.searchParams.get('error');
  if (error) throw new SocialSignInError(`The issuer answered error=${error}`);
  const state = callbackUrl.searchParams.get('state');
  if (!callbackUrl.searchParams.get('code') || !state) throw new SocialSignInError('The callback lacks code or state');
  const now = deps.now();
  const { codeVerifier, nonce } = await takeState(deps, state, now);
  const configuration = clientConfiguration(await deps.provider(), deps.oidc, now);
  // The callback as the issuer addressed it (our registered redirect URI), whatever proxy it came through.
  const addressed = new URL(deps.redirectUri);
  addressed.search = callbackUrl.search;
  const tokens = await client
    .authorizationCodeGrant(configuration, addressed, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true })
    .catch((cause: unknown) => {
      throw new SocialSignInError(
        `The code exchange or id_token was refused: ${String((cause as { cause?: Error }).cause?.message ?? (cause as Error).message)}`,
      );
    });
  return verifiedEmail(tokens.claims());
}
