import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport, resetBundleReport } from './scripts/bundleReport';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = 'http://localhost:8080';
const appVariant = process.env.VITE_APP_VARIANT === 'lf' ? 'lf' : 'default';
/** Browser-chrome colours of each build variant (the page colours live in src/app/app.css). */
const variantColours = {
  default: { theme: '#4a2c1d', background: '#f6efe6' },
  lf: { theme: '#24473d', background: '#eef4ef' },
}[appVariant];

const CORE_MODULES = new RegExp(
  [
    'src/app/ui/(Icon|Skeleton|EmptyState|UnavailableState|BackLink|ProductCard|Price|StarRating|useCommonTranslation)\\.tsx?$',
    'src/app/screens/ScreenFallback\\.tsx$',
    'src/api/client\\.ts$',
    'src/api/contract/(common|catalogue|geo|locations|content|home|logs|paths|referenceEndpoints|statuses)\\.ts$',
    'src/data/(db|locationStore|logging|online|runtime|sync/[a-z]+)\\.ts$',
    'src/domain/(constants|freshness|language|money)\\.ts$',
    'src/i18n/index\\.ts$',
  ].join('|'),
);

export default defineConfig({
  base: './',
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
  },
  plugins: [
    resetBundleReport(),
    bundleReport(),
    react(),
    {
      // The colour theme must be right in the first paint, before any script runs.
      name: 'app-variant-attribute',
      transformIndexHtml: (html) =>
        html.replace('%APP_VARIANT%', appVariant).replace('%THEME_COLOUR%', variantColours.theme),
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
        globIgnores: ['**/html2canvas*', '**/purify*', '**/dompurify*', '**/canvg*'],
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
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // Browsers that run ES2022 modules preload them natively; the polyfill only adds bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One named, long-cached chunk for the framework every screen needs. jsPDF, qrcode and dayjs stay out:
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
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|dexie|dexie-react-hooks|i18next|react-i18next|valibot|ofetch|destr|ufo)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
