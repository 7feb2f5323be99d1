/**
 * Reading a poster's text with tesseract.js (Greek and English). Tesseract runs in its own worker
 * thread, so the request thread keeps serving while a poster is read. One worker per process,
 * started on the first poster (loading the language models takes a while and uses memory nobody
 * needs until then), and a bounded queue, one reading per account, so readings take turns instead
 * of competing for the same worker; a reading past the time limit ends the worker. The language
 * models come from the `@tesseract.js-data` packages in node_modules: nothing is fetched from the
 * network and nothing is cached to disk.
 */
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import { posterReadingErrors } from './poster-reading-errors.ts';

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

/** Reads the text of an image (any format tesseract reads; the caller prepares it). */
export interface PosterReader {
  read(image: Buffer): Promise<string>;
}

export interface PosterReadingQueue {
  /**
   * The reader for one account: one reading at a time per account (a second while the first waits
   * or runs is refused with 429), in the order they came, each stopped past the time limit; refused
   * at once with 503 when the queue is full.
   */
  forAccount(account: string): PosterReader;
  close(): Promise<void>;
}

export interface PosterReadingLimits {
  /** How long one reading may take; past it the worker is ended (and started again for the next). */
  timeoutMs: number;
  /** How many readings may wait behind the running one. */
  maxWaiting: number;
}

export interface PosterReadingEvents {
  /** Told when a reading starts (for the log). */
  onStart?: (account: string) => void;
  /** Told when a reading has to wait, with how many wait now (for the log). */
  onWait?: (account: string, waiting: number) => void;
}

interface Waiting {
  image: Buffer;
  account: string;
  resolve: (text: string) => void;
  reject: (error: unknown) => void;
}

/**
 * One tesseract worker and its queue. Each account has at most one reading waiting or running, so
 * first come, first served is also fair between accounts: nobody's twenty posters stand in front
 * of someone else's one, and a reading past the time limit holds the others up for that long only.
 */
export function createPosterReader(
  limits: PosterReadingLimits,
  events: PosterReadingEvents = {},
): PosterReadingQueue {
  let started: Promise<{ worker: Worker; folder: string }> | null = null;
  const waiting: Waiting[] = [];
  const accounts = new Set<string>();
  let running: Promise<void> | null = null;
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

  /** Ends the worker (in the middle of a reading too); the next reading starts a new one. */
  const stop = async () => {
    const current = started;
    started = null;
    if (!current) return;
    const { worker, folder } = await current.catch(() => ({ worker: null, folder: null }));
    await worker?.terminate();
    if (folder) await rm(folder, { recursive: true, force: true });
  };

  const readWithinLimit = async (job: Waiting): Promise<string> => {
    const { worker } = await start();
    events.onStart?.(job.account);
    let timer: NodeJS.Timeout | undefined;
    const overtime = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(posterReadingErrors.tooSlow()), limits.timeoutMs);
    });
    try {
      const result = await Promise.race([worker.recognize(job.image), overtime]);
      return result.data.text;
    } catch (error) {
      // The worker may still be deep in this image: end it rather than wait for it, and start the
      // next one at once, so the next poster does not wait for the models to load again.
      await stop();
      if (!closed) start().catch(() => {});
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  const next = () => {
    if (running || closed) return;
    const job = waiting.shift();
    if (!job) return;
    running = readWithinLimit(job)
      .then(job.resolve, job.reject)
      .finally(() => {
        running = null;
        next();
      });
  };

  const read = (image: Buffer, account: string): Promise<string> => {
    if (closed) return Promise.reject(new Error('The poster reader is closed'));
    if (accounts.has(account)) return Promise.reject(posterReadingErrors.busy());
    if (running && waiting.length >= limits.maxWaiting)
      return Promise.reject(posterReadingErrors.queueFull());
    accounts.add(account);
    const reading = new Promise<string>((resolve, reject) => {
      waiting.push({ image, account, resolve, reject });
    });
    next();
    if (waiting.length > 0) events.onWait?.(account, waiting.length);
    return reading.finally(() => accounts.delete(account));
  };

  return {
    forAccount: (account) => ({ read: (image) => read(image, account) }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The poster reader is closed'));
      await running;
      await stop();
    },
  };
}
