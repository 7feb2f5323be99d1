import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * `from` and every chunk of `chunks` they import, directly or through others; a chunk `follow`
 * refuses is neither counted nor gone through.
 */
export function importedChunks(
  chunks: readonly OutputChunk[],
  from: readonly OutputChunk[],
  follow: (chunk: OutputChunk) => boolean = () => true,
): Set<OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set(from);
  const queue = [...from];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    for (const next of chunk.imports.map((file) => byFile.get(file))) {
      if (next && !found.has(next) && follow(next)) {
        found.add(next);
        queue.push(next);
      }
    }
  }
  return found;
}
