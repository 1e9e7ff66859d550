/**
 * The boundaries of STYLE.md, checked in `npm test` (npm run boundaries): features stay apart, data does
 * not reach up into screens, the shared rules (domain, contract) stay free of the DOM's, Node's and the
 * server's modules, and nothing imports in a circle.
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'A feature never imports another feature: shared pieces go to src/app or src/data.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'data-to-screens',
      comment: 'src/data serves screens; it never imports src/app or src/features.',
      severity: 'error',
      from: { path: '^src/data/' },
      to: { path: '^src/(app|features)/' },
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
