import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { previewServer } from './vite-plugins/preview-server';
import { pureRouter } from './vite-plugins/pure-router';
import { serviceWorker } from './vite-plugins/service-worker';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const sharedSource = fromHere('../../packages/shared/src/');

// The browser talks only to the web's own origin: /api (and /robots.txt, /sitemap.xml) goes to the API, and the Auth
// Emulator's paths go to the emulator. Their addresses are read when the server starts,
// so one build serves any ports (the start command, the browser tests, a second stack).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:5000';
const emulatorTarget = process.env.AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/api/, '') },
  // For search engines, from the API (it knows the public address and the listings).
  '/robots.txt': { target: apiTarget, changeOrigin: true },
  '/sitemap.xml': { target: apiTarget, changeOrigin: true },
  '/identitytoolkit.googleapis.com': { target: emulatorTarget, changeOrigin: true },
  '/securetoken.googleapis.com': { target: emulatorTarget, changeOrigin: true },
  '/emulator': { target: emulatorTarget, changeOrigin: true },
};

/**
 * Where a built file goes: the same in both builds, so a picture the server's page names (the
 * logo) is the file the browser's build wrote, and the hydrated page names the same.
 */
const assetFileNames = (asset: { names: string[] }) =>
  asset.names.some((n) => n.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]';

// `vite build` builds the browser's app into dist/; `vite build --ssr` (the build script runs both)
// builds the server's renderer (src/server/render.tsx) into dist-server/, self-contained so a web
// server runs it without node_modules.
const serverBuild = {
  outDir: 'dist-server',
  ssr: 'src/server/render.tsx',
  target: 'node20',
  copyPublicDir: false,
  rollupOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames } },
};

// React Router's package points every import at its development build (remix-run/react-router
// #12532, #14753): dev-only warnings and checks a reader's phone would download. A build takes the
// production build shipped beside it (the same API); the dev server and the unit tests keep the
// warnings.
const routerDist = (entry: string) =>
  createRequire(createRequire(import.meta.url).resolve('react-router-dom'))
    .resolve(entry)
    .replace('/dist/development/', '/dist/production/');
const productionRouter = [
  { find: /^react-router$/, replacement: routerDist('react-router') },
  { find: /^react-router\/dom$/, replacement: routerDist('react-router/dom') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // previewServer: long-lived caching of /static/ and a listing page's link-preview tags under
  // `vite preview`, as nginx.conf does in docker. serviceWorker: dist/sw.js (the installable app).
  // precompress: a Zopfli .gz beside each script and style, sent to browsers that accept gzip.
  // pureRouter: lets the bundler leave out React Router components the app does not use.
  plugins: [pureRouter(), react(), tailwindcss(), previewServer({ apiUrl: apiTarget }), serviceWorker(), precompress()],
  resolve: {
    alias: [
      // The shared package's source: the web needs no build step of its own for it.
      { find: '@mobile-planet/shared', replacement: fromHere('../../packages/shared/src/index.ts') },
      { find: '@', replacement: fromHere('./src') },
      ...(command === 'build' ? productionRouter : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  ssr: { noExternal: true },
  build: isSsrBuild ? serverBuild : {
    outDir: 'dist',
    assetsDir: 'static',
    rollupOptions: {
      // The shared package is constants, types and zod schemas with no side effects: let Rollup
      // drop what a chunk does not use, so a screen that needs only TEXT does not pull in zod.
      treeshake: { moduleSideEffects: (id) => !id.startsWith(sharedSource) },
      output: {
        // Script chunks load from static/js/ at the site root (spec §7).
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        // A chunk under 1 KB is merged into one that loads with it: a request of its own costs more.
        experimentalMinChunkSize: 1_000,
        assetFileNames,
        manualChunks: (id: string) => {
          if (/\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)) return 'react';
          if (/\/node_modules\/(firebase|@firebase)\//.test(id)) return 'firebase';
          // zod and every schema built with it, in one chunk: only a screen that validates a form
          // or an address loads it (left to itself, the bundler tucks a schema into a chunk that a
          // page of cards loads).
          if (/\/node_modules\/zod\//.test(id) || id.startsWith(`${sharedSource}schemas/`)) return 'schemas';
          // The booking's and the offer's process tables: only the deal and offer screens read them (the first visit does not).
          if (id.startsWith(`${sharedSource}booking-process`)) return 'booking-process';
          if (id.startsWith(`${sharedSource}offer-process`)) return 'offer-process';
          // Where a notification leads: only the bell reads it, so it goes with the bell's chunk.
          if (id.startsWith(`${sharedSource}notification-path`)) return undefined;
          // The rest of the shared package (constants, messages, query keys) apart, or Rollup would
          // put it in the schemas' chunk, and the entry would load zod to read a constant.
          if (id.startsWith(sharedSource)) return 'shared';
          return undefined;
        },
      },
    },
  },
}));
