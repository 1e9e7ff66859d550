import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2eApp } from '../fixture';
import { launchPersistentPhone, waitForServiceWorker } from '../harness';

// Chromium offers to install a PWA only when its own installability checks pass; ask it directly.
describe('installable app', () => {
  const app = useE2eApp({ browser: false });
  let phone: Awaited<ReturnType<typeof launchPersistentPhone>>;

  beforeAll(async () => {
    phone = await launchPersistentPhone();
  });
  afterAll(() => phone?.close());

  it('has a manifest with regular and maskable icons, and Chromium finds it installable', async () => {
    const page = await phone.context.newPage();
    await page.goto(`${app.server.url}/#/`);
    await waitForServiceWorker(page);
    const cdp = await phone.context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { icons: { sizes: string; purpose?: string }[]; display: string };
    expect(parsed.display).toBe('standalone');
    expect(parsed.icons.some((icon) => icon.sizes === '512x512' && icon.purpose?.includes('maskable'))).toBe(true);
    expect(parsed.icons.some((icon) => icon.sizes === '192x192')).toBe(true);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installability.installabilityErrors).toEqual([]);
    await page.close();
  });

  it('answers an unknown address inside the app frame, never a blank page', async () => {
    const page = await phone.context.newPage();
    await page.goto(`${app.server.url}/#/no/such/screen`);
    await page.getByTestId('bottom-nav').waitFor();
    expect((await page.locator('main').textContent())?.trim().length).toBeGreaterThan(10);
    await page.close();
  });
});
