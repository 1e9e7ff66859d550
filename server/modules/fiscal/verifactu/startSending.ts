import type { Logger } from 'pino';
import path from 'node:path';
import type { Database } from '../../../platform/db/connect';
import { agencySender } from './agencyClient';
import { startLocalAgency, TEST_CERTS_DIR, TEST_SCHEMAS_DIR, type LocalAgency } from './localAgency';
import type { VerifactuSendConfig } from '../../../platform/config/verifactuSending';
import { createVerifactuSender, type VerifactuSender } from './sender';

/** The demo peer's waiting time: short, so a new user sees a second record go through soon after the first. */
const DEMO_WAIT_SECONDS = 15;

export interface VerifactuSending {
  sender: VerifactuSender;
  /** The in-process local peer of demo mode, if any. */
  localAgency: LocalAgency | null;
  stop(): Promise<void>;
}

/**
 * Starts sending the VeriFactu queue: to the agency with the issuer's certificate, or in demo mode to a local
 * peer started here (with our test certificates), which validates against the schema transcriptions when
 * the validator (a development dependency) is installed.
 */
export async function startVerifactuSending(deps: {
  config: VerifactuSendConfig;
  db: Database;
  logger: Logger;
  now?: (() => Date) | undefined;
}): Promise<VerifactuSending | null> {
  const { config, db, logger } = deps;
  if (config.target === 'off') {
    logger.warn({ reason: config.reason }, 'VeriFactu records are not sent: they wait in their queue');
    return null;
  }
  let localAgency: LocalAgency | null = null;
  let send;
  if (config.target === 'agency') {
    send = agencySender(config.connection);
  } else {
    const schemaDir = await import('xmllint-wasm').then(
      () => TEST_SCHEMAS_DIR,
      () => undefined,
    );
    localAgency = await startLocalAgency({ schemaDir, waitSeconds: DEMO_WAIT_SECONDS });
    logger.info({ url: localAgency.url, validatesSchemas: Boolean(schemaDir) }, 'Demo: VeriFactu records go to the local agency peer');
    send = agencySender({
      endpoint: localAgency.url,
      certificate: { certPath: path.join(TEST_CERTS_DIR, 'client.pem'), keyPath: path.join(TEST_CERTS_DIR, 'client.key') },
      caPath: path.join(TEST_CERTS_DIR, 'ca.pem'),
      timeoutMs: config.timeoutMs,
    });
  }
  const sender = createVerifactuSender({ db, send, logger, leaseMs: config.leaseMs, now: deps.now });
  sender.start(config.sendEveryMs);
  return {
    sender,
    localAgency,
    async stop() {
      // A submission under way finishes and its answer is kept, so the next start does not send it again.
      await sender.stop();
      await localAgency?.close();
    },
  };
}
