/**
 * The schedule widget other websites load (`embed/embed.ts` → `dist/embed.js`), built on its own
 * after the app: one small script with no React and no chunks, at a fixed address.
 */
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

export default defineConfig({
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: {
      entry: 'embed/embed.ts',
      formats: ['iife'],
      name: 'GlentiaWidget',
      fileName: () => 'embed.js',
    },
  },
});
