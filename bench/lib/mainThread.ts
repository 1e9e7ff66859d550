import { activityBreakdown, busyMs, formatActivities, longTasks, pageProcess, parseTrace, type TraceEvent } from './trace';

/** A page's renderer events and a span of them (trace timestamps, µs). */
export interface TraceSpan {
  events: TraceEvent[];
  from: number;
  to: number;
}

/**
 * The renderer events of the page that loaded `url` and the span from its navigation start to `frameMs`
 * later (a stamp of the page's own probe: a late trace mark can be dropped when the trace buffer is full).
 */
export function pageSpan(trace: Buffer, url: string, frameMs: number | null): TraceSpan | undefined {
  const page = pageProcess(parseTrace(trace), new URL(url).host);
  return page && frameMs !== null ? { events: page.events, from: page.navigationStart, to: page.navigationStart + frameMs * 1000 } : undefined;
}

/** The main thread over a span, as the benches print it: busy ms, the time by activity and the long tasks ('none' without any). */
export function mainThreadFigures({ events, from, to }: TraceSpan): { busy: string; byActivity: string; longTasks: string } {
  const tasks = longTasks(events, from, to).map(
    (task) => `${task.durationMs.toFixed(0)} ms at ${task.startMs.toFixed(0)} ms [${formatActivities(task.activities)}]`,
  );
  return {
    busy: busyMs(events, from, to).toFixed(0),
    byActivity: formatActivities(activityBreakdown(events, from, to)),
    longTasks: tasks.join('; ') || 'none',
  };
}
