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
