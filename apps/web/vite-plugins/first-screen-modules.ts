/**
 * Which of the app's modules every start runs: those that `main.tsx`, the app's shell
 * (`app/app.tsx`) and the router with the home screen (`app/router.tsx`) import, directly or
 * through others. A lazy screen's own imports are not among them.
 *
 * The build splits the small modules many chunks share by this: those every start runs go in one
 * chunk, the screens' in another. In one chunk together, a first visit to the home page downloaded
 * the texts of the event form, the account and the claims, in both languages.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { importedChunks } from './imported-chunks.ts';

const ROOTS = ['main.tsx', 'app/app.tsx', 'app/router.tsx'].map((path) =>
  fileURLToPath(new URL(`../src/${path}`, import.meta.url)),
);

export function firstScreenModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'glentia-first-screen-modules',
    // The whole graph is known here, before the chunks are made.
    buildEnd() {
      modules.clear();
      const queue = [...ROOTS];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      if (!ROOTS.every((root) => modules.has(root) && this.getModuleInfo(root))) {
        this.error(`the first screen's modules start from ${ROOTS.join(', ')}: one is missing`);
      }
    },
    // What the start downloads must not wait for the screens' chunk, and nothing that chunk
    // imports may import it back: its modules run in the order the chunks load.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const screens = chunks.find((chunk) => chunk.name === 'screens');
      if (!screens) return;
      const start = chunks.filter((chunk) => chunk.moduleIds.some((id) => ROOTS.includes(id)));
      if (importedChunks(chunks, start).has(screens))
        this.error(`the first screen imports ${screens.fileName}`);
      // The screens' chunk is among them, and does not import itself.
      for (const chunk of importedChunks(chunks, [screens])) {
        if (chunk.imports.includes(screens.fileName))
          this.error(`${chunk.fileName} and ${screens.fileName} import each other`);
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
