import { launchChromium } from '../test/e2e/harness';
import { journeyData, OPEN_AT, runJourney } from './long-tasks';
import { startBenchServer } from './lib/server';
import { unminifiedBuild } from './lib/unminifiedBuild';
import { CPU_PROFILE_CATEGORY, formatActivities, longTasks, pageProcess, parseTrace, topFunctions, TRACE_CATEGORIES } from './lib/trace';

// Diagnosis, not a benchmark: the long-task journey on an unminified build (function names readable),
// server-rendered first screen included, traced with JS sampling at the given CPU slowdown; prints each
// task over the threshold with the functions it ran, then the journey's hot functions.
// `node --import tsx bench/diag-journey.ts [--rate=4] [--min=50] [--dist=dir]` (a given dir needs its
// `<dir>-ssr` beside it).

const arg = (name: string) => process.argv.find((item) => item.startsWith(`--${name}=`))?.slice(name.length + 3);
const rate = Number(arg('rate') ?? 4);
const minMs = Number(arg('min') ?? 50);
const build = unminifiedBuild(arg('dist'));
const server = await startBenchServer({ distDir: build.distDir, clockStart: OPEN_AT });
const browser = await launchChromium();
try {
  const data = await journeyData(server.url);
  const { traceBuffer, steps, tasks: probed } = await runJourney(browser, data, rate, [...TRACE_CATEGORIES, CPU_PROFILE_CATEGORY]);
  console.log(`probed long tasks: ${probed.map((task) => `${Math.round(task.duration)} (${task.step})`).join(', ')}`);
  const traced = pageProcess(parseTrace(traceBuffer!), new URL(server.url).host);
  if (!traced) throw new Error('page not found in the trace');
  const { events, navigationStart: from } = traced;
  const end = events.reduce((latest, event) => Math.max(latest, event.ts + (event.dur ?? 0)), 0);
  const stepAt = (ms: number) => steps.filter((item) => item.at <= ms).at(-1)?.name ?? 'load';
  for (const task of longTasks(events, from, end, minMs)) {
    const start = from + task.startMs * 1000;
    const stop = start + task.durationMs * 1000;
    console.log(`\n${task.durationMs.toFixed(0)} ms at ${task.startMs.toFixed(0)} ms (${stepAt(task.startMs)}): ${formatActivities(task.activities)}`);
    console.log(`  total: ${formatActivities(topFunctions(events, start, stop, 30, 'total'))}`);
    const inside = events.filter(
      (event) =>
        event.ph === 'X' &&
        event.ts >= start &&
        event.ts < stop &&
        (event.dur ?? 0) > 1000 &&
        /FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8.callFunction|FireAnimationFrame|XHRReadyStateChange|HandlePostMessage|v8.run/.test(event.name),
    );
    console.log(
      `  entries: ${inside
        .slice(0, 12)
        .map(
          (event) =>
            `${event.name}(${String(event.args?.data?.functionName ?? event.args?.data?.type ?? '')} ${String(event.args?.data?.url ?? '').replace(/^.*\//, '')}:${String(event.args?.data?.lineNumber ?? '')}) ${((event.dur ?? 0) / 1000).toFixed(0)}`,
        )
        .join(', ')}`,
    );
    console.log(`  self: ${formatActivities(topFunctions(events, start, stop, 15, 'self'))}`);
  }
  const browseAt = from + (steps.find((item) => item.name === 'browse')?.at ?? 0) * 1000;
  console.log(`\nwhole journey from browse, JS total: ${formatActivities(topFunctions(events, browseAt, end, 40, 'total'))}`);
  console.log(`\nwhole journey from browse, JS self: ${formatActivities(topFunctions(events, browseAt, end, 25, 'self'))}`);
} finally {
  await browser.close();
  await server.close();
  build.remove();
}
process.exit(0);
