import { defineConfig } from 'vitest/config';
import { linguiMacros } from '../../scripts/lingui/vite-plugin.mjs';

export default defineConfig({
  plugins: [linguiMacros()],
  resolve: { conditions: ['@staffdesk/source'] },
  test: {
    environment: 'jsdom',
    dir: './src',
    setupFiles: ['../../scripts/vitest-setup-dom.ts'],
    restoreMocks: true,
  },
});
