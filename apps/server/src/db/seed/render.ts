/**
 * Turns the demo's SVG artwork into WebP files under the uploads folder, a couple at a time so a
 * small machine stays responsive while the images are made.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../lib/sharp.ts';

export interface ImageOutput {
  /** Path under the uploads folder, with forward slashes: `posters/xyz-poster.webp`. */
  file: string;
  width: number;
  height: number;
  /**
   * How a drawing of another size becomes this one: scaled to cover it (default), or widened by
   * mirroring its edges, which continues backgrounds and patterns without stretching anything.
   */
  fit?: 'cover' | 'mirror';
}

/** One drawing and the sizes to save it in (the first at the drawing's own size). */
export interface ImageJob {
  svg: string;
  outputs: ImageOutput[];
}

/** The public URL of a file in the uploads folder. */
export function uploadUrl(file: string): string {
  return `/uploads/${file}`;
}

/** The fastest WebP encoder setting: the demo's flat artwork compresses well anyway. */
const WEBP_EFFORT = 0;

async function renderJob(uploadsDir: string, job: ImageJob): Promise<number> {
  const sharp = await loadSharp();
  // Every drawing paints its whole background, so the alpha channel is dropped: smaller, faster files.
  const { data, info } = await sharp(Buffer.from(job.svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const output of job.outputs) {
    let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (output.fit === 'mirror') {
      const left = Math.max(0, Math.floor((output.width - info.width) / 2));
      const top = Math.max(0, Math.floor((output.height - info.height) / 2));
      image = image.extend({
        left,
        right: Math.max(0, output.width - info.width - left),
        top,
        bottom: Math.max(0, output.height - info.height - top),
        extendWith: 'mirror',
      });
    } else if (output.width !== info.width || output.height !== info.height) {
      image = image.resize(output.width, output.height, { fit: 'cover' });
    }
    const webp = await image.webp({ quality: 80, effort: WEBP_EFFORT }).toBuffer();
    const target = path.join(uploadsDir, ...output.file.split('/'));
    await writeFile(target, webp);
  }
  return job.outputs.length;
}

/** Renders every job with at most `concurrency` at once; returns the number of files written. */
export async function renderImages(uploadsDir: string, jobs: ImageJob[], concurrency = 2): Promise<number> {
  const folders = new Set(
    jobs.flatMap((job) => job.outputs.map((o) => path.dirname(path.join(uploadsDir, o.file)))),
  );
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const files = await renderJob(uploadsDir, job);
      written += files;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return written;
}
