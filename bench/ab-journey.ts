import path from 'node:path';
import { launchChromium } from '../test/e2e/harness';
import { journeyData, OPEN_AT, runJourney } from './long-tasks';
import { startBenchServer } from './lib/server';
import { median } from './lib/stats';

// Diagnosis, not a benchmark: the long-task journey on two builds (each with its -ssr folder beside it),
// alternately, so both see the same load on a shared machine; medians per build.
// `node --import tsx bench/ab-journey.ts <distA> <distB> [runs=4] [cpuRate=4]`
const [distA = 'dist', distB = 'dist', runsText = '4', rateText = '4'] = process.argv.slice(2);
const runs = Number(runsText);
const rate = Number(rateText);
const variants = [distA, distB].map((dir) => ({
  dir,
  server: undefined as Awaited<ReturnType<typeof startBenchServer>> | undefined,
  counts: [] as number[],
  longest: [] as number[],
  steps: [] as string[],
}));
for (const variant of variants) variant.server = await startBenchServer({ distDir: path.resolve(variant.dir), clockStart: OPEN_AT });
const browser = await launchChromium();
try {
  const data = await Promise.all(variants.map((variant) => journeyData(variant.server!.url)));
  for (let index = 0; index < runs; index += 1) {
    const order = index % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const { tasks } = await runJourney(browser, data[which]!, rate);
      const variant = variants[which]!;
      variant.counts.push(tasks.length);
      variant.longest.push(Math.round(tasks.reduce((max, task) => Math.max(max, task.duration), 0)));
      const bySteps: Record<string, number[]> = {};
      for (const task of tasks) (bySteps[task.step] ??= []).push(Math.round(task.duration));
      variant.steps.push(JSON.stringify(bySteps));
      console.log(`${variant.dir} run ${index + 1}: ${tasks.length} long tasks, longest ${variant.longest.at(-1)} ms ${variant.steps.at(-1)}`);
    }
  }
  for (const variant of variants) {
    console.log(
      `${variant.dir}: count median ${median(variant.counts)} (${variant.counts.join('/')}), longest median ${median(variant.longest)} (${variant.longest.join('/')})`,
    );
  }
} finally {
  await browser.close();
  for (const variant of variants) await variant.server!.close();
}
process.exit(0);
