import type { LogRecord } from '../api/contract';
import { appVersion } from '../api/client';
import { databaseFrom, openDatabase, type DatabaseSource } from './openDatabase';
import { isOnline as browserIsOnline } from './online';

export type LogLevel = LogRecord['status'];
/** Sends one batch: 'sent', 'rejected' (the server refused the records: retrying cannot help) or 'failed'. */
export type LogSendResult = 'sent' | 'rejected' | 'failed';
export type LogSender = (records: LogRecord[]) => Promise<LogSendResult>;

export const LOG_BATCH_SIZE = 100;
export const LOG_FLUSH_INTERVAL_MS = 30_000;

type LoggerDeps = {
  db: DatabaseSource;
  isOnline?: () => boolean;
  batchSize?: number;
  now?: () => Date;
  /** Who is signed in ("logged user"); the sign-in issue supplies it. */
  currentUser?: () => string;
};

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Remote logging (log intake): records are queued in Dexie, so they survive reloads and wait
 * while offline, then go out in batches of at most 100. A failed send is written to the console only.
 */
export class RemoteLogger {
  private sender: LogSender | undefined;
  private flushing: Promise<number> | undefined;
  currentUser: () => string;

  constructor(private readonly deps: LoggerDeps) {
    this.currentUser = deps.currentUser ?? (() => '');
  }

  info(message: string, source: string): Promise<void> {
    return this.enqueue('info', message, source);
  }

  warn(message: string, source: string): Promise<void> {
    console.warn(`[${source}] ${message}`);
    return this.enqueue('warn', message, source);
  }

  error(message: string, source: string): Promise<void> {
    console.error(`[${source}] ${message}`);
    return this.enqueue('error', message, source);
  }

  /** Sends queued records, oldest first, batch by batch; stops at the first failure. Returns how many went. */
  flush(): Promise<number> {
    this.flushing ??= this.sendQueued().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Attaches the sender and flushes on start, every 30 s and when the network returns. */
  start(sender: LogSender, intervalMs = LOG_FLUSH_INTERVAL_MS): () => void {
    this.sender = sender;
    const flush = () => void this.flush();
    const onError = (event: ErrorEvent) =>
      void this.error(`${event.message} at ${event.filename}:${event.lineno}:${event.colno}`, 'window.onerror');
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason instanceof Error ? `${event.reason.message}\n${event.reason.stack ?? ''}` : String(event.reason);
      void this.error(`Unhandled rejection: ${reason}`, 'window.unhandledrejection');
    };
    window.addEventListener('online', flush);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const timer = setInterval(flush, intervalMs);
    flush();
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', flush);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      this.sender = undefined;
    };
  }

  private async enqueue(status: LogLevel, message: string, source: string): Promise<void> {
    try {
      await (await databaseFrom(this.deps.db)).logs.add({ record: this.buildRecord(status, message, source) });
    } catch (error) {
      console.error('Could not queue a log record', error);
    }
  }

  private buildRecord(status: LogLevel, message: string, source: string): LogRecord {
    const nav = typeof navigator === 'undefined' ? undefined : navigator;
    const place = typeof location === 'undefined' ? undefined : location;
    return {
      time: (this.deps.now?.() ?? new Date()).toISOString(),
      message: clip(message || '(empty)', 2000),
      status,
      source: clip(source, 100),
      host: clip(place?.host ?? '', 200),
      service: 'ritmo-cafe-pwa',
      version: clip(appVersion(), 30),
      browser: clip(nav?.userAgent ?? '', 400),
      languages: clip((nav?.languages ?? []).join(','), 200),
      user: clip(this.currentUser(), 200),
      url: clip(place?.href ?? '', 1000),
    };
  }

  private async sendQueued(): Promise<number> {
    const isOnline = this.deps.isOnline ?? browserIsOnline;
    const batchSize = this.deps.batchSize ?? LOG_BATCH_SIZE;
    let sent = 0;
    while (this.sender && isOnline()) {
      const db = await databaseFrom(this.deps.db);
      const batch = await db.logs.orderBy('id').limit(batchSize).toArray();
      if (batch.length === 0) break;
      let result: LogSendResult = 'failed';
      try {
        result = await this.sender(batch.map((queued) => queued.record));
      } catch (error) {
        console.error('Sending log records failed', error);
      }
      if (result === 'failed') {
        console.error(`Log intake unreachable: ${batch.length} record(s) stay queued`);
        break;
      }
      if (result === 'rejected') console.error(`Log intake refused ${batch.length} record(s); dropped`);
      await db.logs.bulkDelete(batch.map((queued) => queued.id as number));
      if (result === 'sent') sent += batch.length;
    }
    return sent;
  }
}

/** The app's logger. Records queue from the first line; `startRemoteLogging` (runtime) attaches the sender. */
export const log = new RemoteLogger({ db: openDatabase });
