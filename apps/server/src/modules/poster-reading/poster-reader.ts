/**
 * Reading a poster's text with tesseract.js (Greek and English). Tesseract runs in its own worker
 * thread, so the request thread keeps serving while a poster is read. One worker per process,
 * started on the first poster (loading the language models takes a while and uses memory nobody
 * needs until then), and a queue so readings take turns instead of competing for the same
 * worker. The language models come from the `@tesseract.js-data` packages in node_modules: nothing
 * is fetched from the network and nothing is cached to disk.
 */
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

/**
 * English first: with Greek first, tesseract.js 7 fails to load the second model (it logs "Failed
 * loading language" with a garbled name) and reads Latin letters as Greek ones.
 */
const LANGUAGES = ['eng', 'ell'] as const;
/** The LSTM-only integer models: smaller and quicker than the full ones, and just as good here. */
const MODEL_DIR = '4.0.0_best_int';

const require = createRequire(import.meta.url);

/** tesseract.js takes one folder for every language; the packages keep each in its own. */
async function languageFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'glentia-ocr-'));
  for (const code of LANGUAGES) {
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    await symlink(
      path.join(packageDir, MODEL_DIR, `${code}.traineddata.gz`),
      path.join(folder, `${code}.traineddata.gz`),
    );
  }
  return folder;
}

export interface PosterReader {
  /** The text of an image (any format tesseract reads; the caller prepares it). */
  read(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

export function createPosterReader(): PosterReader {
  let started: Promise<{ worker: Worker; folder: string }> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const start = () => {
    started ??= (async () => {
      const folder = await languageFolder();
      // The reader's library is loaded with the first poster read, not with the server.
      const { createWorker, OEM } = await import('tesseract.js');
      const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
        langPath: folder,
        gzip: true,
        cacheMethod: 'none',
      });
      return { worker, folder };
    })();
    // A failed start (a missing model) is tried again by the next reading.
    started.catch(() => {
      started = null;
    });
    return started;
  };

  return {
    read(image) {
      if (closed) return Promise.reject(new Error('The poster reader is closed'));
      const reading = queue.then(async () => {
        const { worker } = await start();
        const result = await worker.recognize(image);
        return result.data.text;
      });
      // The next reading waits for this one, whether it succeeds or fails.
      queue = reading.catch(() => undefined);
      return reading;
    },
    async close() {
      closed = true;
      await queue;
      const running = started;
      started = null;
      if (!running) return;
      const { worker, folder } = await running.catch(() => ({ worker: null, folder: null }));
      await worker?.terminate();
      if (folder) await rm(folder, { recursive: true, force: true });
    },
  };
}
