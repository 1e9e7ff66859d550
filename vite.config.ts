import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport, resetBundleReport } from './scripts/bundleReport';
import { counterWorker } from './scripts/counterWorker';
import { surfaceChunks, surfaceFiles, surfaceInputs } from './scripts/surfaces';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = 'http://localhost:8080';
const appVariant = process.env.VITE_APP_VARIANT === 'lf' ? 'lf' : 'default';
/** Browser-chrome colours of each build variant (the page colours live in src/ui/theme.css). */
const variantColours = {
  default: { theme: '#4a2c1d', background: '#f6efe6' },
  lf: { theme: '#24473d', background: '#eef4ef' },
}[appVariant];

const CORE_MODULES = new RegExp(
  [
    'src/ui/(screenName|Icon|Skeleton|EmptyState|UnavailableState|ProductCard|Price|StarRating|useCommonTranslation|ScreenFallback)\\.tsx?$',
    'src/api/client\\.ts$',
    'src/api/contract/(common|paths|statuses|customer/(catalogue|geo|locations|content|home|logs|referenceEndpoints))\\.ts$',
    'src/data/(databaseRegistry|openDatabase|useStoredQuery|locationStore|logging|online|runtime|sync/[a-z]+|bootData|documentVariant|hooks|startup|session|sessionToken|withTimeout|whenIdle|outbox/notices|cart/badgeCount)\\.ts$',
    'src/customer/shared/(hooks|currentLocation)\\.tsx?$',
    'src/ui/alerts/AlertContext\\.tsx?$',
    // The worker's registration and update prompt: every first load asks for them at its start.
    'src/ui/updates/(UpdatePrompt|serviceWorkerRegistration)\\.tsx?$',
    'src/domain/(constants|schedule/freshness|text/language|pricing/money|catalogue/(catalogue|locations|slug))\\.ts$',
    'src/i18n/index\\.ts$',
    // The schemas' library with the contract that uses it: in the framework chunk, the order the other surfaces'
    // entries gave its modules cost that chunk 150 bytes of gzip.
    'node_modules/valibot/',
  ].join('|'),
);

const define = { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) };

/**
 * `vite build --ssr` builds the server's renderer of the first screen (src/customer/ssr/renderApp.tsx) into
 * dist-ssr/: the same components, without the service worker, the bundle report or chunk groups.
 */
const ssrConfig = {
  define,
  plugins: [react()],
  build: { outDir: 'dist-ssr', target: 'node20', emptyOutDir: true, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrConfig
    : {
        base: './',
        define,
        plugins: [
          resetBundleReport(),
          bundleReport(),
          surfaceChunks(),
          // The service workers' scope rules are written where the counter's is built (scripts/counterWorker.ts).
          counterWorker({ define }),
          react(),
          {
            // The colour theme must be right in the first paint, before any script runs.
            name: 'app-variant-attribute',
            transformIndexHtml: (html) => html.replace('%APP_VARIANT%', appVariant).replace('%THEME_COLOUR%', variantColours.theme),
          },
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            injectRegister: false,
            includeManifestIcons: false,
            registerType: 'prompt',
            manifest: {
              name: 'Ritmo Café',
              short_name: 'Ritmo',
              description: 'Pide tu café para recoger en tienda o recíbelo en casa.',
              start_url: './',
              scope: './',
              display: 'standalone',
              orientation: 'portrait',
              theme_color: variantColours.theme,
              background_color: variantColours.background,
              lang: 'es',
              categories: ['food'],
              icons: [
                { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
                { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
                { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            injectManifest: {
              // The plugin adds manifest.webmanifest itself; the icons come with the png glob.
              globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
              // jsPDF's optional renderers are never used by the app: keep them out of the precache.
              // The counter's scanner (jsQR) is the counter's own: its worker precaches it.
              globIgnores: ['**/html2canvas*', '**/purify*', '**/dompurify*', '**/canvg*', '**/jsQR-*', 'counter/**', 'manage/**'],
              // The customer's precache holds none of the other surfaces' own files (chunks shared with them stay).
              manifestTransforms: [
                (entries) => {
                  const notCustomers = new Set(surfaceFiles().notCustomers);
                  return { manifest: entries.filter((entry) => !notCustomers.has(entry.url)), warnings: [] };
                },
              ],
            },
            devOptions: { enabled: false },
          }),
        ],
        worker: {
          format: 'es',
          plugins: () => [bundleReport()],
          // jsPDF's html()/svg renderers (lazy imports) are never used: left unbundled, so no chunk is emitted.
          rolldownOptions: { external: ['html2canvas', 'dompurify', 'canvg'] },
        },
        resolve: {
          alias: { 'use-sync-external-store/shim': new URL('./scripts/shims/useSyncExternalStoreShim.ts', import.meta.url).pathname },
        },
        build: {
          outDir: 'dist',
          // The server reads it to list the first load's chunks in the rendered document (server/document).
          manifest: true,
          target: 'es2022',
          sourcemap: false,
          // No preloading wrapper around dynamic imports: the rendered document lists the first load's chunks
          // (server/surfaces/customer/document/firstLoadChunks.ts) and the service worker serves later screens' chunks from its
          // precache; the wrappers and their dependency lists cost bytes in every chunk with a lazy import.
          modulePreload: false,
          rolldownOptions: {
            // Each audience its own page and entry: the customer's at `/`, the counter's at /counter/, the back office's at /manage/.
            input: surfaceInputs(import.meta.dirname),
            output: {
              codeSplitting: {
                // One named, long-cached chunk for the framework every screen needs. jsPDF and qrcode stay out:
                // they load only with the features (and workers) that use them.
                groups: [
                  {
                    // What every first load needs besides the framework (the catalogue's building blocks, the API
                    // client with the reference calls, Dexie, sync, i18n) in one file: left to automatic splitting
                    // it arrives as several small chunks that gzip worse and cost a round trip each. The sign-in and
                    // customer schemas (contract/account, orders, customerEndpoints) stay out: they load on first use.
                    name: 'core',
                    priority: 1,
                    test: (id: string) => CORE_MODULES.test(id.replace(/\\/g, '/')),
                  },
                  {
                    // Vite's dynamic-import helper and the document's ids: the entry's only imports, so they must not
                    // sit in a chunk that imports the framework (that chunk would be evaluated before the first paint).
                    name: 'preload-helper',
                    priority: 3,
                    test: /vite\/preload-helper|src[\\/]data[\\/]document[\\/]documentIds/,
                  },
                  // The framework in three chunks, the two that take long to evaluate (React DOM, Dexie) each in a
                  // task of its own (src/customer/start.ts): one 135 KB chunk was a 250–290 ms task on a 4× slower phone.
                  // Dexie, with the app's database module (src/data/db.ts, a chunk of its own), loads after a
                  // server-rendered first screen is interactive (src/data/openDatabase.ts).
                  // The light rest stays together (smaller gzip than apart).
                  ...[
                    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                    { name: 'dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/ },
                    { name: 'framework', test: /node_modules[\\/](react-router|react-router-dom|i18next|react-i18next)[\\/]/ },
                  ].map((group) => ({ ...group, priority: 2 })),
                ],
              },
            },
          },
        },
        server: {
          // Only the API's paths go to the API: /counter/ and /manage/ are this dev server's pages (their index.html).
          proxy: {
            '/api': apiTarget,
            '/media': apiTarget,
          },
        },
      },
);
