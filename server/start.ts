import type { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import type { Hono } from 'hono';
import { createApp } from './app';
import { resolveConfig, type ConfigOptions } from './platform/config/config';
import { openDatabase, type AvailabilityNotice, type Database, type OrderEventNotice } from './platform/db/connect';
import { seedIfEmpty } from './modules/catalogue/demoCatalogue';
import { seedDemoStaff } from './platform/db/seed/staff';
import { createLogger } from './platform/logger';
import { assertSafeForProduction, issuerMismatchProblems, refuseIfAny } from './platform/config/productionSafety';
import { locations } from './platform/db/schema';
import { writeLimitFor } from './platform/http/admission';
import { startFulfilmentSimulator } from './modules/fulfilment/fulfilment';
import { startRetentionPurge } from './modules/retention/purge';
import { startUnpaidExpiry } from './modules/orders/unpaidExpiry';
import { startAutoClose } from './modules/closes/autoClose';
import { createMailer } from './modules/notifications/mail/mailer';
import { createMailSender, type MailSender } from './modules/notifications/mailSending/mailSender';
import { createRefundSender, type RefundSender } from './modules/payments/refundSender';
import { createOrderNotifier, type OrderNotifier } from './modules/notifications/push/orderNotifier';
import { adminSocketPath, startAdminChannel, type AdminChannel } from './platform/admin/adminChannel';
import { adminCommandKinds } from './adminCommands';
import { startVerifactuSending, type VerifactuSending } from './modules/fiscal/verifactu/startSending';
import { createWebhookWorker, type WebhookWorker } from './modules/notifications/webhooks/deliveryWorker';
import { openFilesSoftLimit, processStreamCap } from './platform/live/streamPlaces';

export interface StartOptions extends ConfigOptions {
  /** 0 picks a free port (tests). */
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  distDir?: string | undefined;
  logFile?: string | undefined;
  /** Log only warnings and errors. */
  quiet?: boolean | undefined;
  /** Use this logger instead of creating one from logFile/quiet. */
  logger?: Logger | undefined;
  /** Bind address; all interfaces by default. */
  hostname?: string | undefined;
  /** The clock of the sign-in and account rules (tests). */
  now?: (() => Date) | undefined;
  /** TLS agent for the push services (tests trust their local push service with it). */
  pushAgent?: Agent | undefined;
  /** How long close() lets requests in flight finish before cutting them (10 s by default). */
  drainTimeoutMs?: number | undefined;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The server's own database (tests change data through it, as another writer would). */
  db: Database;
  close(): Promise<void>;
}

function listen(fetch: Hono['fetch'], port: number, hostname: string | undefined) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, ...(hostname ? { hostname } : {}) }, () => resolve(server));
    server.once('error', reject);
  });
}

const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;
/** How often the mail queue is looked at besides the wake-ups after writes (retries, other processes' leftovers). */
const MAIL_QUEUE_LOOK_MS = 5_000;
/** How often the refund queue is looked at besides the wake-ups after a charge lands on a cancelled order (retries). */
const REFUND_QUEUE_LOOK_MS = 60_000;
/** How often the webhook queue is looked at: its rows are written by triggers, so no writer wakes it. */
const WEBHOOK_QUEUE_LOOK_MS = 1_000;

/** Counts the requests being answered, until their response is written, so a stop can wait for them. */
function inFlightCounter(server: ServerType) {
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  server.on('request', (_request: unknown, response: NodeJS.EventEmitter) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
  });
  return {
    /** Resolves when nothing is in flight, or after `timeoutMs`; true when it drained in time. */
    drained(timeoutMs: number): Promise<boolean> {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
}

/**
 * Stops accepting connections, lets the requests in flight finish (up to `timeoutMs`), then closes every
 * socket (browsers' idle keep-alive ones would hold close() open for minutes).
 */
async function closeServer(server: ServerType, drained: Promise<boolean> = Promise.resolve(true)): Promise<boolean> {
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  const inTime = await drained;
  if ('closeAllConnections' in server) server.closeAllConnections();
  await closed;
  return inTime;
}

/**
 * Opens the database (migrations applied), seeds the demo data when empty (demo mode) and listens. In
 * production mode it refuses unsafe settings before touching anything.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ logFile: options.logFile, quiet: options.quiet });
  const demo = (options.mode ?? 'demo') === 'demo';
  if (!demo) assertSafeForProduction(options);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const maxConcurrentWrites = options.maxConcurrentWrites ?? writeLimitFor(database);
  try {
    if (!demo) {
      const shops = await database.db.select({ code: locations.code, legal: locations.legal }).from(locations);
      refuseIfAny(
        issuerMismatchProblems(
          shops.map((shop) => ({ code: shop.code, vatNumber: shop.legal.vatNumber })),
          options.verifactuIssuerNif ?? '',
        ),
      );
    }
    // Production catalogues are the shop's own, loaded with `npm run catalogue:import`.
    if (demo) {
      const { seeded } = await seedIfEmpty(database.db);
      if (seeded) logger.info('Demo data seeded');
      const { added } = await seedDemoStaff(database.db);
      if (added > 0) logger.info({ added }, 'Demo staff seeded');
    }
    // Listen first: the default PUBLIC_URL (links, OAuth redirect URI) needs the port actually taken.
    let app: Hono | undefined;
    /** The periodic jobs (retention purge, demo kitchen), stopped first on close. */
    const stopTimers: (() => void)[] = [];
    let draining = false;
    const stopping = new AbortController();
    let mailSender: MailSender | undefined;
    let refundSender: RefundSender | undefined;
    let webhookWorker: WebhookWorker | undefined;
    let notifier: OrderNotifier | undefined;
    let adminChannel: AdminChannel | undefined;
    let verifactu: VerifactuSending | null | undefined;
    const server = await listen(
      (request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503, headers: { 'Retry-After': '1' } })),
      options.port,
      options.hostname,
    );
    const requests = inFlightCounter(server);
    const { port } = server.address() as AddressInfo;
    try {
      const config = resolveConfig({ ...options, port });
      /** Other processes on the same PostgreSQL change the catalogue and end sessions too: their NOTIFY reaches us. */
      const watch = (what: string, subscribe: () => Promise<() => Promise<void>>) =>
        subscribe().then(
          (unlisten) => {
            stopTimers.push(() => void unlisten().catch(() => {}));
            return true;
          },
          (error: unknown) => {
            // A stop right after the start cuts the connection being opened for listening: not worth a warning.
            if (!draining) logger.warn({ err: error }, `Listening for ${what} failed`);
            return false;
          },
        );
      const watchReferenceChanges = (invalidate: () => void) =>
        watch("reference changes; other processes' changes show within a second", () => database.onReferenceChange(invalidate));
      const watchSessionChanges = (forget: (customerId: number | null) => void) =>
        watch('session changes; every request reads its customer', () => database.onCustomerSessionChange(forget));
      const watchOrderEvents = (listener: (notice: OrderEventNotice | null) => void) =>
        watch('order events; the event streams answer 503', () => database.onOrderEvent(listener));
      const watchAvailabilityChanges = (listener: (notice: AvailabilityNotice | null) => void) =>
        watch("availability changes; other processes' changes show within a second", () => database.onAvailabilityChange(listener));
      mailSender = createMailSender({
        db: database.db,
        mailer: createMailer({ config, db: database.db, logger }),
        logger,
        publicUrl: config.publicUrl,
        verifactuEnvironment: config.verifactu.environment,
        now: options.now,
      });
      mailSender.start(MAIL_QUEUE_LOOK_MS);
      refundSender = createRefundSender({ db: database.db, payments: config.payments, logger, now: options.now });
      notifier = createOrderNotifier({ db: database.db, logger, push: config.push, agent: options.pushAgent });
      app = createApp({
        db: database.db,
        logger,
        distDir: options.distDir,
        config,
        now: options.now,
        isDraining: () => draining,
        watchReferenceChanges,
        watchSessionChanges,
        watchOrderEvents,
        watchAvailabilityChanges,
        stopping: stopping.signal,
        mailSender,
        refundSender,
        orderNotifier: notifier,
        maxConcurrentWrites,
      });
      // After the app: in demo mode the gateway that takes the refunds is this process's own sandbox.
      refundSender.start(REFUND_QUEUE_LOOK_MS);
      webhookWorker = createWebhookWorker({
        db: database.db,
        logger,
        allowLocal: config.webhooks.allowLocal,
        timeoutMs: config.webhooks.timeoutMs,
        now: options.now,
      });
      webhookWorker.start(WEBHOOK_QUEUE_LOOK_MS);
      // Records wait in their queue whenever the agency cannot be reached: no sale waits on it.
      verifactu = await startVerifactuSending({ config: config.verifactuSend, db: database.db, logger, now: options.now });
      // `npm run staff` cannot open the embedded database while this process holds it: it asks here.
      if (database.engine === 'pglite')
        adminChannel = await startAdminChannel({
          db: database.db,
          socketPath: adminSocketPath(options.dataDir),
          logger,
          now: options.now ?? (() => new Date()),
          commands: adminCommandKinds(config.verifactu, config.webhooks),
        });
      const { payments } = config;
      logger.info(
        {
          mode: config.mode,
          publicUrl: config.publicUrl,
          smtp: Boolean(config.smtpUrl),
          socialSignIn: Boolean(config.oidc),
          cardGateway: payments.gateway,
          gatewayUrl: payments.gatewayUrl,
          walletRestUrl: payments.restUrl,
          merchantCode: payments.merchantCode,
          signatureVersion: payments.signatureVersion,
        },
        'Configuration',
      );
      stopTimers.push(startRetentionPurge(database.db, { logger, now: options.now }));
      stopTimers.push(startUnpaidExpiry(database.db, { logger, restTimeoutMs: config.payments.restTimeoutMs, now: options.now }));
      stopTimers.push(startAutoClose(database.db, { logger, now: options.now, afterClose: () => mailSender?.kick() }));
      // Demo kitchen: moves paid orders through the statuses; with FULFILMENT=board the counter does.
      if (config.fulfilment === 'simulator') {
        stopTimers.push(
          startFulfilmentSimulator(database.db, {
            stepSeconds: config.fulfilmentStepSeconds,
            now: options.now,
            onMoved: notifier.statusesChanged,
            onError: (error) => logger.error({ err: error }, 'Fulfilment simulator step failed'),
          }),
        );
      }
    } catch (error) {
      await adminChannel?.close();
      await mailSender?.stop();
      await refundSender?.stop();
      await webhookWorker?.stop();
      await verifactu?.stop();
      await closeServer(server);
      throw error;
    }
    const openFiles = openFilesSoftLimit();
    logger.info(
      { port, engine: database.engine, maxConcurrentWrites, openFilesSoftLimit: openFiles, maxEventStreams: processStreamCap(openFiles) },
      'Server listening',
    );
    return {
      url: `http://localhost:${port}`,
      port,
      db: database.db,
      /** Graceful stop: no new connections, requests in flight finish, then the database closes (PGlite flushes). */
      async close() {
        draining = true;
        stopping.abort();
        for (const stop of stopTimers) stop();
        await adminChannel?.close();
        const inTime = await closeServer(server, requests.drained(options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS));
        if (!inTime) logger.warn('Requests still in flight were cut at the end of the stop grace period');
        // A message being sent finishes and is marked, so the next start does not send it again.
        await mailSender?.stop();
        // A refund being sent finishes and is marked, so the next start does not send it again.
        await refundSender?.stop();
        // A webhook being sent finishes and is marked; one cut short is sent again after its lease.
        await webhookWorker?.stop();
        // A VeriFactu submission under way gets its answer kept, so the next start does not send it again.
        await verifactu?.stop();
        // Pushes under way may still delete a gone subscription; each is bounded by its send time-out.
        await notifier?.idle();
        await database.close();
        logger.flush();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
