/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 at a free port, with its files in a
 * temporary folder, for tests that run the real AWS SDK against object storage.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../../src/config/env.ts';

export interface LocalS3 {
  config: ObjectStorageConfig;
  /** The environment variables that configure a server process for this bucket. */
  env: Record<string, string>;
  /** Whether the bucket holds `key`, asked with the SDK directly (not through Glentia). */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'glentia-s3-'));
  const bucket = `glentia-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: ObjectStorageConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'eu-central-1',
    // s3rver's built-in credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return false;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
