import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** `npm run dev` forwards these to the local edge (`npm start`), or to TREMPLIN_EDGE_URL. */
const edge = process.env.TREMPLIN_EDGE_URL ?? 'http://localhost:3000';
const forwarded = ['/api', '/media', '/config.json', '/cognito'];

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every page, and aws-amplify, is split out by dynamic import(); React and the router sit in
    // their own long-cached chunk, so a new release only re-downloads the app's own code.
    // React 19 + react-router 7 alone weigh ~310 kB minified (~98 kB gzip); app chunks stay far below.
    chunkSizeWarningLimit: 350,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(forwarded.map((path) => [path, { target: edge, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(forwarded.map((path) => [path, { target: edge, changeOrigin: false }])),
  },
});
