import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staffdesk/source'] },
  ssr: { resolve: { conditions: ['@staffdesk/source'] } },
  test: {
    environment: 'node',
    dir: './test',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
