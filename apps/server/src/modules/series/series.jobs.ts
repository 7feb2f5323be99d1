/**
 * The daily `series.generate` job: creates the nights of every published series up to the lists'
 * window. Safe to run twice or in two processes at once: the unique (series, date) index keeps
 * one event per night, and the generation mark only moves forward.
 */
import { todayInAthens } from '@glentia/core';
import type { DbOrTx } from '../../db/client.ts';
import type { ImageStore } from '../../lib/image-store/image-store.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { scheduleRecurringJob } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { deleteStoredImages } from '../uploads/images.ts';
import { generateOccurrences, generationHorizon, newFileWork } from './series.occurrences.ts';
import { findSeriesToGenerate } from './series.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Creates the missing nights of every published series; returns how many were created. */
export async function generateDueOccurrences(
  db: DbOrTx,
  store: ImageStore,
  now = new Date(),
): Promise<number> {
  const today = todayInAthens(now);
  let created = 0;
  for (const series of await findSeriesToGenerate(db, today, generationHorizon(today))) {
    const files = newFileWork();
    try {
      created += (await db.transaction((tx) => generateOccurrences(tx, store, series, { today, files })))
        .length;
    } catch (error) {
      await deleteStoredImages(store, files.written);
      throw error;
    }
    await deleteStoredImages(store, files.unused);
  }
  return created;
}

/** Makes sure a run is queued (at start-up: soon, so a long-stopped server catches up). */
export function scheduleSeriesGeneration(db: DbOrTx, now = new Date()): Promise<boolean> {
  return scheduleRecurringJob(db, JOB_KINDS.seriesGenerate, new Date(now.getTime() + 30_000));
}

export function seriesJobHandlers(
  db: DbOrTx,
  options: { images: () => ImageStore; now?: () => Date; onCreated?: () => Promise<void> | void },
): JobHandlers {
  return {
    async [JOB_KINDS.seriesGenerate](_payload, job) {
      const now = options.now?.() ?? new Date();
      if ((await generateDueOccurrences(db, options.images(), now)) > 0) await options.onCreated?.();
      // Every few hours, so a new day's night appears soon after midnight in Crete.
      await scheduleRecurringJob(db, JOB_KINDS.seriesGenerate, new Date(now.getTime() + 6 * HOUR_MS), job.id);
    },
  };
}
