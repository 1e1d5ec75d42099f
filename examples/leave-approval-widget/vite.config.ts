import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `BASELINE=1 vite build` builds the same app without the widget, so the rehearsal can tell
// what the widget costs.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: process.env.BASELINE ? 'dist-baseline' : 'dist',
    rollupOptions: { input: process.env.BASELINE ? 'baseline.html' : 'index.html' },
  },
});
