import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@staffdesk/source'] },
  test: { environment: 'node', dir: './src' },
});
