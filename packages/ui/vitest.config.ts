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
    // Under load (CI's two cores running every package at once) a page test may need more than
    // vitest's 5 s; findBy* waits up to 4 s (see vitest-setup-dom.ts).
    testTimeout: 20_000,
  },
});
