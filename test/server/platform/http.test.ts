import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguageTags } from '../../../server/platform/http/language';
import { ephemeralConfig } from '../../../server/platform/config/config';
import { createApp } from '../../../server/app';
import { CSP_DIRECTIVES, contentSecurityPolicy, cspDirectivesFor } from '../../../server/platform/http/securityHeaders';
import { backends, memoryLogger, seededApp, type TestApp } from '../harness';

const backend = backends[0]!;

function makeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'ritmo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ritmo</title>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dist;
}

describe('HTTP behaviour', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await seededApp(backend, dist);
  });
  afterAll(async () => {
    await t.fresh.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('compression', () => {
    it('compresses API answers for clients that accept gzip, and revalidates them with a weak ETag', async () => {
      const response = await t.app.request('/api/customer/va01/home-wapp', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      const etag = response.headers.get('ETag')!;
      const body = (await new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).json()) as { wasOk: boolean };
      expect(body.wasOk).toBe(true);
      const again = await t.app.request('/api/customer/va01/home-wapp', {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
    });

    it('serves a precompressed build file when one exists beside it', async () => {
      writeFileSync(path.join(dist, 'assets', 'big-def456.js'), 'x'.repeat(5000));
      writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), 'brotli-bytes');
      const response = await t.app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(response.headers.get('Content-Encoding')).toBe('br');
      expect(await response.text()).toBe('brotli-bytes');
    });
  });

  describe('ETags', () => {
    it('gives every GET answer a strong ETag, no-cache and Vary on the language headers', async () => {
      const response = await t.app.request('/api/customer/locations');
      expect(response.headers.get('ETag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Vary')).toMatch(/^X-Language, Accept-Language(, Accept-Encoding)?$/);
    });

    it('answers 304 without a body when If-None-Match matches', async () => {
      const first = await t.app.request('/api/customer/recipes');
      const etag = first.headers.get('ETag')!;
      const again = await t.app.request('/api/customer/recipes', { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      const weakForm = await t.app.request('/api/customer/recipes', { headers: { 'If-None-Match': `"other", W/${etag}` } });
      expect(weakForm.status).toBe(304);
    });

    it('keeps the ETag stable while data does not change, and distinct per language', async () => {
      const es1 = await t.app.request('/api/customer/va01/home-wapp');
      const es2 = await t.app.request('/api/customer/va01/home-wapp');
      const en = await t.app.request('/api/customer/va01/home-wapp', { headers: { 'X-Language': 'en' } });
      expect(es1.headers.get('ETag')).toBe(es2.headers.get('ETag'));
      expect(en.headers.get('ETag')).not.toBe(es1.headers.get('ETag'));
      const stale = await t.app.request('/api/customer/va01/home-wapp', { headers: { 'If-None-Match': '"old"' } });
      expect(stale.status).toBe(200);
    });
  });

  describe('security headers', () => {
    it('sends the CSP and the other headers on API answers, errors and static files', async () => {
      for (const url of ['/api/customer/locations', '/api/nothing', '/', '/missing.txt']) {
        const response = await t.app.request(url);
        expect(response.headers.get('Content-Security-Policy'), url).toBe(contentSecurityPolicy(cspDirectivesFor(ephemeralConfig().payments)));
        expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(response.headers.get('Referrer-Policy')).toBeTruthy();
        expect(response.headers.get('Permissions-Policy')).toBeTruthy();
        expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      }
    });

    it('sends Strict-Transport-Security when PUBLIC_URL is https, and not when it is http', async () => {
      const appAt = (publicUrl: string) =>
        createApp({ db: t.fresh.opened.db, logger: memoryLogger().logger, config: ephemeralConfig({ publicUrl }), distDir: dist });
      const secure = appAt('https://shop.example');
      for (const url of ['/api/customer/locations', '/api/nothing', '/', '/missing.txt']) {
        expect((await secure.request(url)).headers.get('Strict-Transport-Security'), url).toBe('max-age=31536000; includeSubDomains');
      }
      const plain = appAt('http://shop.example');
      for (const url of ['/api/customer/locations', '/']) {
        expect((await plain.request(url)).headers.get('Strict-Transport-Security'), url).toBeNull();
      }
      expect((await t.app.request('/')).headers.get('Strict-Transport-Security')).toBeNull();
    });

    it('allows only the origin itself, and no framing', () => {
      const csp = contentSecurityPolicy();
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(
        Object.values(CSP_DIRECTIVES)
          .flat()
          .some((source) => source.startsWith('http')),
      ).toBe(false);
    });
  });

  describe('static app', () => {
    it('serves index.html and sw.js revalidated, hashed assets immutable', async () => {
      const index = await t.app.request('/');
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('<title>Ritmo</title>');
      expect(index.headers.get('Cache-Control')).toBe('no-cache');
      const sw = await t.app.request('/sw.js');
      expect(sw.headers.get('Cache-Control')).toBe('no-cache');
      const asset = await t.app.request('/assets/index-abc123.js');
      expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    });

    it('answers 404 for files that do not exist and refuses to leave the folder', async () => {
      expect((await t.app.request('/nope.js')).status).toBe(404);
      expect((await t.app.request('/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });
  });

  describe('Accept-Language parsing', () => {
    it('orders tags by weight and drops refused ones', () => {
      expect(acceptedLanguageTags('fr;q=0.9, en-GB, es;q=0')).toEqual(['en-GB', 'fr']);
      expect(acceptedLanguageTags('')).toEqual([]);
    });
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the JSON envelope and are logged, never leaking details', async () => {
    const t = await seededApp(backend);
    // A fault of our own code, not of the database: the handle breaks on use.
    const broken = new Proxy(t.fresh.opened.db, {
      get(target, property, receiver) {
        if (property === 'select')
          return () => {
            throw new TypeError("Cannot read properties of undefined (reading 'secret')");
          };
        return Reflect.get(target, property, receiver);
      },
    });
    const { logger, lines } = memoryLogger();
    const app = createApp({ db: broken, logger });
    try {
      const response = await app.request('/api/customer/locations');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        wasOk: false,
        error: { code: 'internal_error', message: 'Internal error, try again in a few minutes.' },
      });
      const logged = lines().find((line) => line.msg === 'Unhandled error');
      expect(logged).toMatchObject({ level: 50, path: '/api/customer/locations' });
    } finally {
      await t.fresh.dispose();
    }
  });

  it('a database that cannot serve answers 503 with Retry-After, and readiness says so', async () => {
    const t = await seededApp(backend);
    await t.fresh.opened.close(); // every query now fails
    try {
      const response = await t.app.request('/api/customer/locations');
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({ wasOk: false, error: { code: 'service_unavailable' } });
      expect((await t.app.request('/api/ready')).status).toBe(503);
    } finally {
      await t.fresh.dispose();
    }
  });

  it('HEAD requests get the headers of GET without a body', async () => {
    const t = await seededApp(backend);
    try {
      const response = await t.app.request('/api/customer/common/provinces', { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('ETag')).toBeTruthy();
      expect(await response.text()).toBe('');
    } finally {
      await t.fresh.dispose();
    }
  });
});
