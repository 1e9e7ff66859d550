import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { copyBuild, type BuildCopy } from './buildCopy';
import { registeredCustomer } from './customer';
import { recordFailureTrail, type FailureTrail } from './failureTrail';
import { launchChromium, newPhoneContext, startTestServer, trackPageErrors, type TestServer, type TestServerOptions } from './harness';
import { signedInPhone } from './shopping';

export interface E2eAppOptions {
  /** The server's options; a function when they depend on something made in an earlier beforeAll. */
  server?: TestServerOptions | (() => TestServerOptions);
  /** False for a file that brings its own browser (a persistent profile). */
  browser?: boolean;
  /** A customer registered and signed in through the real calls, with these addresses. */
  customer?: { email: string; addresses?: string[] };
  /**
   * A phone with a page whose uncaught errors are collected: signed in as the customer with its clock
   * installed at `at` (in `language`, Spanish by default), or a visitor's with the real clock.
   */
  phone?: { at: Date; language?: 'es' | 'en' } | 'visitor';
}

/** What useE2eApp started; each getter throws when its part was not asked for or has not started yet. */
export interface E2eApp {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly token: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  /** Closes `context` (one the file opened itself) with the rest, before the browser. */
  closeAtEnd(context: BrowserContext): BrowserContext;
}

function started<T>(value: T | undefined, part: string): T {
  if (value === undefined) throw new Error(`The e2e ${part} is not started: ask useE2eApp for it, and read it inside a hook or a test`);
  return value;
}

/**
 * Registers the start-up every e2e file shares (the real server on a fresh database, Chromium, a signed-in
 * customer, a phone) as beforeAll, and its ending as afterAll. The file's own hooks come after: its
 * beforeAll sees everything started, and its afterAll runs before this one closes the browser and server.
 */
export function useE2eApp(options: E2eAppOptions = {}): E2eApp {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let token: string | undefined;
  let phone: { context: BrowserContext; page: Page; errors: string[] } | undefined;
  let trail: FailureTrail | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer(typeof options.server === 'function' ? options.server() : options.server);
    if (options.customer) token = await registeredCustomer(server.url, options.customer.email, options.customer.addresses ?? []);
    if (options.browser === false) return;
    browser = await launchChromium();
    trail = recordFailureTrail(browser);
    if (options.phone === 'visitor') {
      const context = await newPhoneContext(browser);
      const page = await context.newPage();
      phone = { context, page, errors: trackPageErrors(page) };
    } else if (options.phone) {
      phone = await signedInPhone(browser, server.url, started(token, 'customer'), options.phone.at, options.phone.language);
    }
  });

  beforeEach(() => trail?.clear());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await trail?.report(task.name);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await phone?.context.close();
    await browser?.close();
    await server?.close();
  });

  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get token() {
      return started(token, 'customer');
    },
    get context() {
      return started(phone, 'phone').context;
    },
    get page() {
      return started(phone, 'phone').page;
    },
    get errors() {
      return started(phone, 'phone').errors;
    },
    closeAtEnd(context) {
      contexts.push(context);
      return context;
    },
  };
}

/**
 * useE2eApp served from a copy of the build that the file changes as a new release would (made before the
 * server starts, removed after it closes), with a phone context of the file's own, opened with no page.
 */
export function useE2eAppOnBuildCopy(): { readonly app: E2eApp; readonly build: BuildCopy; readonly context: BrowserContext } {
  let build: BuildCopy | undefined;
  beforeAll(() => {
    build = copyBuild();
  });
  afterAll(() => build?.remove());
  const app = useE2eApp({ server: () => ({ distDir: started(build, 'build copy').distDir }) });
  const phone: { context?: BrowserContext } = {};
  beforeAll(async () => {
    phone.context = app.closeAtEnd(await newPhoneContext(app.browser));
  });
  return {
    app,
    get build() {
      return started(build, 'build copy');
    },
    get context() {
      return started(phone.context, 'phone context');
    },
  };
}

/** Phones signed in as the app's customer with their clocks at `time`, each closed with the app; `errors` lists every page's uncaught errors. */
export function customerPhones(app: E2eApp, time: Date): { open(language: 'es' | 'en'): Promise<Page>; errors(): string[] } {
  const pageErrors: string[][] = [];
  return {
    async open(language) {
      const { context, page, errors } = await signedInPhone(app.browser, app.server.url, app.token, time, language);
      app.closeAtEnd(context);
      pageErrors.push(errors);
      return page;
    },
    errors: () => pageErrors.flat(),
  };
}
