/**
 * The chunks a public page's start runs begin with V8's compile hint `//# allFunctionsCalledOnLoad`
 * (Chromium 136 and later; to other browsers it is a comment): the browser then compiles every function
 * in them while the file streams in, on a thread of its own, instead of on the page's main thread
 * the first time each is called (README, "Compiled while it arrives").
 *
 * Hinted: the entry and the app's shell and router (the modules `main.tsx` starts), the public
 * pages' own screens, which start with them on a drawn page, and every chunk these import (React,
 * the query cache, the small modules the start shares, the dialogs' and icons' parts). Not hinted:
 * what only other screens load (a form, the map), and the modules the screens share (`screens`,
 * vite.config.ts): a public page runs few of them, and compiled at once most of their functions
 * would be compiled for nothing (hinted too, it took 5 ms more off a signed-in start of `/glentia`'s
 * compiling at 1.6×, against 134 for the rest).
 */
import type { Plugin, Rolldown } from 'vite';
import { importedChunks } from './imported-chunks.ts';

type OutputChunk = Rolldown.OutputChunk;

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The modules `main.tsx` imports once the app starts (React DOM's client is in a chunk the entry imports). */
const START = /[\\/]src[\\/]app[\\/](app|router)\.tsx$/;

/** The public pages' screens (app/router.tsx), each drawn by the server and adopted at the start. */
const PUBLIC_SCREENS = /[\\/]src[\\/]app[\\/]routes[\\/](glentia|event|location|artist)\.tsx$/;

/** The chunk of the modules several screens share (vite.config.ts). */
const SHARED_BY_SCREENS = 'screens';

/** The chunks a public page's start runs: those named above and every chunk they import. */
function startChunks(chunks: readonly OutputChunk[]): Set<OutputChunk> {
  const started = (chunk: OutputChunk) =>
    chunk.isEntry ||
    (chunk.facadeModuleId !== null &&
      (START.test(chunk.facadeModuleId) || PUBLIC_SCREENS.test(chunk.facadeModuleId)));
  return importedChunks(chunks, chunks.filter(started), (chunk) => chunk.name !== SHARED_BY_SCREENS);
}

export function compileHints(): Plugin {
  return {
    name: 'glentia-compile-hints',
    apply: 'build',
    // After every other plugin has written its part of the chunks (Vite puts the list of a dynamic
    // import's dependencies at the top): the hint must be the file's first line.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: Rolldown.OutputBundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        for (const chunk of startChunks(chunks)) {
          chunk.code = COMPILE_HINT + chunk.code;
          // Every line of the file moves one down in its source map.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
