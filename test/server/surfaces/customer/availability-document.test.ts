import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../../../src/data/bootDataShape';
import { backends } from '../../harness';
import { availabilityBed, staffCall, type AvailabilityBed } from '../../support/availabilityBed';

const DIST_DIR = path.resolve('dist');

function bootOf(html: string): BootData {
  const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in the document');
  return JSON.parse(json) as BootData;
}

describe('the app document follows the shop’s availability', () => {
  let bed: AvailabilityBed;
  const get = (headers: Record<string, string> = {}) => bed.app.request('/', { headers: { Cookie: 'location=va01', ...headers } });

  beforeAll(async () => {
    if (!existsSync(path.join(`${DIST_DIR}-ssr`, 'renderApp.js'))) throw new Error('dist-ssr/ is missing: run `npm run build` first (npm test does)');
    bed = await availabilityBed(backends[0]!, undefined, DIST_DIR);
  });
  afterAll(async () => {
    await bed?.fresh.dispose();
  });

  it('embeds the availability it rendered with, and renders again when it changes', async () => {
    const first = await get();
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    expect(bootOf(await first.text()).availability).toMatchObject({ shop: 'va01', soldOut: [], controls: { pausedOpenEnded: false } });
    expect((await get({ 'If-None-Match': etag })).status).toBe(304);

    await staffCall(bed.app, bed.barista, 'pause', { shop: 'va01', choice: 'undone' });
    const changed = await get({ 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(bootOf(await changed.text()).availability?.controls).toMatchObject({ pausedOpenEnded: true });

    // Another shop's change leaves this shop's document as it is.
    const again = changed.headers.get('ETag')!;
    await staffCall(bed.app, bed.otherBarista, 'pause', { shop: 'va02', choice: '15min' });
    expect((await get({ 'If-None-Match': again })).status).toBe(304);
  });
});
