/**
 * The demo pictures a seeding draws on this machine's disk reach the bucket, under the same names
 * the seeded rows point at.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFolderToStore } from '../../src/lib/image-store/copy-folder.ts';
import { readObject } from '../../src/lib/image-store/image-store.ts';
import { S3ImageStore } from '../../src/lib/image-store/s3-image-store.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';

describe('copying seeded pictures to object storage', () => {
  let s3: LocalS3;
  let folder: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    folder = mkdtempSync(path.join(os.tmpdir(), 'glentia-copy-'));
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('puts every file under its relative path, and the store reads it back', async () => {
    mkdirSync(path.join(folder, 'posters'), { recursive: true });
    mkdirSync(path.join(folder, 'venues'), { recursive: true });
    writeFileSync(path.join(folder, 'posters', 'armos-poster.webp'), 'poster bytes');
    writeFileSync(path.join(folder, 'venues', 'armos.webp'), 'venue bytes');
    const store = new S3ImageStore(s3.config);
    try {
      expect(await copyFolderToStore(store, folder, 'uploads')).toBe(2);
      expect(await s3.has('uploads/posters/armos-poster.webp')).toBe(true);
      expect((await readObject(store, 'uploads/venues/armos.webp'))?.toString()).toBe('venue bytes');
      expect(await store.exists('uploads/venues/none.webp')).toBe(false);
      expect(await store.get('uploads/venues/none.webp')).toBeNull();
      await store.delete('uploads/venues/armos.webp');
      await store.delete('uploads/venues/armos.webp');
      expect(await store.exists('uploads/venues/armos.webp')).toBe(false);
    } finally {
      store.close();
    }
  });

  it('refuses keys that could leave the images', async () => {
    const store = new S3ImageStore(s3.config);
    try {
      for (const key of [
        '../secret.webp',
        'uploads/../x.webp',
        '/uploads/x.webp',
        'uploads//x.webp',
        'x.webp',
      ])
        await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
          /not an image store key/,
        );
    } finally {
      store.close();
    }
  });
});
