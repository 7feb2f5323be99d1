/** Images on this machine's disk, under the data folder. */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ImageStore, type StoredObject } from './image-store.ts';

export class LocalImageStore implements ImageStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed into place, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.part`;
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return null;
      return {
        body: createReadStream(file),
        size: stats.size,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        lastModified: stats.mtime,
      };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.file(key)).catch(() => {});
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  close(): void {}
}
