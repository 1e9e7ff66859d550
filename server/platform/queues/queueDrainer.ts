import type { Logger } from 'pino';

/** The sender of a durable queue table (mail, refunds): rows written with the change that causes them. */
export interface QueueDrainer {
  /** Sends what is due soon, without waiting: call it after a commit that queued a row. */
  kick(): void;
  /** Sends every row due now; a call during a pass makes that pass look again. Resolves with how many were done. */
  drain(): Promise<number>;
  /** Also looks every `everyMs` (retries, rows of a process that stopped mid-send) until stop(). */
  start(everyMs: number): void;
  stop(): Promise<void>;
}

export interface DurableQueue<Row> {
  /** Claims (leases) up to `batch` rows due now, so no other process sends them meanwhile. */
  claimDue(batch: number): Promise<Row[]>;
  /** Sends one claimed row: true when it is done, false when it stays queued for a later try. */
  sendOne(row: Row): Promise<boolean>;
  logger: Logger;
  /** Logged when a whole pass fails (the database went away, say). */
  failureMessage: string;
}

const BATCH = 10;

/** Drains a durable queue one pass at a time; failures are logged, never thrown at whoever queued. */
export function queueDrainer<Row>({ claimDue, sendOne, logger, failureMessage }: DurableQueue<Row>): QueueDrainer {
  let pass: Promise<number> | null = null;
  let lookAgain = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function sendDue(): Promise<number> {
    let done = 0;
    do {
      lookAgain = false;
      for (;;) {
        const claimed = await claimDue(BATCH);
        if (claimed.length === 0) break;
        for (const row of claimed) if (await sendOne(row)) done += 1;
        if (stopped) return done;
      }
    } while (lookAgain && !stopped);
    return done;
  }

  function drain(): Promise<number> {
    if (pass) {
      lookAgain = true;
      return pass;
    }
    pass = sendDue().finally(() => {
      pass = null;
    });
    return pass;
  }

  function kick(): void {
    if (stopped) return;
    drain().catch((error: unknown) => {
      // Closing the database under a pass is part of stopping, not a failure.
      if (!stopped) logger.error({ err: error }, failureMessage);
    });
  }

  return {
    kick,
    drain,
    start(everyMs) {
      timer ??= setInterval(kick, everyMs);
      timer.unref?.();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await pass?.catch(() => 0);
    },
  };
}
