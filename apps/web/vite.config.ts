import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Shown at the foot of the side drawer: package version and the day the bundle was built. */
const appVersion = `${manifest.version} · ${new Date().toISOString().slice(0, 10)}`;

/** The API server (`npm start` from the repository root) during `vite` development. */
const apiServer = 'http://localhost:3000';

/** Libraries every screen needs, each in its own long-cached chunk. */
const vendorChunks: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * The installable app (SPEC §9: service worker at /sw.js). The worker's source is src/sw/sw.ts; the
 * app registers it itself after the first paint (src/app/startup), so nothing here adds to the
 * first download.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Γλέντια',
    short_name: 'Γλέντια',
    description: 'Γλέντια και ζωντανή μουσική στην Κρήτη: Ηράκλειο, Χανιά, Λασίθι, Ρέθυμνο.',
    lang: 'el',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f7f4ee',
    theme_color: '#0a5cad',
    categories: ['entertainment', 'music', 'events'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Code for the phone apps never runs in a browser; no need to store it.
    globIgnores: ['**/native-*.js'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/legal': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/legal': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map((chunk) => ({ ...chunk, priority: 10 })),
        },
      },
    },
  },
});
