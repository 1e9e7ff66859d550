import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../../src/api/contract';
import { useE2eApp } from '../fixture';
import { apiGet, newPhoneContext } from '../harness';

/**
 * The first paint is styled by the rules inlined in the document's head alone: the whole stylesheets are
 * linked at the end of the body and load after it. Each server-rendered page is screenshot without
 * scripts, once with only its inline rules (the stylesheet requests refused) and once with everything; the
 * two must be the same picture, at a phone's width and the whole page's height.
 */
describe('the rendered pages paint styled before their stylesheets load', () => {
  const app = useE2eApp();
  let slugs: Record<'es' | 'en', string>;

  beforeAll(async () => {
    const slugOf = async (language: 'es' | 'en') => (await apiGet<HomeData>(app.server.url, '/customer/va01/home-wapp', language)).products[0]!.items[0]!.slug;
    slugs = { es: await slugOf('es'), en: await slugOf('en') };
  });

  async function screenshot(context: BrowserContext, path: string, withStylesheets: boolean): Promise<{ png: Buffer; sheets: number }> {
    const page = await context.newPage();
    let sheets = 0;
    await page.route('**/assets/*.css', (route) => {
      sheets += 1;
      return withStylesheets ? route.continue() : route.abort();
    });
    await page.goto(`${app.server.url}${path}`, { waitUntil: 'load' });
    const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
    await page.close();
    return { png, sheets };
  }

  for (const [locale, language] of [
    ['es-ES', 'es'],
    ['en-GB', 'en'],
  ] as const) {
    for (const [name, path] of [
      ['the catalogue', () => '/'],
      ['a shared product', () => `/va01/p/${slugs[language]}`],
    ] as const) {
      it(`${name} in ${language}: the inline rules paint what the whole stylesheets paint`, async () => {
        const context = await newPhoneContext(app.browser, locale, { javaScriptEnabled: false });
        await context.addCookies([{ name: 'culture', value: language, url: app.server.url }]);
        const critical = await screenshot(context, path(), false);
        const full = await screenshot(context, path(), true);
        await context.close();
        expect(full.sheets).toBeGreaterThan(0);
        const [a, b] = await Promise.all([critical.png, full.png].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
        expect({ width: a!.info.width, height: a!.info.height }).toEqual({ width: b!.info.width, height: b!.info.height });
        let differing = 0;
        for (let at = 0; at < a!.data.length; at += 4) if (a!.data.readUInt32BE(at) !== b!.data.readUInt32BE(at)) differing += 1;
        expect(differing).toBe(0);
      });
    }
  }
});
