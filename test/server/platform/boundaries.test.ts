import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The layout's rules reject a wrong import: each case plants one file with one import the rules forbid,
// cruises only that file, and expects the rule that names the mistake.
const ROOT = path.resolve('.');
const rules = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration & { options: object };
const planted: string[] = [];

async function violationsOf(file: string, source: string): Promise<string[]> {
  const absolute = path.join(ROOT, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, source);
  planted.push(absolute);
  const result = await cruise([file], { ...rules.options, ruleSet: { forbidden: rules.forbidden }, validate: true, doNotFollow: { path: '.' } });
  const output = result.output as { summary: { violations: Array<{ from: string; rule: { name: string } }> } };
  return output.summary.violations.filter((violation) => violation.from === file).map((violation) => violation.rule.name);
}

afterAll(() => {
  for (const file of planted) rmSync(file, { force: true });
});

describe('the layout rules (npm run boundaries)', () => {
  it('refuse a module that imports a surface', async () => {
    expect(await violationsOf('server/modules/orders/plantedWrongImport.ts', "export * from '../../surfaces/customer/guard';\n")).toContain(
      'server-modules-below-surfaces',
    );
  });

  it('refuse a module that imports the HTTP framework', async () => {
    expect(await violationsOf('server/modules/catalogue/plantedWrongImport.ts', "export { Hono } from 'hono';\n")).toContain(
      'server-modules-know-no-http-framework',
    );
  });

  it('refuse the platform importing a module', async () => {
    expect(await violationsOf('server/platform/http/plantedWrongImport.ts', "export * from '../../modules/orders/codes';\n")).toContain(
      'server-platform-below-modules',
    );
  });

  it('refuse a module importing one listed after it', async () => {
    expect(await violationsOf('server/modules/geo/plantedWrongImport.ts', "export * from '../orders/codes';\n")).toContain('server-modules-order-geo');
  });

  it("refuse the customer's app importing the back office or the counter", async () => {
    expect(await violationsOf('src/customer/plantedWrongImport.ts', "export * from '../manage/main';\n")).toContain('app-surface-customer-alone');
    expect(await violationsOf('src/customer/plantedWrongImport2.ts', "export * from '../counter/StaffArea';\n")).toContain('app-surface-customer-alone');
  });

  it('refuse the domain importing the data layer', async () => {
    expect(await violationsOf('src/domain/orders/plantedWrongImport.ts', "export * from '../../data/db';\n")).toContain('shared-rules-stay-pure');
  });

  it('let a surface import a module', async () => {
    expect(await violationsOf('server/surfaces/customer/plantedRightImport.ts', "export * from '../../modules/orders/codes';\n")).toEqual([]);
  });
});
