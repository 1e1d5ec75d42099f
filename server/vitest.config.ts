import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staffdesk/source'] },
  ssr: { resolve: { conditions: ['@staffdesk/source'] } },
  test: {
    environment: 'node',
    dir: './test',
    // Template databases (migrated; demo-seeded) made once per run, cloned by each test file.
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
