import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@staffdesk/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every department and page is its own chunk; the signed-out entry stays small.
    chunkSizeWarningLimit: 600,
  },
  server: { host: '127.0.0.1' },
});
