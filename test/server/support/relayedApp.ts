import type { Hono } from 'hono';
import { ephemeralConfig, type AppConfig, type PaymentsConfig } from '../../../server/platform/config/config';
import { TEST_SECRET } from './customers';
import { listenWith, type ListeningApp } from './listeningApp';
import { startRestGatewayRelay, type RestGatewayRelay } from './restGatewayRelay';

/**
 * Serves the app `build` makes on a free port. The server asks the relay, which passes requests on to the
 * server's own sandbox REST gateway; `payments` goes over the config's payment settings.
 */
export async function listenThroughRelay(
  build: (config: AppConfig) => Hono,
  payments: Partial<PaymentsConfig> = {},
): Promise<{ listening: ListeningApp; relay: RestGatewayRelay }> {
  const relay = await startRestGatewayRelay();
  const listening = await listenWith((publicUrl) => {
    const base = ephemeralConfig({ jwtSecret: TEST_SECRET, publicUrl });
    relay.target = base.payments.restUrl;
    return build({ ...base, payments: { ...base.payments, restUrl: relay.url, ...payments } });
  });
  return { listening, relay };
}
