/** Reading a Chrome trace (Playwright browser.startTracing): main-thread activity, long tasks, hot JS functions. */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string } };
}

/**
 * Timeline categories, kept lean: Chromium records until its trace buffer is full and then drops
 * events. Add CPU_PROFILE_CATEGORY for JS function samples (slows a throttled page a lot).
 */
export const CPU_PROFILE_CATEGORY = 'disabled-by-default-v8.cpu_profiler';
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'loading'];

export function parseTrace(buffer: Buffer): TraceEvent[] {
  const json = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(json) ? json : json.traceEvents;
}

/**
 * The events of the renderer process that loaded `host` (the trace is browser-wide: the new-tab page
 * and other renderers are in it too), and the ts of that document's navigation start.
 */
export function pageProcess(events: TraceEvent[], host: string): { events: TraceEvent[]; navigationStart: number } | undefined {
  const start = events.filter((event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').includes(host)).at(-1);
  if (start) return { events: events.filter((event) => event.pid === start.pid), navigationStart: start.ts };
  // Same-site tabs share a renderer and navigationStart may carry no URL: take the process of the
  // site's first traced request or call, and the last navigation start before it.
  const renderers = mainThreads(events);
  const first = events.find((event) => renderers.has(threadKey(event)) && String(event.args?.data?.url ?? '').includes(host));
  if (!first) return undefined;
  const own = events.filter((event) => event.pid === first.pid);
  const navigation = own.filter((event) => event.name === 'navigationStart' && event.ts <= first.ts).at(-1);
  return { events: own, navigationStart: navigation?.ts ?? first.ts };
}

const threadKey = (event: Pick<TraceEvent, 'pid' | 'tid'>) => `${event.pid}:${event.tid}`;

/** Renderer main threads (CrRendererMain) of the trace. */
export function mainThreads(events: TraceEvent[]): Set<string> {
  return new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadKey));
}

/** The trace timestamp (µs) of a performance.mark() made by the page. */
export function markTs(events: TraceEvent[], name: string): number | undefined {
  return events.find((event) => event.cat.includes('blink.user_timing') && event.name === name)?.ts;
}

const short = (url: unknown) =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*$/, '') || '(page)';

function activityOf(event: TraceEvent, scriptUrl: string | undefined): string {
  const name = event.name;
  if (
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|v8\.run|V8\.Execute|v8\.callFunction|FireIdleCallback|XHRReadyStateChange)$/.test(
      name,
    )
  )
    return `script ${short(scriptUrl)}`;
  if (/compile|Compile|v8\.parse/.test(name)) return 'compile';
  if (name === 'ParseHTML') return 'parse HTML';
  if (name === 'ParseAuthorStyleSheet') return 'parse CSS';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style';
  if (name === 'Layout') return 'layout';
  if (/GC|gc/.test(name)) return 'GC';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|PaintImage|Decode|ImageDecodeTask|Rasterize)/.test(name))
    return 'paint/composite';
  if (name === 'BlinkScheduler_PerformMicrotaskCheckpoint') return 'script (promise microtasks)';
  if (name === 'RunTask' || name === 'ThreadControllerImpl::RunTask') return 'other (untraced work in tasks)';
  return name;
}

interface Node {
  event: TraceEvent;
  children: Node[];
}

/** Nests the complete ('X') events of one thread by time. */
function buildTree(events: TraceEvent[]): Node[] {
  const sorted = events.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const node = { event, children: [] };
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) stack.pop();
    (stack.length ? stack.at(-1)!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/** Self time (ms) per activity of one subtree; scripts are named by the nearest URL above them. */
function addSelfTimes(node: Node, totals: Map<string, number>, inheritedUrl?: string): void {
  const url = node.event.args?.data?.url || inheritedUrl;
  const childTime = node.children.reduce((sum, child) => sum + child.event.dur!, 0);
  const label = activityOf(node.event, url);
  totals.set(label, (totals.get(label) ?? 0) + Math.max(0, node.event.dur! - childTime) / 1000);
  for (const child of node.children) addSelfTimes(child, totals, url);
}

function sortedTotals(totals: Map<string, number>, limit: number): Array<{ label: string; ms: number }> {
  return [...totals]
    .map(([label, ms]) => ({ label, ms }))
    .filter((item) => item.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}

function mainThreadRoots(events: TraceEvent[], fromTs: number, toTs: number): Node[] {
  const threads = mainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (!threads.has(threadKey(event))) continue;
    const list = byThread.get(threadKey(event)) ?? byThread.set(threadKey(event), []).get(threadKey(event))!;
    list.push(event);
  }
  return [...byThread.values()].flatMap((list) => buildTree(list)).filter((node) => node.event.ts < toTs && node.event.ts + node.event.dur! > fromTs);
}

/** Main-thread self time by activity (script per URL, style, layout, GC...) in [fromTs, toTs]. */
export function activityBreakdown(events: TraceEvent[], fromTs: number, toTs: number, limit = 12): Array<{ label: string; ms: number }> {
  const totals = new Map<string, number>();
  for (const root of mainThreadRoots(events, fromTs, toTs)) addSelfTimes(root, totals);
  return sortedTotals(totals, limit);
}

/** Total main-thread time (ms) inside top-level tasks in [fromTs, toTs]; the rest of the window is idle/waiting. */
export function busyMs(events: TraceEvent[], fromTs: number, toTs: number): number {
  return mainThreadRoots(events, fromTs, toTs).reduce(
    (sum, root) => sum + (Math.min(toTs, root.event.ts + root.event.dur!) - Math.max(fromTs, root.event.ts)) / 1000,
    0,
  );
}

export interface TraceLongTask {
  startMs: number;
  durationMs: number;
  activities: Array<{ label: string; ms: number }>;
}

/** Main-thread tasks longer than minMs in [fromTs, toTs], each with what it spent its time on. */
export function longTasks(events: TraceEvent[], fromTs: number, toTs: number, minMs = 50): TraceLongTask[] {
  return mainThreadRoots(events, fromTs, toTs)
    .filter((root) => root.event.dur! / 1000 > minMs)
    .map((root) => {
      const totals = new Map<string, number>();
      addSelfTimes(root, totals);
      return { startMs: (root.event.ts - fromTs) / 1000, durationMs: root.event.dur! / 1000, activities: sortedTotals(totals, 4) };
    });
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * JS time (ms) by function on the renderer main threads, from the trace's sampling profile: self time,
 * or total time (the function or anything it called was running).
 */
export function topFunctions(
  events: TraceEvent[],
  fromTs: number,
  toTs: number,
  limit = 10,
  mode: 'self' | 'total' = 'self',
): Array<{ label: string; ms: number }> {
  const threads = mainThreads(events);
  const profiles = new Map<string, { startTime: number; nodes: Map<number, ProfileNode>; samples: number[]; deltas: number[] }>();
  for (const event of events) {
    const key = `${event.pid}:${event.id}`;
    const data = event.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (event.name === 'Profile' && threads.has(threadKey(event)))
      profiles.set(key, { startTime: data?.startTime ?? event.ts, nodes: new Map(), samples: [], deltas: [] });
    const profile = event.name === 'ProfileChunk' ? profiles.get(key) : undefined;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  const totals = new Map<string, number>();
  for (const profile of profiles.values()) {
    let ts = profile.startTime;
    profile.samples.forEach((sample, index) => {
      ts += profile.deltas[index] ?? 0;
      const weight = (profile.deltas[index + 1] ?? 0) / 1000;
      if (ts < fromTs || ts > toTs) return;
      const labels = new Set<string>();
      for (let node = profile.nodes.get(sample); node; node = mode === 'total' && node.parent !== undefined ? profile.nodes.get(node.parent) : undefined) {
        const frame = node.callFrame;
        if (frame.functionName === '(idle)' || frame.functionName === '(root)') break;
        const where = frame.url ? ` ${short(frame.url)}:${frame.lineNumber + 1}` : '';
        labels.add(`${frame.functionName || '(anonymous)'}${where}`);
      }
      for (const label of labels) totals.set(label, (totals.get(label) ?? 0) + weight);
    });
  }
  return sortedTotals(totals, limit);
}

export function formatActivities(items: Array<{ label: string; ms: number }>): string {
  return items.map((item) => `${item.label} ${item.ms.toFixed(0)} ms`).join(', ');
}
