import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staffdesk/source'] },
  ssr: { resolve: { conditions: ['@staffdesk/source'] } },
  // The global setup (it seeds the template databases) runs in vitest's own environment: it too
  // runs the workspace packages from their sources, as `npm test` starts it before any build.
  environments: {
    __vitest__: {
      resolve: { conditions: ['@staffdesk/source'], noExternal: [/^@staffdesk\//] },
    },
  },
  test: {
    environment: 'node',
    dir: './test',
    // Template databases (migrated; demo-seeded) made once per run, cloned by each test file.
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
