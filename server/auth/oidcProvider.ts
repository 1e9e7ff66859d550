import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as v from 'valibot';

const FETCH_TIMEOUT_MS = 10_000;

const MetadataSchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  token_endpoint: v.pipe(v.string(), v.url()),
  jwks_uri: v.pipe(v.string(), v.url()),
  token_endpoint_auth_methods_supported: v.optional(v.array(v.string())),
  id_token_signing_alg_values_supported: v.optional(v.array(v.string())),
});
export type ProviderMetadata = v.InferOutput<typeof MetadataSchema>;

export interface OidcProvider {
  metadata: ProviderMetadata;
  /** The issuer's signing keys (fetched and cached by jose, refetched on an unknown key id). */
  keys: JWTVerifyGetKey;
}

/** Only public-key algorithms: an id_token "signed" with HS256 (or none) is refused. */
const ASYMMETRIC = /^(RS|PS|ES)(256|384|512)$|^EdDSA$|^Ed25519$/;

export function idTokenAlgorithms(metadata: ProviderMetadata): string[] {
  const offered = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) => ASYMMETRIC.test(alg));
  return offered.length > 0 ? offered : ['RS256'];
}

/** client_secret_basic is the OAuth default; use the form body only when the issuer says it wants that. */
export function tokenEndpointAuth(metadata: ProviderMetadata): 'basic' | 'post' {
  const methods = metadata.token_endpoint_auth_methods_supported;
  return methods?.includes('client_secret_post') && !methods.includes('client_secret_basic') ? 'post' : 'basic';
}

async function discover(issuer: string): Promise<OidcProvider> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`OpenID discovery at ${issuer} answered ${response.status}`);
  const metadata = v.parse(MetadataSchema, await response.json());
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
  if (metadata.issuer.replace(/\/+$/, '') !== issuer) throw new Error(`OpenID discovery at ${issuer} names issuer ${metadata.issuer}`);
  return { metadata, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
}

/** The issuer's metadata, discovered once and kept; a failed discovery is retried on the next sign-in. */
export function oidcProviderCache(issuer: string): () => Promise<OidcProvider> {
  let pending: Promise<OidcProvider> | undefined;
  return () => {
    pending ??= discover(issuer).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
