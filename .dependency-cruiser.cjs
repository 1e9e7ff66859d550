/**
 * The boundaries of docs/developing/layout.md, checked in `npm test` (npm run boundaries): features stay apart, data does
 * not reach up into screens, the shared rules (domain, contract) stay free of the DOM's, Node's and the
 * server's modules, the server's folders import downwards only, and nothing imports in a circle.
 */

/**
 * The server in layers, bottom to top: db (tables, connection, migrations, the Transaction type), config
 * (settings read once at start), http (answers, admission, rate limits: no business rules), the services
 * below, routes (one file per group of endpoints), and the composition root (the files directly in
 * server/: main, start, app), which wires everything and which nothing imports.
 *
 * The services in the order they may import each other: each one imports only those listed before it.
 * Two folders that import each other cannot be understood, tested or changed one at a time, and a
 * circle through three folders is the same knot; a total order rules out both. An import against the
 * order means a piece sits in the wrong folder: it belongs in the lower one (so the order's events and the
 * gateway's payment results live in orders, not in counter and payments). Reorder the list only when
 * no folder then imports one listed after it.
 */
const SERVER_SERVICES = [
  // Stand-alone pieces: each one needs only db, config and http.
  'queues', // the drainer every sender runs on
  'media', // generated artwork
  'live', // the live-event hub
  'logs', // client log intake
  'retention', // the purge of expired records
  'push', // web push subscriptions and sending
  'geo', // places and transport prices
  'addresses', // customers' delivery addresses
  'fiscal', // customers' fiscal details
  'loyalty', // the ritmitos ledger
  'mail', // the mail queue, the mailer and the messages that need no order
  'availability', // sold out, pause, extra wait, slot capacity and live stock of each shop, and their live feed
  // The catalogue and what is shown from it.
  'catalogue',
  'content',
  'document',
  'reviews',
  // Money and legal records, still knowing nothing of orders.
  'payments', // the Redsys gateway, card forms, refunds
  'verifactu', // the chained records and their sending to the tax agency
  // Customers and staff.
  'referrals',
  'auth',
  'account',
  'staff',
  // Orders, then what acts on orders.
  'orders',
  'counter', // the staff board and the demo kitchen
  'mailSending', // renders queued mail (receipts read the order) and sends it
  'operator', // the shop's own systems: API keys, orders, availability and the catalogue through them, and the API's document
  'webhooks', // subscriptions of operator keys and the signed delivery queue
];

const SERVER_LOWER_LAYERS = ['db', 'config', 'http'];

/** One forbidden import: from the modules `from` matches to those `to` matches. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const serviceOrderRules = SERVER_SERVICES.slice(0, -1).map((service, index) =>
  forbid(
    `server-service-order-${service}`,
    `server/${service} imports only the services listed before it in SERVER_SERVICES (.dependency-cruiser.cjs), so the server's folders never import in a circle.`,
    { path: `^server/${service}/` },
    { path: `^server/(${SERVER_SERVICES.slice(index + 1).join('|')})/` },
  ),
);

module.exports = {
  forbidden: [
    forbid(
      'feature-to-feature',
      'A feature never imports another feature: what several share goes to src/shared, src/ui or src/data.',
      { path: '^src/features/([^/]+)/' },
      { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    ),
    forbid(
      'app-is-composition-only',
      'src/app composes the app (routes, providers, the shell): only the entry files and the server renderer start from it.',
      { pathNot: '^src/(app/|main\\.tsx$|boot\\.tsx$|ssr/)' },
      { path: '^src/app/' },
    ),
    forbid(
      'customer-knows-no-staff-surface',
      "The customer's app (src/main.tsx, start, boot, app, features, shared, ssr) never imports the counter (src/staff) or the back office (src/manage): their code stays out of the customer's bundle and precache.",
      { path: '^src/((app|features|shared|ssr)/|main\\.tsx$|start\\.ts$|boot\\.tsx$)' },
      { path: '^src/(staff|manage)/' },
    ),
    forbid(
      'common-layers-know-no-surface',
      'src/ui, src/data, src/domain, src/api and src/i18n serve every surface: they never import one of them.',
      { path: '^src/(ui|data|domain|api|i18n)/' },
      { path: '^src/(staff|manage)/' },
    ),
    forbid(
      'counter-stays-apart',
      "The counter (src/staff) never imports the back office or the customer's app and features: what they share goes to src/ui, src/data or src/shared.",
      { path: '^src/staff/' },
      { path: '^src/((manage|app|features)/|main\\.tsx$|start\\.ts$|boot\\.tsx$)' },
    ),
    forbid(
      'manage-stays-apart',
      "The back office (src/manage) never imports the customer's app and features, nor the counter's board: from src/staff only the staff sign-in both staff surfaces share (SignInForm, its texts, the staff calls and session).",
      { path: '^src/manage/' },
      {
        path: '^src/((staff|app|features)/|main\\.tsx$|start\\.ts$|boot\\.tsx$)',
        pathNot: '^src/staff/(SignInForm\\.tsx|translations\\.ts|data/(api|session)\\.ts)$',
      },
    ),
    forbid(
      'shared-to-features',
      'src/shared and src/ui serve features; they never import a feature or src/app.',
      { path: '^src/(shared|ui)/' },
      { path: '^src/(app|features)/' },
    ),
    forbid('ui-stays-generic', 'src/ui is generic UI: it knows no cross-feature piece of src/shared.', { path: '^src/ui/' }, { path: '^src/shared/' }),
    forbid(
      'data-to-screens',
      'src/data serves screens; it never imports src/app, src/features, src/shared or src/ui.',
      { path: '^src/data/' },
      { path: '^src/(app|features|shared|ui)/' },
    ),
    forbid(
      'shared-rules-stay-pure',
      'src/domain and src/api/contract run in the page, the workers and the server: no app, data, server or Node modules.',
      { path: '^src/(domain|api/contract)/' },
      { path: '^(server|workers|sw|src/(app|features|data|ssr|i18n))/' },
    ),
    forbid(
      'shared-rules-no-node',
      'src/domain and src/api/contract never import Node built-ins.',
      { path: '^src/(domain|api/contract)/' },
      { dependencyTypes: ['core'] },
    ),
    forbid('app-code-not-server', 'Code that ships to the browser never imports the server.', { path: '^(src|workers|sw)/' }, { path: '^server/' }),
    forbid(
      'server-db-at-the-bottom',
      'server/db (tables, connection, migrations, Transaction) imports no other server folder: everything stands on it, so it can stand on nothing of theirs.',
      { path: '^server/db/' },
      { path: '^server/', pathNot: '^server/db/' },
    ),
    forbid(
      'server-config-on-db-only',
      'server/config reads settings once at start; it may use seeded reference data and record shapes from server/db, nothing above.',
      { path: '^server/config/' },
      { path: '^server/', pathNot: '^server/(config|db)/' },
    ),
    forbid(
      'server-http-knows-no-services',
      'server/http (answers, admission, rate limits) is shared by every service and route; it imports no service, so services may use it.',
      { path: '^server/http/' },
      { path: '^server/', pathNot: '^server/(http|config|db)/' },
    ),
    forbid(
      'server-folder-placed',
      'Every server folder has a place in the layers: db, config, http, SERVER_SERVICES or routes (.dependency-cruiser.cjs). Add a new one there.',
      { path: '^server/[^/]+/', pathNot: `^server/(${[...SERVER_LOWER_LAYERS, ...SERVER_SERVICES, 'routes'].join('|')})/` },
      { path: '^server/' },
    ),
    ...serviceOrderRules,
    forbid(
      'server-routes-on-top',
      'Only the composition root mounts routes: a service importing server/routes would depend on the HTTP surface built on it.',
      { path: '^server/', pathNot: '^server/(routes/|[^/]+$)' },
      { path: '^server/routes/' },
    ),
    forbid(
      'server-composition-root-imported-by-none',
      'The files directly in server/ (main, start, app, logger) wire the layers together; no folder imports them back.',
      { path: '^server/[^/]+/' },
      { path: '^server/[^/]+$' },
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
    exclude: { path: '^(node_modules|dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
