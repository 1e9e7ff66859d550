/** Why a drain stopped: nothing left, no network, a server error waiting for its back-off, no valid session. */
export type DrainOutcome = 'empty' | 'offline' | 'retry-later' | 'signed-out';

/**
 * The sending half of an outbox (the customer's writes, their orders, the staff board's taps): queued items are sent
 * oldest first, one at a time, until none is left or one cannot go now. One drain runs at a time; a drain
 * asked for while one runs makes it look at the queue once more.
 */
export abstract class DrainLoop<Item> {
  /** Nothing is sent before this time (a server error's back-off); a write the server takes resets it. */
  protected retryAt = 0;
  private running: Promise<DrainOutcome> | undefined;
  private askedAgain = false;

  constructor(protected readonly now: () => number) {}

  /** The oldest queued item, if any. */
  protected abstract oldest(): Promise<Item | undefined>;

  /** Why nothing can be sent now (no session, no network), or undefined. */
  protected abstract blocked(): DrainOutcome | undefined;

  /** Sends one item and settles it; returns why draining must stop, or undefined to go on. */
  protected abstract send(item: Item): Promise<DrainOutcome | undefined>;

  /** A drain ended; `askedAgain` when another was asked for after its last look at the queue. */
  protected ended(_askedAgain: boolean): void {}

  /** Sends queued items in order until none is left or one cannot be sent now. One drain at a time. */
  drain(): Promise<DrainOutcome> {
    if (this.running) {
      this.askedAgain = true;
      return this.running;
    }
    this.running = (async () => {
      let outcome: DrainOutcome;
      do {
        this.askedAgain = false;
        outcome = await this.sendAll();
      } while (this.askedAgain && outcome === 'empty');
      return outcome;
    })().finally(() => {
      this.running = undefined;
      this.ended(this.askedAgain);
    });
    return this.running;
  }

  /** Drains now, on every trigger `onTrigger` reports and every `intervalMs`; returns the stop function. */
  keepDraining(intervalMs: number, onTrigger: (drain: () => void) => () => void): () => void {
    const drainNow = () => void this.drain();
    const stopTriggers = onTrigger(drainNow);
    const timer = setInterval(drainNow, intervalMs);
    drainNow();
    return () => {
      stopTriggers();
      clearInterval(timer);
    };
  }

  private async sendAll(): Promise<DrainOutcome> {
    for (;;) {
      const item = await this.oldest();
      if (!item) return 'empty';
      const blocked = this.blocked() ?? (this.now() < this.retryAt ? 'retry-later' : undefined);
      if (blocked) return blocked;
      const stop = await this.send(item);
      if (stop) return stop;
    }
  }
}
