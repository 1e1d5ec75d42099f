import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staffdesk/source'] },
  test: { environment: 'node', dir: fileURLToPath(new URL('./src', import.meta.url)) },
});
