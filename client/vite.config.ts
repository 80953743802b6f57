import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/lib/vite-precompress.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  // VITE_* variables (e.g. VITE_AD_CLIENT_ID) are read from the repository root's .env files.
  envDir: fromHere('..'),
  // precompress: .br and .gz beside each asset, served by Accept-Encoding (decision 077).
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@common': fromHere('../common'),
      '@': fromHere('./src'),
    },
  },
  build: {
    outDir: fromHere('../dist/client'),
    emptyOutDir: true,
    // bench/client-size.ts reads the manifest to measure what the landing page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every lucide icon became a chunk of its own (~0.3 KB each): a page fetched dozens of them
        // one request at a time. One icons chunk (a few KB compressed) is one request (decision 077).
        codeSplitting: { groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    // changeOrigin stays false: the API's CSRF check compares Origin with Host, which must both
    // read localhost:5173 for the dev server's same-origin calls to pass.
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});
