import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eAppOnBuildCopy } from '../fixture';
import { trackPageErrors, waitForServiceWorker } from '../harness';

type Probe = { __registered?: boolean; __sameDocument?: boolean };

/** Before any script of the page: notes when the app's own register() has settled (its update checks start then). */
const REGISTRATION_PROBE = () => {
  const container = ServiceWorkerContainer.prototype;
  const register = container.register;
  container.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
    const registering = register.apply(this, args);
    void registering.then(() => ((window as unknown as Probe).__registered = true));
    return registering;
  };
};

/** The second build's worker says which build it is; the first one never answers. */
const BUILD_2 = `self.addEventListener('message', (event) => { if (event.data === 'build?') event.ports[0].postMessage('build 2'); });`;

function askControllerBuild(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const controller = navigator.serviceWorker.controller;
    if (!controller) return 'no controller';
    return new Promise<string>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(String(event.data));
      controller.postMessage('build?', [channel.port2]);
    });
  });
}

describe('a new version while the app is open', () => {
  const release = useE2eAppOnBuildCopy();

  beforeAll(async () => {
    // Real-speed time that the test can move on: the checks wait a minute after the start.
    await release.context.clock.install();
  });

  it('is offered on coming back to the app, without a relaunch, and reloads onto the new worker', async () => {
    const page = await release.context.newPage();
    const errors = trackPageErrors(page);
    await page.addInitScript(REGISTRATION_PROBE);
    await page.goto(`${release.app.server.url}/#/`);
    await waitForServiceWorker(page);
    await page.waitForFunction(() => (window as unknown as Probe).__registered === true, undefined, { timeout: 30_000 });
    await page.evaluate(() => ((window as unknown as Probe).__sameDocument = true));

    release.build.deployChange('sw.js', BUILD_2);
    // Past the minimum gap after the start, far short of the hourly check: only the focus can find it.
    await page.clock.fastForward('02:00');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await page.getByTestId('update-prompt').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as Probe).__sameDocument)).toBe(true);

    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByTestId('update-reload').click()]);
    expect(await page.evaluate(() => (window as unknown as Probe).__sameDocument)).toBeUndefined();
    expect(await askControllerBuild(page)).toBe('build 2');
    expect(errors).toEqual([]);
    await page.close();
  });
});
