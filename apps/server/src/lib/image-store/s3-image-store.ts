/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), shared by every server
 * process. The SDK talks to the operator's configured endpoint with its own HTTP handler: the
 * outbound-address policy (lib/outbound) is for addresses that users or outside data choose,
 * not for this one.
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../../config/env.ts';
import { assertSafeKey, type ImageStore, type StoredObject } from './image-store.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

function isMissing(sdk: Sdk, error: unknown): boolean {
  if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return true;
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * The SDK is loaded with the first picture asked for, not with the server: it costs tens of
 * megabytes and most of a second, and a start serves lists long before any picture.
 */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  private readonly bucket: string;
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(private readonly config: ObjectStorageConfig) {
    this.bucket = config.bucket;
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { config } = this;
      const client = new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        maxAttempts: 3,
      });
      return { sdk, client };
    });
    return this.connection;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? `"${key}"`,
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    // S3 answers a delete of a missing key with success too.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(sdk, error)) return false;
      throw error;
    }
  }

  close(): void {
    // A connection still being made is let go of as soon as it is there.
    void this.connection?.then(({ client }) => client.destroy()).catch(() => {});
  }
}
