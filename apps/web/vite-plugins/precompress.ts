import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli (quality 11) and gzip copies of every text asset next to it, made once at build: the server
 * sends them as they are (`preCompressed`), smaller than compression on the fly and at no CPU cost.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'glentia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html|webmanifest|json)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
