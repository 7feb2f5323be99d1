import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { firstScreenModules } from './vite-plugins/first-screen-modules.ts';
import { inlineFavicon } from './vite-plugins/inline-favicon.ts';
import { inlineThemeInit } from './vite-plugins/inline-theme-init.ts';
import { lightContract } from './vite-plugins/light-contract.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { scopeConsentVariables } from './vite-plugins/scope-consent-variables.ts';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Shown at the foot of the side drawer: package version and the day the bundle was built. */
const appVersion = `${manifest.version} · ${new Date().toISOString().slice(0, 10)}`;

/** The API server during development: `npm run dev` starts it and names it; `npm start` uses 3000. */
const apiServer = process.env.DEV_API_URL ?? 'http://localhost:3000';

/** Paths the server answers itself; every other path is the app, which Vite serves with hot reload. */
const serverPaths = Object.fromEntries(
  [
    '/api',
    '/uploads',
    '/feeds',
    '/legal',
    '/privacy.html',
    '/sitemap.xml',
    '/robots.txt',
    '/.well-known',
    '/metrics',
  ].map((prefix) => [prefix, apiServer]),
);

/** Libraries every screen needs, each in its own long-cached chunk. */
const vendorChunks: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * Libraries that come together, each set in one chunk: every dialog's (Radix and its helpers), and
 * every icon the app draws (about 8 KB compressed in all). One of each instead of one per dialog
 * part and per icon: a first visit to an event page asked for 93 scripts, each with its headers.
 */
const lazyVendorChunks: Array<{ name: string; test: RegExp }> = [
  {
    name: 'dialogs',
    test: /[\\/]node_modules[\\/](@radix-ui|react-remove-scroll[^\\/]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib)[\\/]/,
  },
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
];

const firstScreen = firstScreenModules();

/** The app's own modules (web and core), less the weekly series' rules, the menu and the phone apps' code. */
const isSharedAppModule = (id: string) =>
  /[\\/](apps[\\/]web[\\/]src|packages[\\/]core[\\/]src)[\\/]/.test(id) &&
  !/rules[\\/]recurrence\.ts|features[\\/]series|drawer|platform/.test(id);

/**
 * The app's modules that three or more chunks share, grouped, or each would be a file of its own,
 * a few hundred bytes behind a request. `common`: the small ones (up to 3 KB before minifying)
 * every start runs (the session, the API client, the router, core's date and grammar rules…),
 * with what they import. `screens`: the rest, any size (the screens' texts, the claim dialog, the
 * charts…), which only a screen that needs one of them downloads. The weekly series' rules (rrule)
 * and the menu stay out: few screens need them; the phone apps' code too.
 */
const sharedSmallModules = [
  {
    name: 'common',
    test: (id: string) => isSharedAppModule(id) && firstScreen.has(id),
    maxModuleSize: 3000,
    priority: 8,
  },
  {
    name: 'screens',
    test: (id: string) => isSharedAppModule(id) && !firstScreen.has(id),
    priority: 7,
    // What a screen module imports from the first screen stays in `common` (first-screen-modules.ts
    // checks that no chunk it imports imports it back).
    includeDependenciesRecursively: false,
  },
].map((group) => ({ ...group, minShareCount: 3 }));

/** The server's drawing loads from disk, all at once: one chunk of the shared modules, as they import. */
const serverSharedModules = {
  name: 'common',
  test: isSharedAppModule,
  maxModuleSize: 3000,
  minShareCount: 3,
  priority: 8,
};

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
    // Sharing a poster from the gallery, Instagram or Viber opens the event form with it
    // (src/sw/shared-poster.ts receives the POST).
    share_target: {
      action: '/glenti/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'poster', accept: ['image/*'] }] },
    },
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

/** On the server there is no service worker to register: its import resolves to a no-op. */
function serverWorkerStub(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'glentia-server-worker-stub',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) =>
      source === `\0${id}` ? 'export function registerSW() { return async () => {}; }' : null,
  };
}

/**
 * `vite build --ssr src/entry-server.tsx` builds the server's drawing of the first screen into
 * dist-ssr (outside the served folder): no service worker, no public files, nothing to precompress.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), serverWorkerStub()]
    : [
        firstScreen.plugin,
        compileHints(),
        inlineThemeInit(),
        inlineFavicon(),
        lightContract(),
        scopeConsentVariables(),
        react(),
        tailwindcss(),
        pwa,
        precompress(),
      ],
  ...(isSsrBuild ? { publicDir: false as const } : {}),
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  server: {
    port: 5173,
    proxy: serverPaths,
  },
  preview: {
    proxy: serverPaths,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // index.html preloads the entry's own imports. A dynamic import's imports are not preloaded
    // from script: each was a <link> appended to the head, together about 47 ms of main thread on
    // a first visit to an event page (measured, unthrottled; four times that on Lighthouse's
    // phone). The browser finds them when the chunk arrives, and after the first visit the
    // service worker holds every chunk.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...vendorChunks.map((chunk) => ({ ...chunk, priority: 10 })),
            ...lazyVendorChunks.map((chunk) => ({ ...chunk, priority: 9 })),
            ...(isSsrBuild ? [serverSharedModules] : sharedSmallModules),
          ],
        },
      },
    },
  },
}));
