import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { linguiMacros } from '../scripts/lingui/vite-plugin.mjs';
import { bootChunk, everyPageCode, everyPageMessages } from '../scripts/vite/every-page-chunks.mjs';
import { preloadOnlyMissing } from '../scripts/vite/preload-only-missing.mjs';

const preloads = preloadOnlyMissing();

export default defineConfig({
  plugins: [
    linguiMacros({ stripMessages: true }),
    preloads.plugin,
    react(),
    // Brotli and gzip siblings (`x.js.br`, `x.js.gz`) of every script, stylesheet and icon, made
    // once at build time; the server picks one by the request's Accept-Encoding. The page itself
    // carries the runtime config, so the server compresses it when it sends it.
    compression({
      include: /\.(js|css|svg)$/,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  resolve: { conditions: ['@staffdesk/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every department and page is its own chunk; the signed-out entry stays small.
    chunkSizeWarningLimit: 600,
    // A lazy page's preload list names only the chunks its importer has not loaded already.
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Every page's first chunks are named in scripts/vite/every-page-chunks.mjs: fewer
        // requests, and a new page cannot move them (so it changes no other page's imports).
        codeSplitting: {
          groups: [bootChunk, everyPageCode, everyPageMessages],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
