import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The first screen of the static public pages, rendered at build time (src/app/prerender.tsx)
 * into index.html as inert <template>s, and the tiny entry (src/app/shell.ts) that shows the
 * one of the current address before the app's JavaScript arrives: the page paints from HTML + CSS,
 * like static HTML would. The shell entry is its own chunk, loaded ahead of the app.
 */
function prerenderShells(): Plugin {
  let shellRef = '';
  let shellFile = '';
  let outDir = '';
  return {
    name: 'tremplin-prerender-shells',
    apply: (config) => !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    buildStart() {
      if (this.meta.watchMode) return;
      shellRef = this.emitFile({ type: 'chunk', id: join(root, 'src/app/shell.ts'), name: 'shell' });
    },
    generateBundle() {
      if (shellRef) shellFile = this.getFileName(shellRef);
    },
    async closeBundle() {
      if (!shellFile) return;
      const serverDir = join(root, '.prerender');
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        const prerender = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
          PRERENDERED_PATHS: readonly string[];
          renderShell: (path: string) => Promise<string>;
        };
        const templates: string[] = [];
        for (const path of prerender.PRERENDERED_PATHS)
          templates.push(`<template data-shell="${path}">${await prerender.renderShell(path)}</template>`);
        const indexFile = join(outDir, 'index.html');
        const html = readFileSync(indexFile, 'utf8');
        const shellScript = `<script type="module" crossorigin src="/${shellFile}"></script>`;
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        writeFileSync(
          indexFile,
          html
            // Ahead of the app's entry, so it runs first (module scripts run in document order).
            .replace(/<script type="module"/, `${shellScript}\n    <script type="module"`)
            .replace('<div id="root"></div>', `<div id="root"></div>\n    ${templates.join('\n    ')}`),
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
/** `npm run dev` forwards these to the local edge (`npm start`), or to TREMPLIN_EDGE_URL. */
const edge = process.env.TREMPLIN_EDGE_URL ?? 'http://localhost:3000';
const forwarded = ['/api', '/media', '/config.json', '/cognito'];

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerenderShells()],
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
