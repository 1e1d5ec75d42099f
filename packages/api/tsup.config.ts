import { defineConfig } from 'tsup';

export default defineConfig({
  // `links` is its own entry: the server imports it without the React Query clients.
  entry: { index: 'src/index.ts', links: 'src/links/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
