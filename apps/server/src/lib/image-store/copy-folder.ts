import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type ImageStore } from './image-store.ts';

/**
 * Puts every file under `folder` into the store as `<prefix>/<relative path>`: the demo pictures,
 * drawn on this machine's disk, reach the bucket every process serves from. Returns the count.
 */
export async function copyFolderToStore(store: ImageStore, folder: string, prefix: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  let copied = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = `${prefix}/${path.relative(folder, file).split(path.sep).join('/')}`;
    await store.put(key, await readFile(file), contentTypeOf(key));
    copied++;
  }
  return copied;
}
