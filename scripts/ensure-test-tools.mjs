// Makes sure the programs the end-to-end tests drive exist: a Chromium (CHROME_PATH, else
// /usr/bin/chromium) and poppler-utils' pdftoppm and pdftotext (the tests look at the invoice PDF as a
// printed page). When some are missing and we are root on Debian, installs Debian's packages for them in
// one apt-get run (npm tools cannot download browsers here). Otherwise stops with a message naming each.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (process.env.CHROME_PATH && !existsSync(chrome)) {
  console.error(`CHROME_PATH points to ${chrome}, which does not exist. Set CHROME_PATH to a Chromium or Chrome binary.`);
  process.exit(1);
}

/** Debian package → the program of it the tests need. */
const tools = [
  { pkg: 'chromium', path: chrome, hint: 'or set CHROME_PATH to a Chromium or Chrome binary' },
  { pkg: 'poppler-utils', path: '/usr/bin/pdftoppm', hint: 'it brings pdftoppm and pdftotext' },
  { pkg: 'poppler-utils', path: '/usr/bin/pdftotext', hint: 'it brings pdftoppm and pdftotext' },
];
const missing = () => tools.filter((tool) => !existsSync(tool.path));
if (missing().length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  const packages = [...new Set(missing().map((tool) => tool.pkg))].join(' ');
  console.log(`Missing for the end-to-end tests: installing Debian's ${packages} (apt-get)…`);
  execSync(`apt-get update && apt-get install -y ${packages}`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (missing().length === 0) process.exit(0);
}
for (const tool of missing()) {
  console.error(`The end-to-end tests need ${tool.path} and it was not found. Install it (Debian: apt-get install -y ${tool.pkg}; ${tool.hint}).`);
}
process.exit(1);
