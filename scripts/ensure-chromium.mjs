// Makes sure a Chromium for the end-to-end tests exists: CHROME_PATH, else /usr/bin/chromium; when
// neither exists and we are root on Debian, installs Debian's chromium package (npm tools cannot
// download browsers here). Otherwise stops with a message naming CHROME_PATH.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH points to ${wanted}, which does not exist. Set CHROME_PATH to a Chromium or Chrome binary.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)…');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  'The end-to-end tests need Chromium and none was found at /usr/bin/chromium.\n' +
    'Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
