export interface ProbedLongTask {
  start: number;
  duration: number;
  /** The journey step running when the task started (set by the bench through window.__step). */
  step: string;
}

/**
 * Init script: records every 'longtask' entry (> 50 ms, the API's own threshold) of the document with
 * the journey step it started in; the bench names steps with window.__step = 'name'.
 */
export function longTaskProbe(): void {
  const target = window as unknown as { __longTasks: ProbedLongTask[]; __step: string };
  target.__longTasks = [];
  target.__step = 'load';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) target.__longTasks.push({ start: entry.startTime, duration: entry.duration, step: target.__step });
  }).observe({ type: 'longtask', buffered: true });
}
