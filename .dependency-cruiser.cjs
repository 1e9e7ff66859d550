/**
 * The layout's rules (docs/developing/layout.md), checked in `npm test` (npm run boundaries).
 *
 * The app: three surfaces, one per audience (src/customer, src/counter, src/manage), none importing
 * another; what they share lives once below them (src/ui, src/data, src/i18n, src/api, src/domain), and
 * the shared rules (src/domain, src/api/contract) stay free of the DOM's, Node's and the server's modules.
 *
 * The server: platform (database, configuration, HTTP helpers, queues, live events, logs, the admin
 * socket) → modules by subject, which know nothing of routes → surfaces (customer, counter, manage,
 * operator), each a set of routes behind one guard → the composition root (the files directly in
 * server/: main, start, app), which wires everything and which nothing imports.
 */

/** The platform's folders, bottom to top: each one imports only those before it. */
const PLATFORM = ['db', 'config', 'http', 'queues', 'live', 'logs', 'admin'];

/**
 * The modules in the order they may import each other: each one imports only those listed before it. Two
 * modules that import each other cannot be understood, tested or changed one at a time, and a circle
 * through three is the same knot; a total order rules out both. An import against the order means a piece
 * sits in the wrong module: it belongs in the lower one. A nested entry (catalogue/art) is a module of its
 * own inside its subject's folder: the most specific entry names a file's place.
 */
const MODULES = [
  'audit', // who changed what in the back office, the command line or an operator key: written beside each change
  'catalogue/art', // generated artwork of products, recipes and pages
  'retention', // the purge of expired records
  'notifications/push', // web push subscriptions and sending
  'geo', // places and transport prices
  'people/addresses', // customers' delivery addresses
  'fiscal/fiscalDetails', // customers' fiscal details
  'loyalty/summary', // the ritmitos ledger
  'notifications/mail', // the mail queue, the mailer and the messages that need no order
  'availability', // sold out, pause, extra wait, slot capacity and live stock of each shop, and their live feed
  'catalogue', // products, categories, locations, the home data and the catalogue's import
  'content', // pages and recipes
  'catalogue/reviews',
  'payments', // the Redsys gateway, card forms, refunds
  'fiscal/verifactu', // the chained records and their sending to the tax agency
  'loyalty/referrals',
  'people/signIn', // sign-in codes, sessions, social sign-in, staff tokens
  'people/account',
  'people/staff',
  'orders',
  'people/account/exportAccount', // the customer's data to take with them: reads orders, invoices, the ledger
  'fulfilment', // the board's operations on orders: status moves, hand-over, cancel and refund, the demo kitchen
  'shops', // the back office's shops: their identity, legal entity, board thresholds and opening hours
  'closes', // the shop's day's close: its figures, the orders not collected, its PDF, the owners' mail and the automatic close
  'fiscal/vatBook', // the VAT book (issued invoices) and form 303's figures, streamed from the invoices
  'notifications/mailSending', // renders queued mail (receipts read the order) and sends it
  'operator', // the shop's own systems' keys, orders and catalogue calls
  'notifications/webhooks', // subscriptions of operator keys and the signed delivery queue
  'support', // the back office's customer support: finding a customer, their file, ritmitos adjustments, invoices resent
  'reports', // the back office's sales figures and the loyalty owed, read from invoices and the ritmitos ledger
];

const SURFACES = ['customer', 'counter', 'manage', 'operator'];

const modulePath = (entry) => `^server/modules/${entry}(/|\\.ts$)`;
const platformPath = (entry) => `^server/platform/${entry}(/|\\.ts$)`;
const anyOf = (paths) => paths.join('|');

/** One forbidden import: from the modules `from` matches to those `to` matches. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** Rules that keep `order` a one-way order: an entry imports only itself and those before it. */
const orderRules = (kind, order, pathOf) =>
  order.slice(0, -1).map((entry, index) => {
    const nested = order.filter((other) => other.startsWith(`${entry}/`)).map(pathOf);
    return forbid(
      `server-${kind}-order-${entry.replace(/\//g, '-')}`,
      `server/${kind}/${entry} imports only the ${kind} listed before it (.dependency-cruiser.cjs), so they never import in a circle.`,
      nested.length ? { path: pathOf(entry), pathNot: anyOf(nested) } : { path: pathOf(entry) },
      { path: anyOf(order.slice(index + 1).map(pathOf)), pathNot: anyOf(order.slice(0, index + 1).map(pathOf)) },
    );
  });

const APP_SURFACES = ['customer', 'counter', 'manage'];

module.exports = {
  forbidden: [
    ...APP_SURFACES.map((surface) =>
      forbid(
        `app-surface-${surface}-alone`,
        `src/${surface} is one audience's app: it never imports another surface (what they share goes to src/ui, src/data, src/api or src/domain).`,
        { path: `^src/${surface}/` },
        { path: `^src/(${APP_SURFACES.filter((other) => other !== surface).join('|')})/` },
      ),
    ),
    forbid(
      'feature-to-feature',
      'A customer feature never imports another feature: what several share goes to src/customer/shared, src/ui or src/data.',
      { path: '^src/customer/features/([^/]+)/' },
      { path: '^src/customer/features/([^/]+)/', pathNot: '^src/customer/features/$1/' },
    ),
    forbid(
      'app-is-composition-only',
      "src/customer/app composes the customer's app (routes, providers, the shell): only the entry files and the server renderer start from it.",
      { pathNot: '^src/customer/(app/|main\\.tsx$|boot\\.tsx$|ssr/)' },
      { path: '^src/customer/app/' },
    ),
    forbid(
      'shared-to-features',
      'src/customer/shared and src/ui serve screens; they never import a feature or an app.',
      { path: '^src/(customer/shared|ui)/' },
      { path: '^src/customer/(app|features)/' },
    ),
    forbid(
      'common-layers-know-no-surface',
      'src/ui, src/data, src/api and src/i18n serve every surface: they never import one, so no surface drags another into its bundle.',
      { path: '^src/(ui|data|api|i18n)/' },
      { path: '^src/(customer|counter|manage)/' },
    ),
    forbid(
      'data-to-screens',
      'src/data (the offline layer) serves screens; it never imports a surface or src/ui.',
      { path: '^src/data/' },
      { path: '^src/(customer|counter|manage|ui)/' },
    ),
    forbid(
      'shared-rules-stay-pure',
      'src/domain and src/api/contract run in the page, the workers and the server: no app, data, server or Node modules.',
      { path: '^src/(domain|api/contract)/' },
      { path: '^(server|workers|sw|src/(customer|counter|manage|data|ui|i18n))/' },
    ),
    forbid(
      'shared-rules-no-node',
      'src/domain and src/api/contract never import Node built-ins.',
      { path: '^src/(domain|api/contract)/' },
      { dependencyTypes: ['core'] },
    ),
    forbid('app-code-not-server', 'Code that ships to the browser never imports the server.', { path: '^(src|workers|sw)/' }, { path: '^server/' }),
    forbid(
      'server-folder-placed',
      'Every server file has a place: server/platform/<PLATFORM>, server/modules/<MODULES>, server/surfaces/<SURFACES> or the composition root (.dependency-cruiser.cjs). Add a new one there.',
      {
        path: '^server/',
        pathNot: [
          '^server/[^/]+\\.ts$',
          `^server/platform/([^/]+\\.ts$|(${PLATFORM.join('|')})/)`,
          anyOf(MODULES.map(modulePath)),
          `^server/surfaces/([^/]+\\.ts$|(${SURFACES.join('|')})/)`,
        ].join('|'),
      },
      { path: '^server/' },
    ),
    forbid(
      'server-platform-below-modules',
      'server/platform (database, configuration, HTTP helpers, queues, live events, logs, admin socket) knows no module or surface: everything stands on it.',
      { path: '^server/platform/' },
      { path: '^server/(modules|surfaces)/' },
    ),
    ...orderRules('platform', PLATFORM, platformPath),
    forbid(
      'server-modules-below-surfaces',
      'A module is business, not HTTP: it never imports a surface (routes, guards) nor the composition root.',
      { path: '^server/modules/' },
      { path: '^server/(surfaces/|[^/]+\\.ts$)' },
    ),
    forbid(
      'server-modules-know-no-http-framework',
      'A module knows nothing of the HTTP framework: routes, middleware and guards live in server/surfaces.',
      { path: '^server/modules/' },
      { path: 'node_modules/hono/' },
    ),
    ...orderRules('modules', MODULES, modulePath),
    ...SURFACES.map((surface) =>
      forbid(
        `server-surface-${surface}-alone`,
        `server/surfaces/${surface} is one audience's routes behind one guard: it never imports another surface (shared route helpers sit directly in server/surfaces/).`,
        { path: `^server/surfaces/${surface}/` },
        { path: `^server/surfaces/(${SURFACES.filter((other) => other !== surface).join('|')})/` },
      ),
    ),
    forbid(
      'server-composition-root-imported-by-none',
      'The files directly in server/ (main, start, app) wire the layers together; nothing imports them back.',
      { path: '^server/.+/' },
      { path: '^server/[^/]+\\.ts$' },
    ),
    forbid(
      'no-circular',
      'Modules that import each other in a circle cannot be understood (or loaded) one at a time.',
      {},
      { circular: true, dependencyTypesNot: ['type-only'] },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph (never followed) so a rule can name a package, such as the HTTP framework.
    exclude: { path: '^(dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
