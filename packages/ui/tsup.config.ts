import { defineConfig } from 'tsup';
import { linguiMacrosEsbuild } from '../../scripts/lingui/esbuild-plugin.mjs';

export default defineConfig({
  esbuildPlugins: [linguiMacrosEsbuild()],
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
