import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/packaging/tsup-package.mjs';

// `links` is its own entry: the server imports it without the React Query clients; so is `rules`
// (the field rules of the request bodies, for the forms).
export default defineConfig(
  packageBuild({
    entries: {
      index: 'src/index.ts',
      links: 'src/links/index.ts',
      rules: 'src/generated/rules.ts',
    },
    macros: false,
  }),
);
