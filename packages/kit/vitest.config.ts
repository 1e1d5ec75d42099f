import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staffdesk/source'] },
  test: {
    environment: 'jsdom',
    dir: './src',
    setupFiles: ['../../scripts/vitest-setup-dom.ts'],
    restoreMocks: true,
  },
});
