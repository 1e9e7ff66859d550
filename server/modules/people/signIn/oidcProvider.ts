import * as client from 'openid-client';

const FETCH_TIMEOUT_MS = 10_000;

/** The issuer as openid-client discovered it (metadata checked against the issuer it was fetched from). */
export type OidcProvider = client.ServerMetadata;

/** Plain http only for an issuer on this machine (the local test issuer); anything else must be https. */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

async function discover(issuer: string, clientId: string): Promise<OidcProvider> {
  const url = new URL(issuer);
  const configuration = await client.discovery(url, clientId, undefined, undefined, {
    timeout: FETCH_TIMEOUT_MS / 1000,
    ...(isLoopback(url) ? { execute: [client.allowInsecureRequests] } : {}),
  });
  return configuration.serverMetadata();
}

/** The issuer's metadata, discovered once and kept; a failed discovery is retried on the next sign-in. */
export function oidcProviderCache(issuer: string, clientId: string): () => Promise<OidcProvider> {
  let pending: Promise<OidcProvider> | undefined;
  return () => {
    pending ??= discover(issuer, clientId).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** client_secret_basic is the OAuth default; use the form body only when the issuer says it wants that. */
function clientAuthentication(metadata: OidcProvider, clientSecret: string): client.ClientAuth {
  const methods = metadata.token_endpoint_auth_methods_supported;
  const post = methods?.includes('client_secret_post') && !methods.includes('client_secret_basic');
  return post ? client.ClientSecretPost(clientSecret) : client.ClientSecretBasic(clientSecret);
}

/**
 * An openid-client configuration for one sign-in. Built per use because the app's clock (tests move it)
 * is handed over as clock skew: token times are judged against the same clock as our own rules.
 */
export function clientConfiguration(metadata: OidcProvider, credentials: { clientId: string; clientSecret: string }, now: Date): client.Configuration {
  const skewSeconds = Math.round((now.getTime() - Date.now()) / 1000);
  const configuration = new client.Configuration(
    metadata,
    credentials.clientId,
    { [client.clockSkew]: skewSeconds },
    clientAuthentication(metadata, credentials.clientSecret),
  );
  configuration.timeout = FETCH_TIMEOUT_MS / 1000;
  if (isLoopback(new URL(metadata.issuer))) client.allowInsecureRequests(configuration);
  return configuration;
}
