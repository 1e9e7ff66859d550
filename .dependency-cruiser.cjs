/**
 * The boundaries of STYLE.md, checked in `npm test` (npm run boundaries): features stay apart, data does
 * not reach up into screens, the shared rules (domain, contract) stay free of the DOM's, Node's and the
 * server's modules, and nothing imports in a circle.
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'A feature never imports another feature: what several share goes to src/shared, src/ui or src/data.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'app-is-composition-only',
      comment: 'src/app composes the app (routes, providers, the shell): only the entry files and the server renderer start from it.',
      severity: 'error',
      from: { pathNot: '^src/(app/|main\\.tsx$|boot\\.tsx$|ssr/)' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-to-features',
      comment: 'src/shared and src/ui serve features; they never import a feature or src/app.',
      severity: 'error',
      from: { path: '^src/(shared|ui)/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'ui-stays-generic',
      comment: 'src/ui is generic UI: it knows no cross-feature piece of src/shared.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/shared/' },
    },
    {
      name: 'data-to-screens',
      comment: 'src/data serves screens; it never imports src/app, src/features, src/shared or src/ui.',
      severity: 'error',
      from: { path: '^src/data/' },
      to: { path: '^src/(app|features|shared|ui)/' },
    },
    {
      name: 'shared-rules-stay-pure',
      comment: 'src/domain and src/api/contract run in the page, the workers and the server: no app, data, server or Node modules.',
      severity: 'error',
      from: { path: '^src/(domain|api/contract)/' },
      to: { path: '^(server|workers|sw|src/(app|features|data|ssr|i18n))/' },
    },
    {
      name: 'shared-rules-no-node',
      comment: 'src/domain and src/api/contract never import Node built-ins.',
      severity: 'error',
      from: { path: '^src/(domain|api/contract)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'app-code-not-server',
      comment: 'Code that ships to the browser never imports the server.',
      severity: 'error',
      from: { path: '^(src|workers|sw)/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other in a circle cannot be understood (or loaded) one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
