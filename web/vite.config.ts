import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  CATALOGUE_DOCUMENT,
  SESSION_DOCUMENT,
  SESSION_PREVIEW_TEMPLATE_ATTRIBUTE,
  SESSION_PREVIEW_VARIANTS,
  TEXT_FIRST_DOCUMENT,
  type SessionPreviewVariant,
} from '../common/app-documents';
import { CATALOGUE_TEMPLATE_ATTRIBUTE } from '../common/catalogue-preview';
import { ROUTE_CHUNKS_ELEMENT_ID, ROUTE_MODULES } from './src/app/shell-choice';
import { webManifest } from './src/service-worker/web-manifest';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The first screen of the static public pages, rendered at build time (src/app/prerender.tsx)
 * into index.html as inert <template>s. index.html's entry is the tiny shell (src/app/shell.ts): it
 * shows the one of the current address, so the page paints from HTML + CSS like static HTML would,
 * then starts the app (main.tsx), whose chunks index.html preloads from the start.
 */
function prerenderShells(): Plugin {
  let outDir = '';
  /** The app's chunks (main.tsx and what it imports), preloaded by index.html. */
  let appChunks: string[] = [];
  /** ROUTE_MODULES key → the page's chunks that the entry does not already preload. */
  const routeChunks: Record<string, string[]> = {};
  return {
    name: 'tremplin-prerender-shells',
    apply: (config) => !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], into = new Set<string>()) => {
        for (const name of start) {
          if (into.has(name)) continue;
          into.add(name);
          closure(byName.get(name)?.imports ?? [], into);
        }
        return into;
      };
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === join(root, 'src', module));
        if (!chunk) throw new Error(`no chunk for ${module}`);
        return chunk;
      };
      // index.html's entry is the shell; the app (main.tsx) is its dynamic import, preloaded by index.html.
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("no entry chunk for index.html's shell");
      appChunks = [...closure([chunkOf('app/main.tsx').fileName])].filter((name) => name !== entry.fileName);
      const preloaded = closure([entry.fileName, ...appChunks]);
      for (const [key, module] of Object.entries(ROUTE_MODULES))
        routeChunks[key] = [...closure([chunkOf(module).fileName])].filter((name) => !preloaded.has(name));
    },
    async closeBundle() {
      if (appChunks.length === 0) return;
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
          renderSessionPreview: (variant: SessionPreviewVariant) => Promise<string>;
          renderCataloguePreview: () => Promise<Record<string, string>>;
        };
        const templates: string[] = [];
        for (const path of prerender.PRERENDERED_PATHS)
          templates.push(`<template data-shell="${path}">${await prerender.renderShell(path)}</template>`);
        const indexFile = join(outDir, 'index.html');
        const html = readFileSync(indexFile, 'utf8');
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        const preloads = appChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const sessionTemplates: string[] = [];
        for (const variant of SESSION_PREVIEW_VARIANTS)
          sessionTemplates.push(
            `<template ${SESSION_PREVIEW_TEMPLATE_ATTRIBUTE}="${variant}">${await prerender.renderSessionPreview(variant)}</template>`,
          );
        const catalogueTemplates = Object.entries(await prerender.renderCataloguePreview()).map(
          ([piece, markup]) => `<template ${CATALOGUE_TEMPLATE_ATTRIBUTE}="${piece}">${markup}</template>`,
        );
        const withRoot = (shells: string[]) =>
          // Replacer functions: rendered page text may hold $&, $' or $`, which a replacement string expands.
          html.replace('<div id="root"></div>', () =>
            [
              '<div id="root"></div>',
              // Data, not script: the shell reads it (a JSON block runs nothing, so no CSP concern).
              `<script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">${JSON.stringify(routeChunks)}</script>`,
              ...shells,
            ].join('\n    '),
          );
        const withPreloads = (document: string) =>
          document.replace('</head>', () => `  ${preloads.join('\n    ')}\n  </head>`);
        // Four documents of the same app (common/app-documents.ts): one preloads the app's chunks from
        // its <head>; the text-first pages' one lets the shell load them once the first screen has
        // painted; so does the session page's, for its handler only, which holds that page's first screen;
        // the catalogue's, for its handler only, is index.html with the catalogue's pieces after it.
        writeFileSync(indexFile, withPreloads(withRoot(templates)));
        writeFileSync(join(outDir, TEXT_FIRST_DOCUMENT.replace(/^\//, '')), withRoot(templates));
        writeFileSync(join(outDir, SESSION_DOCUMENT.replace(/^\//, '')), withRoot(sessionTemplates));
        writeFileSync(
          join(outDir, CATALOGUE_DOCUMENT.replace(/^\//, '')),
          withPreloads(withRoot([...templates, ...catalogueTemplates])),
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
/**
 * The public pages a visitor can open offline: the prerendered ones and the legal pages. Their code
 * is precached (with the app's and what they load on demand), nothing else: the signed-in pages,
 * aws-amplify and the PDF reader are kept by the service worker once they are used (docs/offline.md,
 * "Installable and offline").
 */
const OFFLINE_PAGE_MODULES = [
  ...Object.values(ROUTE_MODULES),
  'features/legal/routes/privacy-policy.tsx',
  'features/legal/routes/terms-of-service.tsx',
  'features/legal/routes/cookie-policy.tsx',
];
/** Loaded on demand by public pages, but for signed-in people only: not precached. */
const SIGNED_IN_MODULES = [
  'lib/auth/amplify-engine.ts',
  'components/documents/document-preview.tsx',
  'components/documents/pdf-engine-modern.ts',
  'components/documents/pdf-engine-legacy.ts',
];

/**
 * Works out, from the bundle's graph, which chunks and stylesheets the service worker precaches
 * (offlineFiles); vite-plugin-pwa's manifestTransforms below keeps those and the site's own files.
 */
function offlineFiles(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'tremplin-offline-files',
    apply: (config) => !config.build?.ssr,
    files,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Iterable<string>, into = new Set<string>()) => {
        for (const name of start) {
          if (into.has(name)) continue;
          into.add(name);
          closure(byName.get(name)?.imports ?? [], into);
        }
        return into;
      };
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === join(root, 'src', module));
        if (!chunk) throw new Error(`no chunk for ${module}`);
        return chunk.fileName;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('no entry chunk');
      // The app itself; its own on-demand imports are every page, signed-in ones included: not followed.
      const app = closure([entry.fileName, chunkOf('app/main.tsx')]);
      // Everything the public pages load, on demand too (dialogs, the offline marks), but not what
      // only signed-in people reach from them, nor anything only those modules load.
      const refused = new Set(SIGNED_IN_MODULES.map(chunkOf));
      const reachable = (start: Iterable<string>, into = new Set<string>()) => {
        for (const name of start) {
          if (into.has(name) || refused.has(name) || app.has(name)) continue;
          into.add(name);
          const chunk = byName.get(name);
          reachable([...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])], into);
        }
        return into;
      };
      const chosen = new Set([...app, ...reachable(OFFLINE_PAGE_MODULES.map(chunkOf))]);
      files.clear();
      for (const name of chosen) {
        files.add(name);
        const css = (byName.get(name) as { viteMetadata?: { importedCss?: Set<string> } } | undefined)
          ?.viteMetadata?.importedCss;
        for (const sheet of css ?? []) files.add(sheet);
      }
    },
  };
}
const offline = offlineFiles();

/** `npm run dev` forwards these to the local edge (`npm start`), or to TREMPLIN_EDGE_URL. */
const edge = process.env.TREMPLIN_EDGE_URL ?? 'http://localhost:3000';
const forwarded = ['/api', '/media', '/config.json', '/cognito'];

/**
 * react-router's package exports name only its development build (warnings and checks included,
 * remix-run/react-router#12532, #14753); a production build takes the production files instead.
 */
const routerBuild = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerBuild, 'dom-export.mjs') },
];

/** The imports' names for the app and common/ (as web/tsconfig.json's `paths` says to TypeScript). */
const pathAliases = [
  { find: /^@\//, replacement: join(root, 'src') + '/' },
  { find: /^@common\//, replacement: join(root, '../common') + '/' },
];

export default defineConfig(({ command }) => ({
  root,
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    prerenderShells(),
    offline,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // Registered by the app itself, after load (src/lib/offline/service-worker.ts).
      injectRegister: false,
      manifest: webManifest,
      // The browser stores the icons when the app is installed: precaching them would fetch them twice.
      includeManifestIcons: false,
      integration: {
        // After prerenderShells() has written the final documents: their revisions are of what is served.
        closeBundleOrder: 'post',
      },
      injectManifest: {
        // A classic script: module service workers are too recent for some of the phones served.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{html,js,css,svg}'],
        globIgnores: [
          // Only the page functions serve these (common/app-documents.ts); the site answers 404 for
          // them, which would fail the worker's install.
          SESSION_DOCUMENT.replace(/^\//, ''),
          CATALOGUE_DOCUMENT.replace(/^\//, ''),
          'sw.js',
          '**/*.map',
          // The bench's static twins, should a bench have left them.
          '__twin/**',
        ],
        manifestTransforms: [
          // Chunks: only those offlineFiles() chose. The documents, favicon and about pictures stay
          // (the plugin adds the manifest itself, 300 bytes, after these transforms).
          (entries) => ({
            manifest: entries.filter((entry) =>
              entry.url.startsWith('assets/') ? offline.files.has(entry.url) : true,
            ),
            warnings: [],
          }),
        ],
      },
    }),
  ],
  resolve: { alias: [...pathAliases, ...(command === 'build' ? productionRouter : [])] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every page, and aws-amplify, is split out by dynamic import(); React sits in its own
    // long-cached chunk, so a new release only re-downloads the app's own code.
    // React 19 alone weighs ~225 kB minified (~70 kB gzip); app chunks stay far below.
    chunkSizeWarningLimit: 250,
    // Every browser the site serves preloads modules natively; the polyfill would only add weight
    // to the entry chunk (an older one still runs the app, just without the early downloads).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // pdf.js's worker is an asset named .mjs: give it .js, the extension every server (the
        // local edge, S3's upload of the build) types as JavaScript, which a module worker requires.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.mjs'))
            ? 'assets/[name]-[hash].js'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
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
}));
