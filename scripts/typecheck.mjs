// Type-checks every target with its own tsconfig (page, workers, service worker, server, tests, shared
// rules), two at a time: the machine this runs on has two cores.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const TARGETS = ['tests', 'node', 'app', 'workers', 'sw', 'shared'];
const AT_ONCE = Math.max(1, Math.min(2, availableParallelism()));

function check(target) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `tsconfig.${target}.json`], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0 ? null : target));
  });
}

const queue = [...TARGETS];
const failures = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const failed = await check(target);
      if (failed) failures.push(failed);
    }
  }),
);
if (failures.length > 0) {
  console.error(`Type errors in ${failures.map((target) => `tsconfig.${target}.json`).join(', ')}`);
  process.exit(1);
}
