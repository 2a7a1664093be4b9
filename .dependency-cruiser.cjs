// The cycle check of `npm run lint` (docs/decisions/070-boundaries-the-linter-keeps.md).
// Why dependency-cruiser beside ESLint: ESLint's import-x/no-cycle skips type-only imports, and a
// cycle made of types is still two modules that cannot be understood (or moved) one without the
// other. The import zones live in eslint.config.js; this file only forbids cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must not depend on each other in a circle, not even through types: move the shared piece into its own module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist'] },
    // Count `import type` too: a cycle of types is still a cycle of understanding.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
