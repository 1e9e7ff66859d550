import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { customerEndpoints } from '../src/api/contract/customer/endpoints';
import { endpoints } from '../src/api/contract/endpoints';
import { referenceEndpoints } from '../src/api/contract/customer/referenceEndpoints';
import { operatorEndpoints } from '../src/api/contract/operator/operator';
import { WEBHOOK_EVENT_PAYLOADS } from '../src/api/contract/operator/webhooks';
import { staffEndpoints } from '../src/api/contract/counter/endpoints';
import { manageEndpoints } from '../src/api/contract/manage/endpoints';
import { sessionCacheOf } from './modules/people/signIn/sessionCache';
import { createHomeCache, NOTIFIED_VERSIONS_MAX_AGE_MS, type HomeCache } from './modules/catalogue/homeCache';
import { ephemeralConfig, type AppConfig } from './platform/config/config';
import type { AvailabilityNotice, Database, OrderEventNotice } from './platform/db/connect';
import { createAvailabilityFeed, NOTIFIED_MAX_AGE_MS, type AvailabilityFeed } from './modules/availability/feed';
import { ApiFailure, notFound, sendFailure } from './platform/http/envelope';
import { answerDatabaseUnavailable } from './platform/http/databaseUnavailable';
import { databaseAvailability, isDatabaseUnavailable, type DatabaseAvailability } from './platform/db/unavailable';
import { receiveBodies } from './platform/http/bodyReceiving';
import { apiEtag } from './platform/http/etag';
import { answerByContract, answerPrivately, privateWhenSignedIn } from './platform/http/privateAnswers';
import { loadRenderer } from './surfaces/customer/document/renderer';
import { serveDocument } from './surfaces/customer/document/serveDocument';
import { securityHeaders } from './platform/http/securityHeaders';
import { staticSite } from './platform/http/staticSite';
import { kickMailAfterWrites } from './surfaces/kickMailAfterWrites';
import { createMailer } from './modules/notifications/mail/mailer';
import type { MailSender } from './modules/notifications/mailSending/mailSender';
import type { RefundSender } from './modules/payments/refundSender';
import { mediaRoutes } from './surfaces/customer/media';
import { photoFiles } from './modules/catalogue/photos/photoFiles';
import { photoUploadBody } from './surfaces/manage/managePhotosRoutes';
import { serveAccount } from './surfaces/customer/account';
import { serveAuth } from './surfaces/customer/auth';
import { serveCustomerReference } from './surfaces/customer/reference';
import { serveDeliveryOrders } from './surfaces/customer/deliveryOrders';
import { serveDemoTools } from './surfaces/customer/demoTools';
import { serveLogIntake } from './surfaces/customer/logs';
import { cachedOrderReference } from './modules/orders/orderReference';
import { serveOrders } from './surfaces/customer/orders';
import { servePayments } from './surfaces/customer/payments';
import { serveSocialSignIn } from './surfaces/customer/socialSignIn';
import { serveStaffAuth } from './surfaces/counter/staffAuth';
import { retryAfterOnRefusals } from './platform/http/retryAfter';
import { admitWrites } from './platform/http/admission';
import { NOTIFICATION_PATH } from './modules/payments/cardPayment';
import { serveHealth } from './surfaces/health';
import { createOrderNotifier, type OrderNotifier } from './modules/notifications/push/orderNotifier';
import { servePushSubscriptions } from './surfaces/customer/push';
import { serveLiveEvents } from './surfaces/liveEvents';
import { serveStaffOrders } from './surfaces/counter/orders';
import { serveManage } from './surfaces/manage/routes';
import { serveStaffAvailability } from './surfaces/counter/availability';
import { serveShopAvailability, serveShopAvailabilityEvents } from './surfaces/customer/shopAvailability';
import { answerOperatorApiAsProblems, serveOperatorApi } from './surfaces/operator/routes';
import { serveOperatorDocs } from './surfaces/operator/docsRoutes';
import { serveWebhookRoutes } from './surfaces/operator/webhookRoutes';
import { createStreamPlaces, openFilesSoftLimit, processStreamCap, type StreamPlaces } from './platform/live/streamPlaces';

export interface AppDeps {
  db: Database;
  logger: Logger;
  /** Folder of the built PWA; without it only /api and /media are served. */
  distDir?: string | undefined;
  /** Resolved settings (server/platform/config/config.ts); without them: demo mode with a throw-away token secret. */
  config?: AppConfig | undefined;
  /** The clock of every sign-in and account rule (tests move it instead of sleeping). */
  now?: (() => Date) | undefined;
  /** True while the process is stopping (readiness answers 503). */
  isDraining?: (() => boolean) | undefined;
  /**
   * Subscribes the app's cached answers to reference changes committed by any process (server/start.ts);
   * resolves true once the subscription stands.
   */
  watchReferenceChanges?: ((invalidate: () => void) => Promise<boolean>) | undefined;
  /**
   * Subscribes the guard's kept customer readings to session changes committed by any process (logout);
   * resolves true once the subscription stands. Without it the guard reads the customer on every request.
   */
  watchSessionChanges?: ((forget: (customerId: number | null) => void) => Promise<boolean>) | undefined;
  /**
   * Subscribes the event streams to order events committed by any process; resolves true once the
   * subscription stands. Without it the event streams answer 503 (clients read the state again instead).
   */
  watchOrderEvents?: ((listener: (notice: OrderEventNotice | null) => void) => Promise<boolean>) | undefined;
  /**
   * Subscribes the shops' availability (kept answers, documents, live streams) to changes committed by any
   * process; resolves true once the subscription stands. Without it a kept availability is read again
   * after a second, and only this process's own changes reach the streams at once.
   */
  watchAvailabilityChanges?: ((listener: (notice: AvailabilityNotice | null) => void) => Promise<boolean>) | undefined;
  /** Aborted when the server stops: the open event streams end at once instead of holding the stop. */
  stopping?: AbortSignal | undefined;
  /** Sends the queued e-mails (invitations, receipts); woken after the calls that queue them. */
  mailSender?: Pick<MailSender, 'kick'> | undefined;
  /** Sends the refunds of charges that landed on cancelled orders; woken after such a charge is recorded. */
  refundSender?: Pick<RefundSender, 'kick'> | undefined;
  /** Pushes order news to customers' devices; by default one from the config's VAPID keys. */
  orderNotifier?: OrderNotifier | undefined;
  /** Write requests answered at once; more get 503 at once (server/platform/http/admission.ts). Without it: no bound. */
  maxConcurrentWrites?: number | undefined;
}

const MAX_BODY_BYTES = 256 * 1024;

function apiRoutes(
  {
    db,
    logger,
    config = ephemeralConfig(),
    now = () => new Date(),
    isDraining = () => false,
    mailSender,
    refundSender,
    orderNotifier,
    maxConcurrentWrites,
    watchOrderEvents,
    stopping,
  }: AppDeps,
  homeCache: HomeCache,
  availability: DatabaseAvailability,
  feed: AvailabilityFeed,
  places: StreamPlaces,
): Hono {
  const api = new Hono();
  answerOperatorApiAsProblems(api);
  serveHealth(api, { db, isDraining, availability });
  // Before the write admission, compression and ETag: a stream is neither a write nor ever complete.
  serveLiveEvents(api, { db, logger, config, now, watchOrderEvents, stopping, places });
  serveShopAvailabilityEvents(api, feed, config.trustProxy);
  // Outermost: every answer of the customer's own calls is never stored; reference data stays cacheable.
  answerByContract(api, customerEndpoints);
  api.use(referenceEndpoints.homeWapp.path, privateWhenSignedIn());
  answerPrivately(
    api,
    [...Object.values(staffEndpoints), ...Object.values(manageEndpoints)].map((endpoint) => endpoint.path),
  );
  // Bodies arrive whole before admission: a slow one holds its own connection, never a write slot.
  api.use('*', receiveBodies(MAX_BODY_BYTES, photoUploadBody));
  // The gateway's payment notification is never shed: it may not be sent again.
  if (maxConcurrentWrites !== undefined)
    api.use(
      '*',
      admitWrites(maxConcurrentWrites, (path) => path === NOTIFICATION_PATH),
    );
  api.use('*', compress());
  api.use('*', apiEtag());
  // A rating bumps the catalogue version; outermost on its path, so this runs once the rating committed.
  api.use(endpoints.review.path, async (c, next) => {
    await next();
    if (c.req.method === endpoints.review.method) homeCache.invalidate();
  });
  // A back-office write bumps a reference version; this process serves it at once, others on its NOTIFY.
  api.use('/manage/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET') homeCache.invalidate();
  });
  if (mailSender) kickMailAfterWrites(api, mailSender);
  serveCustomerReference(api, db, homeCache, config.jwtSecret);
  serveLogIntake(api, { db, logger, trustProxy: config.trustProxy, now });
  serveAuth(api, { db, config, mailer: createMailer({ config, db, logger }), logger, now });
  serveSocialSignIn(api, { db, config, logger, now });
  serveAccount(api, { db, secret: config.jwtSecret, now, invitationsPerDay: config.invitationsPerDay });
  serveDemoTools(api, { db, config });
  const orderReference = cachedOrderReference(db, homeCache.versions);
  serveOrders(api, { db, config, now, orderReference });
  serveDeliveryOrders(api, { db, config, logger, now, orderReference, refunds: refundSender });
  servePayments(api, { db, config, logger, now, notifier: orderNotifier ?? createOrderNotifier({ db, logger, push: config.push }), refunds: refundSender });
  servePushSubscriptions(api, { db, config, now });
  serveStaffAuth(api, { db, config, mailer: createMailer({ config, db, logger }), logger, now });
  serveStaffOrders(api, { db, config, now, notifier: orderNotifier, refunds: refundSender });
  serveManage(api, { db, config, now, invalidateReference: () => homeCache.invalidate() });
  serveStaffAvailability(api, { db, config, now, feed });
  serveShopAvailability(api, feed);
  serveOperatorDocs(api, operatorEndpoints, { webhookPayloads: WEBHOOK_EVENT_PAYLOADS });
  serveOperatorApi(api, {
    db,
    now,
    requestsPerMinute: config.operatorRequestsPerMinute,
    issuer: config.verifactu,
    notifier: orderNotifier,
    refunds: refundSender,
    feed,
    invalidateCatalogue: () => homeCache.invalidate(),
  });
  serveWebhookRoutes(api, { db, now, requestsPerMinute: config.operatorRequestsPerMinute, allowLocal: config.webhooks.allowLocal });
  return api;
}

/**
 * The shops' availability for the API, the documents and the live streams, following changes committed by
 * any process (and each shop's orders, which fill its pick-up slots).
 */
function availabilityFeedOf(deps: AppDeps, places: StreamPlaces): AvailabilityFeed {
  const feed = createAvailabilityFeed({ db: deps.db, logger: deps.logger, now: deps.now ?? (() => new Date()), places });
  void deps
    .watchAvailabilityChanges?.((notice) => feed.changed(notice))
    .then((watching) => {
      if (watching) feed.readEvery(NOTIFIED_MAX_AGE_MS);
    });
  void deps.watchOrderEvents?.((notice) => {
    if (notice) feed.ordersChanged(notice.locationId);
  });
  deps.stopping?.addEventListener('abort', () => feed.close(), { once: true });
  return feed;
}

/** The whole HTTP surface: the API under /api, photos under /media, the built app at /. */
export function createApp(deps: AppDeps): Hono {
  const config = deps.config ?? ephemeralConfig();
  const app = new Hono();
  const availability = databaseAvailability();
  // One cache of the catalogue answers for the API and the rendered document.
  const homeCache = createHomeCache(deps.db, { features: { socialSignIn: config.oidc !== null } });
  void deps
    .watchReferenceChanges?.(() => homeCache.invalidate())
    .then((watching) => {
      if (watching) homeCache.readVersionsEvery(NOTIFIED_VERSIONS_MAX_AGE_MS);
    });
  const sessions = sessionCacheOf(deps.db);
  void deps
    .watchSessionChanges?.((customerId) => sessions.forget(customerId))
    .then((watching) => {
      if (watching) sessions.keep();
    });
  app.use('*', securityHeaders(config));
  app.use('*', retryAfterOnRefusals());
  // The event streams of every kind share the process's places (server/platform/live/streamPlaces.ts).
  const openFiles = openFilesSoftLimit();
  const places = createStreamPlaces(processStreamCap(openFiles));
  const feed = availabilityFeedOf(deps, places);
  app.route('/api', apiRoutes({ ...deps, config }, homeCache, availability, feed, places));
  app.route('/media', mediaRoutes(photoFiles(deps.db)));
  if (deps.distDir) {
    const site = new Hono();
    const documents = serveDocument(site, {
      db: deps.db,
      distDir: deps.distDir,
      homeCache,
      availability: feed,
      renderer: loadRenderer(deps.distDir),
      now: deps.now ?? (() => new Date()),
      publicUrl: config.publicUrl,
    });
    // The first customer should not wait for the renderer to load and render.
    documents.warm().catch((error: unknown) => deps.logger.warn({ err: error }, 'Rendering the first documents ahead failed'));
    app.route('/', site);
    app.route('/', staticSite(deps.distDir));
  }

  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return sendFailure(c, notFound(`No API call ${c.req.method} ${c.req.path}`));
    }
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof ApiFailure) return sendFailure(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return sendFailure(c, new ApiFailure(error.status as ContentfulStatusCode, 'bad_request', error.message || 'Bad request'));
    }
    if (isDatabaseUnavailable(error)) return answerDatabaseUnavailable(c, error, { logger: deps.logger, availability });
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'Unhandled error');
    return sendFailure(c, new ApiFailure(500, 'internal_error', 'Internal error, try again in a few minutes.'));
  });
  return app;
}
