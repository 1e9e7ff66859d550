/**
 * Runs the given jobs one after another: a photo's processing already uses every core, so two at once
 * would each take twice as long and hold twice the memory (a decoded 12 MP photo is tens of MB).
 */
export function oneAtATime(): <T>(job: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (job) => {
    const next = last.then(job, job);
    last = next.catch(() => undefined);
    return next;
  };
}
