// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES } from '../support/shopTimeCases';

const SCRIPT = resolve('test/unit/domain/support/shopTimeCases.ts');
const SERVER_ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Pacific/Auckland'];

/** The answers of a fresh Node process whose own time zone is `zone`, as a server or phone there would run. */
function answersIn(zone: string): { shopDate: string; open: boolean }[] {
  const output = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
  return JSON.parse(output) as { shopDate: string; open: boolean }[];
}

describe("a Madrid shop's hours judged from machines in any time zone", () => {
  const expected = CASES.map(({ shopDate, open }) => ({ shopDate, open }));

  it.each(SERVER_ZONES)(
    'answers every instant the same with TZ=%s (clock changes and a dated exception included)',
    (zone) => {
      const got = answersIn(zone);
      for (const [index, item] of CASES.entries()) expect(got[index], item.why).toEqual(expected[index]);
    },
    30_000,
  );
});
