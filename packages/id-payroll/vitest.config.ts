import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staffdesk/source'] },
  // Absolute, so that `vitest run --root packages/id-payroll` from the repository root works too.
  test: { environment: 'node', dir: fileURLToPath(new URL('./src', import.meta.url)) },
});
