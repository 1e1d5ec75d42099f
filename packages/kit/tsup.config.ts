import { defineConfig } from 'tsup';
import { linguiMacrosEsbuild } from '../../scripts/lingui/esbuild-plugin.mjs';

export default defineConfig({
  esbuildPlugins: [linguiMacrosEsbuild()],
  // The page-test renderer is its own entry (`@staffdesk/kit/testing`) so the main entry never
  // loads vitest or Testing Library.
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
