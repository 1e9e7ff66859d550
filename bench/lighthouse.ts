import type { HomeData } from '../src/api/contract';
import { findProduct } from '../src/domain/catalogue/catalogue';
import { apiGet } from '../test/e2e/harness';
import { firstRows } from './baselines/catalogueRows';
import { startBaselines } from './baselines/startBaselines';
import { lighthouseFindings } from './lib/lighthouseFindings';
import { PageRuns, type BenchPage, type RunFigures } from './lib/lighthouseRuns';
import { formatTable, ratioText, tableRow, toLimit } from './lib/lighthouseTable';
import { printResult, writeResult, type BenchResult, type Figure } from './lib/report';
import { startBenchServer } from './lib/server';
import { homeWithPhotos, uploadProductPhotos, type PhotoWish } from './lib/uploadPhotos';

const RUNS = 3;
/**
 * How far each of our pages may be from the plain-HTML page of its content (the limit): the catalogue's LCP
 * 10 % and its FCP 20 %, a shared product link's LCP 15 %, a product opened by its hash link 30 % of the
 * product's limit.
 */
const OVER_LIMIT = { catalogueLcp: 1.1, catalogueFcp: 1.2, sharedLcp: 1.15, hashLinkLcp: 1.3 };
const TBT_MS = 50;

interface Targets {
  score?: number;
  lcpMs?: number;
  fcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

/** Medians as figures; with `limit` (our pages), each note gives the figure's ratio to the limit. */
function pageFigures(name: string, medians: RunFigures, targets: Targets = {}, limit?: RunFigures): Figure[] {
  const note = (key: keyof RunFigures) => (limit ? { note: ratioText(toLimit(medians[key], limit[key])) } : {});
  const target = (bound: { max?: number; min?: number }) => (Object.values(bound).some((value) => value !== undefined) ? { target: bound } : {});
  return [
    { label: `${name}: performance score (median of ${RUNS})`, value: medians.score, unit: '', ...target({ min: targets.score }), ...note('score') },
    { label: `${name}: LCP`, value: medians.lcp / 1000, unit: 's', ...target({ max: targets.lcpMs && Math.round(targets.lcpMs) / 1000 }), ...note('lcp') },
    { label: `${name}: FCP`, value: medians.fcp / 1000, unit: 's', ...target({ max: targets.fcpMs && Math.round(targets.fcpMs) / 1000 }), ...note('fcp') },
    { label: `${name}: TBT`, value: medians.tbt, unit: 'ms', ...target({ max: targets.tbtMs }), ...note('tbt') },
    { label: `${name}: CLS`, value: medians.cls, unit: '', ...target({ max: targets.cls }), ...note('cls') },
    { label: `${name}: total transfer (total-byte-weight)`, value: medians.bytes / 1024, unit: 'KiB' },
  ];
}

/**
 * The photos the pages show first, as the back office uploads them: one for each product of the catalogue's
 * first rows, two (a gallery) for the product the product pages open.
 */
function photoWishes(home: HomeData, openedCode: string): PhotoWish[] {
  const codes = new Set([openedCode, ...firstRows(home).flatMap((group) => group.items.map((product) => product.productCode))]);
  return [...codes].map((productCode) => ({ productCode, photos: productCode === openedCode ? 2 : 1 }));
}

export async function run(): Promise<BenchResult> {
  const server = await startBenchServer();
  try {
    const seeded = await apiGet<HomeData>(server.url, '/customer/va01/home-wapp');
    const opened = seeded.products[0]!.items[0]!;
    const wishes = photoWishes(seeded, opened.productCode);
    console.log(`  uploading ${wishes.reduce((sum, wish) => sum + wish.photos, 0)} phone photos to ${wishes.length} products`);
    await uploadProductPhotos(server.url, wishes);
    const home = await homeWithPhotos(server.url, wishes);
    const product = findProduct(home, opened.productCode)!;
    const baselines = await startBaselines(server.url, home, product);
    try {
      const pages: BenchPage[] = [
        { name: 'Plain HTML (the limit)', file: 'plain-html', url: baselines.plainUrl },
        { name: 'Bare React shell', file: 'react-shell', url: baselines.reactShellUrl },
        { name: 'Catalogue /#/', file: 'catalogue', url: `${server.url}/#/` },
        { name: 'Product deep link', file: 'product', url: `${server.url}/#/va01/product/${product.slug}` },
        { name: 'Plain HTML of the product (its limit)', file: 'plain-product', url: baselines.plainProductUrl },
        { name: 'Shared product link /va01/p/…', file: 'shared-product', url: `${server.url}/va01/p/${product.slug}` },
      ];
      const measured = pages.map((page) => new PageRuns(page));
      // Runs interleaved page by page: a load change on the shared machine hits every page alike.
      for (let index = 1; index <= RUNS; index += 1) {
        for (const page of measured) console.log(`  lighthouse ${page.page.name} run ${index}/${RUNS}: ${JSON.stringify(await page.measure())}`);
      }
      const [plain, reactShell, catalogue, productPage, plainProduct, sharedProduct] = measured as [PageRuns, PageRuns, PageRuns, PageRuns, PageRuns, PageRuns];
      const limit = plain.medians();
      const productLimit = plainProduct.medians();
      // Each of our pages against the plain-HTML page of the same content.
      const ours: Array<{ runs: PageRuns; targets: Targets; limit: RunFigures }> = [
        {
          runs: catalogue,
          targets: { score: 95, lcpMs: OVER_LIMIT.catalogueLcp * limit.lcp, fcpMs: OVER_LIMIT.catalogueFcp * limit.fcp, tbtMs: TBT_MS, cls: 0 },
          limit,
        },
        { runs: productPage, targets: { score: 90, lcpMs: OVER_LIMIT.hashLinkLcp * productLimit.lcp, tbtMs: TBT_MS, cls: 0 }, limit: productLimit },
        { runs: sharedProduct, targets: { lcpMs: OVER_LIMIT.sharedLcp * productLimit.lcp, tbtMs: TBT_MS, cls: 0 }, limit: productLimit },
      ];
      const baselinePages = [plain, reactShell, plainProduct];
      const figures = baselinePages.flatMap((page) => pageFigures(page.page.name, page.medians()));
      const findings: string[] = [];
      for (const page of baselinePages) page.keepTypical();
      for (const { runs, targets, limit: pageLimit } of ours) {
        const pageFigureList = pageFigures(runs.page.name, runs.medians(), targets, pageLimit);
        figures.push(...pageFigureList);
        findings.push(...lighthouseFindings(runs.page.name, runs.keepTypical(), pageFigureList));
      }
      const table = baselinePages
        .map((page) => tableRow(page.page, page.medians()))
        .concat(ours.map(({ runs, limit: pageLimit }) => tableRow(runs.page, runs.medians(), pageLimit)));
      console.log(`\n  Medians of ${RUNS} (our pages: ratio to the plain-HTML limit of the same content in brackets)\n${formatTable(table)}`);
      const result: BenchResult = {
        name: `Lighthouse 12 (mobile preset, simulated throttling; median of ${RUNS} runs, fresh profile each) against two baselines: plain HTML (the limit) and a bare React shell`,
        figures,
        findings,
        details: {
          table,
          targets: `LCP over the plain-HTML limit of the same content: catalogue ${OVER_LIMIT.catalogueLcp}× (FCP ${OVER_LIMIT.catalogueFcp}×), shared product ${OVER_LIMIT.sharedLcp}×, product by hash link ${OVER_LIMIT.hashLinkLcp}× the product's; TBT ≤ ${TBT_MS} ms; CLS 0`,
          runs: Object.fromEntries(measured.map((page) => [page.page.name, page.runs])),
        },
      };
      writeResult('lighthouse', result);
      return result;
    } finally {
      await baselines.close();
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printResult(await run());
