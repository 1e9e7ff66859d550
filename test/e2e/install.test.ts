import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPhoneContext, startTestServer, waitForServiceWorker, type TestServer } from './harness';

// Chromium offers to install a PWA only when its own installability checks pass; ask it directly.
describe('installable app', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has a manifest with regular and maskable icons that Chromium accepts', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/#/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { icons: { sizes: string; purpose?: string }[]; display: string };
    expect(parsed.display).toBe('standalone');
    expect(parsed.icons.some((icon) => icon.sizes === '512x512' && icon.purpose?.includes('maskable'))).toBe(true);
    expect(parsed.icons.some((icon) => icon.sizes === '192x192')).toBe(true);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installability.installabilityErrors).toEqual([]);
    await context.close();
  });

  it('answers unknown routes inside the app, never with a blank page', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/#/user/invoices`);
    await page.getByTestId('bottom-nav').waitFor();
    expect((await page.locator('main').textContent())?.trim().length).toBeGreaterThan(10);
    await context.close();
  });
});
