/** The import rules of docs/architecture.md §8.3 that ESLint cannot see, checked by `npm run lint`
 *  with dependency-cruiser over the server, the web app and the contract. */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycle, type-only imports included: split the shared part into a file both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'access-below-modules',
      severity: 'error',
      comment: 'server/src/access imports only db/, lib/ and the contract: the rules know no module (docs/architecture.md §6).',
      from: { path: '^server/src/access/' },
      to: { path: '^server/src/(modules|plugins|seed|cli)/|^server/src/[^/]+\\.ts$' },
    },
    {
      name: 'no-module-internals',
      severity: 'error',
      comment: "A module never imports another module's repository, routes or policy: rights come from server/src/access, data through the other module's service.",
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/[^/]+/.*\\.(repository|routes|policy)\\.ts$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'module-public-faces',
      severity: 'error',
      comment: "A module uses another only through its public faces: its services, presenters and mail templates, and the points subsystem's query language (points/query); types may be shared.",
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/',
        pathNot: '^server/src/modules/$1/|\\.(service|presenter|templates)\\.ts$|^server/src/modules/points/query/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'own-repository',
      severity: 'error',
      comment: "Only a module's own services (and its other repositories) read and write its tables: routes, presenters and helpers call a service.",
      from: { path: '^server/src/', pathNot: '\\.(service|repository)\\.ts$' },
      to: { path: '\\.repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'presenters-call-no-rule',
      severity: 'error',
      comment: 'Presenters put the flags of access/rights.ts into their answers and call no rule themselves (docs/architecture.md §6).',
      from: { path: '\\.presenter\\.ts$' },
      to: { path: '^server/src/access/.*\\.rules\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-policy-files',
      severity: 'error',
      comment: 'Rules live in server/src/access (*.rules.ts), not in module policies.',
      from: {},
      to: { path: '\\.policy\\.ts$' },
    },
  ],
  options: {
    includeOnly: '^(server/src|web/src|packages/contract/src)/',
    exclude: { path: '\\.test\\.tsx?$|/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
