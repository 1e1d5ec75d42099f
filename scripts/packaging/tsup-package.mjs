import { linguiMacrosEsbuild } from '../lingui/esbuild-plugin.mjs';

/**
 * tsup options shared by every published package: ESM, one output module per source module.
 *
 * Every source file is its own entry, so `dist/` mirrors `src/` (shared helpers land in a
 * chunk). An app's bundler then drops every module the app does not reach, thanks to the
 * package's `sideEffects`; one bundled `index.js` would keep whatever has a top-level call
 * (`createContext`, `forwardRef`, `x.displayName =`), and everything that imports.
 * Types are still rolled up per public entry (`index.d.ts`, `testing.d.ts`).
 *
 * @param {{ entries: Record<string, string>, macros?: boolean }} options
 * @returns {import('tsup').Options}
 */
export function packageBuild({ entries, macros = true }) {
  return {
    esbuildPlugins: macros ? [linguiMacrosEsbuild()] : [],
    entry: [
      'src/**/*.{ts,tsx}',
      '!src/**/*.d.ts',
      '!src/**/*.test.{ts,tsx}',
      '!src/**/*.stories.tsx',
      '!src/stories/**',
      // Test fixtures are published only where a `testing` entry exports them.
      ...(Object.values(entries).some((source) => source.startsWith('src/testing/'))
        ? []
        : ['!src/testing/**', '!src/testing.{ts,tsx}']),
    ],
    dts: { entry: entries },
    format: ['esm'],
    splitting: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    esbuildOptions(options) {
      options.outbase = 'src';
    },
  };
}
