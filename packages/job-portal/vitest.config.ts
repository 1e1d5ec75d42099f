import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from '../../scripts/lingui/vite-plugin.mjs';

export default defineConfig({
  plugins: [linguiMacros()],
  resolve: { conditions: ['@staffdesk/source'] },
  // Paths absolute, so that the root config's one run (`projects`) finds the same files.
  test: {
    environment: 'jsdom',
    dir: fileURLToPath(new URL('./src', import.meta.url)),
    setupFiles: [fileURLToPath(new URL('../../scripts/vitest-setup-dom.ts', import.meta.url))],
    restoreMocks: true,
    // Under load (CI's two cores running every package at once) a page test may need more than
    // vitest's 5 s; findBy* waits up to 4 s (see vitest-setup-dom.ts).
    testTimeout: 20_000,
  },
});
