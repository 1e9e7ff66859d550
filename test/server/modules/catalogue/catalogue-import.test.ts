import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeData, Product } from '../../../../src/api/contract';
import { splitGross } from '../../../../src/domain/pricing/pricing';
import { createApp } from '../../../../server/app';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { issuerMismatchProblems } from '../../../../server/platform/config/productionSafety';
import { createHomeCache } from '../../../../server/modules/catalogue/homeCache';
import { importCatalogue } from '../../../../server/modules/catalogue/importCatalogue';
import { CatalogueImportError } from '../../../../server/modules/catalogue/importError';
import { openDatabase } from '../../../../server/platform/db/connect';
import type { Database } from '../../../../server/platform/db/connect';
import * as schema from '../../../../server/platform/db/schema';
import { demoCatalogue, seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import type { SeedData } from '../../../../server/platform/db/seed/types';
import type { PreparedJson } from '../../../../server/platform/http/preparedJson';
import { backends, getJson, memoryLogger, type FreshDatabase } from '../../harness';
import { createCustomer } from '../../support/customers';

/** The servers' invoice issuer in demo mode: the seeded shops' legal entity. */
const DEMO_ISSUER = { issuerNif: ephemeralConfig().verifactu.issuerNif };
/** Another valid NIF than the issuer's. */
const OTHER_NIF = 'B12345674';

/** What `npm run catalogue:export` writes, read back as JSON (a fresh copy each time, safe to edit). */
const exportedFile = (): SeedData => JSON.parse(JSON.stringify(demoCatalogue)) as SeedData;

const CATALOGUE_TABLES: Record<string, PgTable> = {
  categories: schema.categories,
  products: schema.products,
  productExtras: schema.productExtras,
  locations: schema.locations,
  locationProducts: schema.locationProducts,
  pages: schema.pages,
  provinces: schema.provinces,
  cities: schema.cities,
  transportConfigs: schema.transportConfigs,
  recipes: schema.recipes,
  appSettings: schema.appSettings,
  referenceVersions: schema.referenceVersions,
};

/** Every catalogue row, without the row write times and serial ids that differ between two equal writes. */
async function catalogueRows(db: Database, { withVersions = false } = {}) {
  const dump: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(CATALOGUE_TABLES)) {
    if (name === 'referenceVersions' && !withVersions) continue;
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    dump[name] = rows
      .map((row) => {
        if (name === 'referenceVersions') return JSON.stringify(row);
        const { updatedAt: _at, ...rest } = row;
        if (name === 'transportConfigs') delete rest.id;
        return JSON.stringify(rest);
      })
      .sort();
  }
  return dump;
}

async function homeWapp(db: Database, code: string): Promise<HomeData> {
  const app = createApp({ db, logger: memoryLogger().logger });
  const { status, body } = await getJson(app, `/api/customer/${code}/home-wapp`, { 'X-Language': 'es' });
  expect(status).toBe(200);
  return (body as { data: HomeData }).data;
}

const productIn = (home: HomeData, code: string): Product | undefined =>
  home.products.flatMap((group) => group.items).find((item) => item.productCode === code);
const fromCache = (prepared: PreparedJson | undefined) => (JSON.parse(new TextDecoder().decode(prepared?.identity)) as { data: HomeData }).data;

function withoutProducts(file: SeedData, codes: string[]): SeedData {
  const dropped = new Set(codes);
  return {
    ...file,
    products: file.products.filter((product) => !dropped.has(product.productCode)),
    locations: file.locations.map((location) => ({ ...location, productCodes: location.productCodes.filter((code) => !dropped.has(code)) })),
  };
}

function setPrice(file: SeedData, code: string, price: number): SeedData {
  return { ...file, products: file.products.map((product) => (product.productCode === code ? { ...product, price } : product)) };
}

async function refusal(promise: Promise<unknown>): Promise<CatalogueImportError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CatalogueImportError);
  return error as CatalogueImportError;
}

describe.each(backends)('catalogue import on $name', (backend) => {
  let fresh: FreshDatabase | undefined;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = undefined;
  });

  it('loads the exported demo catalogue into an empty database exactly as the seed does', async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    const seededRows = await catalogueRows(fresh.opened.db);
    const seededHome = { va01: await homeWapp(fresh.opened.db, 'va01'), online: await homeWapp(fresh.opened.db, 'ONLINE') };
    await fresh.dispose();

    fresh = await backend.fresh();
    const db = fresh.opened.db;
    const written = await importCatalogue(db, exportedFile(), DEMO_ISSUER);
    expect(written.counts).toMatchObject({ products: demoCatalogue.products.length, locations: demoCatalogue.locations.length });
    expect(written.removed).toEqual({ products: [], locations: [] });
    expect(await catalogueRows(db)).toEqual(seededRows);
    expect(await homeWapp(db, 'va01')).toEqual(seededHome.va01);
    expect(await homeWapp(db, 'ONLINE')).toEqual(seededHome.online);
    // An imported catalogue counts as one: a demo start afterwards does not seed over it.
    expect(await seedIfEmpty(db)).toEqual({ seeded: false });
  });

  it('a changed price reaches a home cache that was not told, once it re-reads the versions', async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await importCatalogue(db, exportedFile(), DEMO_ISSUER);
    const clock = { ms: 0 };
    // Stands for a running server: a separate cache nobody invalidates.
    const cache = createHomeCache(db, { versionsMaxAgeMs: 1000, clock: () => clock.ms });
    expect(productIn(fromCache(await cache.answer('va01', 'es')), 'P1001')?.price).toBe(1.4);

    await importCatalogue(db, setPrice(exportedFile(), 'P1001', 1.55), DEMO_ISSUER);
    clock.ms += 1000;
    const product = productIn(fromCache(await cache.answer('va01', 'es')), 'P1001');
    expect(product?.price).toBe(1.55);
    expect(product?.priceNet).toBe(splitGross(1.55, 2).priceNet);
  });

  it('removes dropped products, keeps reviewed ones unsold with their reviews folded in, and never orphans orders', async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await importCatalogue(db, exportedFile(), DEMO_ISSUER);
    const customer = await createCustomer(db, 'reviewer@example.com');
    await db.insert(schema.reviews).values([
      { customerId: customer.id, productCode: 'P1001', rating: 1 },
      { customerId: customer.id, productCode: 'P1003', rating: 5 },
    ]);
    const [va02] = await db.select().from(schema.locations).where(eq(schema.locations.code, 'va02'));
    await db.insert(schema.orders).values({
      customerId: customer.id,
      locationId: va02!.id,
      orderCode: 'VA02-000001',
      gatewayOrderNumber: '0001TEST',
      paymentTypeId: 10004,
      statusId: 1,
      paymentStatusId: 1,
      totalProducts: 1,
      totalPrice: 1.4,
      totalPriceNet: 1.27,
      totalPriceVat: 0.13,
    });

    const written = await importCatalogue(db, withoutProducts(exportedFile(), ['P1002', 'P1003']), DEMO_ISSUER);
    expect(written.removed.products).toEqual(['P1002']);
    expect(written.keptUnsold).toEqual(['P1003']);
    const home = await homeWapp(db, 'va01');
    expect(productIn(home, 'P1002')).toBeUndefined();
    expect(productIn(home, 'P1003')).toBeUndefined();
    const espresso = productIn(home, 'P1001');
    expect(espresso?.ratingCount).toBe(413);
    expect(espresso?.rating).toBeCloseTo((4.7 * 412 + 1) / 413, 10);

    const before = await catalogueRows(db, { withVersions: true });
    const withoutVa02 = setPrice({ ...exportedFile(), locations: exportedFile().locations.filter((location) => location.code !== 'va02') }, 'P1001', 9.99);
    const error = await refusal(importCatalogue(db, withoutVa02, DEMO_ISSUER));
    expect(error.problems).toEqual([`locations: va02 (id ${va02!.id}) has orders, so it cannot be removed; keep it in the file`]);
    expect(await catalogueRows(db, { withVersions: true })).toEqual(before);
  });

  it("refuses a location whose legal NIF is not the invoice issuer's, by the start's rule, and writes nothing", async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await importCatalogue(db, exportedFile(), DEMO_ISSUER);
    const before = await catalogueRows(db, { withVersions: true });
    const foreign = exportedFile();
    foreign.locations[1]!.legal = { ...foreign.locations[1]!.legal, vatNumber: OTHER_NIF };
    const shop = foreign.locations[1]!;
    const error = await refusal(importCatalogue(db, foreign, DEMO_ISSUER));
    expect(error.problems).toEqual(
      issuerMismatchProblems([{ code: shop.code, vatNumber: OTHER_NIF }], DEMO_ISSUER.issuerNif).map((problem) => `locations.1.legal.vatNumber: ${problem}`),
    );
    expect(error.problems[0]).toContain(`shop ${shop.code} invoices as ${OTHER_NIF}, not ${DEMO_ISSUER.issuerNif}`);
    expect(await catalogueRows(db, { withVersions: true })).toEqual(before);

    // The issuer's NIF written another way is the same NIF.
    const spelled = exportedFile();
    spelled.locations[1]!.legal = {
      ...spelled.locations[1]!.legal,
      vatNumber: ` ${DEMO_ISSUER.issuerNif.slice(0, 1).toLowerCase()}-${DEMO_ISSUER.issuerNif.slice(1)}`,
    };
    await importCatalogue(db, spelled, DEMO_ISSUER);
  });

  it('refuses a bad file naming the field, and writes nothing', async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    await importCatalogue(db, exportedFile(), DEMO_ISSUER);
    const before = await catalogueRows(db, { withVersions: true });

    const badPrice = exportedFile() as unknown as { products: Record<string, unknown>[] };
    badPrice.products[0]!.price = 'abc';
    const unknownProduct = exportedFile();
    unknownProduct.locations[1]!.productCodes.push('P9999');
    const badZone = exportedFile();
    badZone.locations[0]!.timeZone = 'Europe/Atlantis';
    const missingCategory = exportedFile();
    missingCategory.categories = missingCategory.categories.filter((category) => category.id !== 1);

    const at = demoCatalogue.locations[1]!.productCodes.length;
    const cases: [unknown, string][] = [
      [badPrice, 'products.0.price: A price is a number of euros'],
      [unknownProduct, `locations.1.productCodes.${at}: Unknown product P9999`],
      [badZone, 'locations.0.timeZone: Unknown time zone'],
      [missingCategory, 'products.0.categoryId: Unknown category 1'],
      [{ ...exportedFile(), settings: undefined }, 'settings: Invalid type: Expected Object but received undefined'],
    ];
    for (const [file, problem] of cases) {
      const error = await refusal(importCatalogue(db, file, DEMO_ISSUER));
      expect(error.problems[0]).toBe(problem);
    }
    expect(await catalogueRows(db, { withVersions: true })).toEqual(before);
  });
});

/** Runs a script as an operator would (`node --import tsx …`) and collects its exit code and output. */
function run(script: string, args: string[], dataDir: string, more: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...more, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run catalogue:import / catalogue:export', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('exits 1 naming the field for a bad file (the database untouched), 0 with counts for a good one', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'ritmo-catalogue-cli-'));
    const dataDir = path.join(folder, 'data');
    const good = path.join(folder, 'catalogue.json');
    const bad = path.join(folder, 'bad.json');

    // An empty database exports the demo catalogue, the starting point of a shop's own.
    const exported = await run('scripts/catalogue-export.ts', [good], path.join(folder, 'empty'));
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('the demo catalogue');
    const file = JSON.parse(readFileSync(good, 'utf8')) as { products: Record<string, unknown>[] };
    file.products[2]!.price = 'abc';
    writeFileSync(bad, JSON.stringify(file));

    const refused = await run('scripts/catalogue-import.ts', [bad], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('products.2.price: A price is a number of euros');
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);

    const imported = await run('scripts/catalogue-import.ts', [good], dataDir);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(`products ${demoCatalogue.products.length}`);

    const opened = await openDatabase({ dataDir });
    try {
      const [products] = await opened.db.select({ n: count() }).from(schema.products);
      expect(products?.n).toBe(demoCatalogue.products.length);
      const [audit] = await opened.db.select().from(schema.auditLog);
      expect(audit).toMatchObject({ action: 'catalogue.import', actor: 'command line', staffId: null });
    } finally {
      await opened.close();
    }

    // The live catalogue: what the database holds, in the file's shape.
    const live = path.join(folder, 'live.json');
    const again = await run('scripts/catalogue-export.ts', [live], dataDir);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Catalogue written to ${live}`);
    const liveFile = JSON.parse(readFileSync(live, 'utf8')) as SeedData;
    expect(liveFile.products).toHaveLength(demoCatalogue.products.length);
    expect(liveFile.locations[0]).toHaveProperty('prices');
  });

  it("exits 1 for a catalogue whose shops invoice under another NIF than the servers' issuer, 0 once VERIFACTU_ISSUER_NIF is that NIF", async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'ritmo-catalogue-cli-'));
    const dataDir = path.join(folder, 'data');
    const file = path.join(folder, 'catalogue.json');
    const catalogue = exportedFile();
    catalogue.locations = catalogue.locations.map((location) => ({ ...location, legal: { ...location.legal, vatNumber: OTHER_NIF } }));
    writeFileSync(file, JSON.stringify(catalogue));

    const refused = await run('scripts/catalogue-import.ts', [file], dataDir, { VERIFACTU_ISSUER_NIF: '' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`locations.0.legal.vatNumber: VERIFACTU_ISSUER_NIF: shop ${catalogue.locations[0]!.code} invoices as ${OTHER_NIF}`);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);

    const imported = await run('scripts/catalogue-import.ts', [file], dataDir, { VERIFACTU_ISSUER_NIF: OTHER_NIF });
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
  });
});
