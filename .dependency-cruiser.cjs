/**
 * Who may import whom (see README, "Layers"), checked in `npm test` by
 * `node scripts/checks/boundaries.mjs`. Workspace packages are resolved through their
 * node_modules link (preserveSymlinks), so `@staffdesk/x` is `node_modules/@staffdesk/x/...`
 * and its dependency type says whether the importing package declares it.
 *
 * Platform packages: api, id-payroll (import nothing of ours), core (api), ui (nothing),
 * kit (core, ui, api). Every other package under packages/ is a department: it imports the
 * platform and never another department. The host mounts departments; the server imports no
 * browser package.
 */
const ours = '^node_modules/@staffdesk/';
const platform = '(core|ui|api|kit|id-payroll)';
const tests = '(\\.test\\.[cm]?[jt]sx?$|\\.stories\\.tsx?$|/src/testing/|/src/testing\\.tsx?$)';
const declared = ['npm', 'npm-dev', 'npm-peer', 'npm-optional'];

module.exports = {
  forbidden: [
    {
      name: 'no-department-to-department',
      comment: 'A department never imports another department; share code through @staffdesk/kit.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/', pathNot: `^packages/${platform}/` },
      to: { path: ours, pathNot: `${ours}(${platform.slice(1, -1)}|host|server)/` },
    },
    {
      name: 'department-imports-platform-only',
      comment:
        'A department imports core, ui, api, kit and id-payroll, never the host or the server.',
      severity: 'error',
      from: { path: '^packages/', pathNot: `^packages/${platform}/` },
      to: { path: `${ours}(host|server)/` },
    },
    {
      name: 'leaf-imports-nothing-of-ours',
      comment: '@staffdesk/api and @staffdesk/id-payroll import no other Staffdesk package.',
      severity: 'error',
      from: { path: '^packages/(api|id-payroll)/' },
      to: { path: ours },
    },
    {
      name: 'core-imports-only-api',
      comment: '@staffdesk/core imports @staffdesk/api and nothing else of ours.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: ours, pathNot: `${ours}api/` },
    },
    {
      name: 'ui-imports-nothing-of-ours',
      comment: '@staffdesk/ui is the design system: no session, no API, no pages.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: ours },
    },
    {
      name: 'kit-imports-core-ui-api',
      comment: '@staffdesk/kit builds on core, ui and api only.',
      severity: 'error',
      from: { path: '^packages/kit/' },
      to: { path: ours, pathNot: `${ours}(core|ui|api)/` },
    },
    {
      name: 'host-imports-departments-core-ui',
      comment:
        "The host mounts departments with core and ui (and kit's message catalog, which every page shows); it reaches nothing else directly.",
      severity: 'error',
      from: { path: '^host/' },
      to: { path: `${ours}(api|id-payroll|server)/` },
    },
    {
      name: 'server-imports-no-browser-package',
      comment:
        "The server imports id-payroll and api's pure path table (@staffdesk/api/links) only.",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ours, pathNot: `${ours}(id-payroll/|api/(src|dist)/links)` },
    },
    {
      name: 'no-relative-import-across-packages',
      comment:
        'Reach another package by its name and public API, never by a relative path into its files.',
      severity: 'error',
      from: { path: '^(packages/[^/]+|host|server|e2e)/' },
      to: { path: '^(packages/[^/]+|host|server|e2e)/', pathNot: '^$1/' },
    },
    {
      name: 'undeclared-dependency',
      comment: "Every import is a dependency declared in the importing package's own package.json.",
      severity: 'error',
      from: { pathNot: tests },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], dependencyTypesNot: declared },
    },
    {
      name: 'undeclared-dependency',
      comment:
        "Tests and stories may use the repository's shared test toolchain (root devDependencies: vitest, Testing Library, Ladle); anything else they import is declared by their package.",
      severity: 'error',
      from: { path: tests },
      to: {
        dependencyTypes: ['npm-no-pkg', 'npm-unknown'],
        dependencyTypesNot: declared,
        pathNot: '^node_modules/(vitest|@vitest/[^/]+|@testing-library/[^/]+|@ladle/react)/',
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(packages/[^/]+|host|server|e2e)/(dist|build|\\.data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: true,
    enhancedResolveOptions: {
      conditionNames: ['@staffdesk/source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    },
  },
};
