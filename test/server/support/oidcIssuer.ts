import { OAuth2Server } from 'oauth2-mock-server';

export interface TestIssuer {
  server: OAuth2Server;
  url: string;
  /** Every id_token (and access token) issued from now on carries these claims. */
  setClaims(claims: Record<string, unknown>): void;
  close(): Promise<void>;
}

/** A real OpenID Connect issuer (oauth2-mock-server) with an RS256 key on a free local port. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, 'localhost');
  let claims: Record<string, unknown> = {};
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  return {
    server,
    url: server.issuer.url!,
    setClaims(next) {
      claims = next;
    },
    close: () => server.stop(),
  };
}
