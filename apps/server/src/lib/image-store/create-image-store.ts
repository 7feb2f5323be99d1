import type { Config } from '../../config/env.ts';
import type { ImageStore } from './image-store.ts';
import { LocalImageStore } from './local-image-store.ts';
import { S3ImageStore } from './s3-image-store.ts';

/** The bucket when object storage is configured, else the data folder. */
export function createImageStore(config: Pick<Config, 'dataDir' | 'objectStorage'>): ImageStore {
  return config.objectStorage ? new S3ImageStore(config.objectStorage) : new LocalImageStore(config.dataDir);
}
