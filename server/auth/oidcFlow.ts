import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import * as v from 'valibot';
import type { OidcConfig } from '../config';
import type { Database } from '../db/connect';
import { oauthStates } from '../db/schema';
import { newOpaqueToken, pkceChallenge, sameSecret } from './oneTimeSecrets';
import { idTokenAlgorithms, tokenEndpointAuth, type OidcProvider } from './oidcProvider';

/** A sign-in started more than 10 minutes ago is refused at the callback. */
export const STATE_MINUTES = 10;
const MINUTE = 60_000;
const FETCH_TIMEOUT_MS = 10_000;

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
  const { metadata } = await deps.provider();
  const now = deps.now();
  const state = newOpaqueToken();
  const codeVerifier = newOpaqueToken();
  const nonce = newOpaqueToken();
  await deps.db.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
  await deps.db.insert(oauthStates).values({ state, codeVerifier, nonce, createdAt: now });
  const url = new URL(metadata.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: deps.oidc.clientId,
    redirect_uri: deps.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
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

const TokenAnswerSchema = v.object({ id_token: v.string() });

async function exchangeCode(deps: SocialSignInDeps, provider: OidcProvider, code: string, codeVerifier: string): Promise<string> {
  const { clientId, clientSecret } = deps.oidc;
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: deps.redirectUri, code_verifier: codeVerifier });
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
  if (tokenEndpointAuth(provider.metadata) === 'basic') {
    // RFC 6749 §2.3.1: both parts form-encoded before Base64.
    const pair = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
    headers.Authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    body.set('client_id', clientId);
    body.set('client_secret', clientSecret);
  }
  const response = await fetch(provider.metadata.token_endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new SocialSignInError(`The token endpoint answered ${response.status}`);
  const answer = v.safeParse(TokenAnswerSchema, await response.json().catch(() => null));
  if (!answer.success) throw new SocialSignInError('The token endpoint answered without an id_token');
  return answer.output.id_token;
}

/** The e-mail an id_token vouches for, after checking signature, issuer, audience, expiry and nonce. */
async function verifiedEmail(deps: SocialSignInDeps, provider: OidcProvider, idToken: string, nonce: string, now: Date): Promise<string> {
  const { payload } = await jwtVerify(idToken, provider.keys, {
    issuer: provider.metadata.issuer,
    audience: deps.oidc.clientId,
    algorithms: idTokenAlgorithms(provider.metadata),
    currentDate: now,
    requiredClaims: ['exp', 'iat', 'sub'],
  }).catch((error: unknown) => {
    throw new SocialSignInError(`The id_token was refused: ${(error as Error).message}`);
  });
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== deps.oidc.clientId) {
    throw new SocialSignInError('The id_token was issued to another party (azp)');
  }
  if (typeof payload.nonce !== 'string' || !sameSecret(payload.nonce, nonce)) throw new SocialSignInError('The id_token nonce does not match');
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email) throw new SocialSignInError('The id_token carries no e-mail');
  const verified = payload.email_verified;
  if (verified !== undefined && verified !== true && verified !== 'true') throw new SocialSignInError('The e-mail is not verified by the issuer');
  return email;
}

/** The callback: checks the state, trades the code (with the PKCE verifier) and answers the verified e-mail. */
export async function completeSocialSignIn(deps: SocialSignInDeps, query: { code?: string | undefined; state?: string | undefined; error?: string | undefined }): Promise<string> {
  if (query.error) throw new SocialSignInError(`The issuer answered error=${query.error}`);
  if (!query.code || !query.state) throw new SocialSignInError('The callback lacks code or state');
  const now = deps.now();
  const { codeVerifier, nonce } = await takeState(deps, query.state, now);
  const provider = await deps.provider();
  const idToken = await exchangeCode(deps, provider, query.code, codeVerifier);
  return verifiedEmail(deps, provider, idToken, nonce, now);
}
