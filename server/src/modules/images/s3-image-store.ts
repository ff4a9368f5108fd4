/** The image store in an S3 bucket, shared by every server process (docs/decisions/0018). The SDK
 *  (@aws-sdk/client-s3) is imported on first use, so a server with IMAGE_STORE=fs never loads it. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkedImageId, IMAGE_ID, type ImageStore } from './image-store.js';

/** Where the bucket is and how to reach it (config.ts builds this from the S3_* variables). */
export type S3ImageStoreOptions = {
  /** Base URL of the S3 service, e.g. `http://minio:9000` or `https://s3.eu-central-1.amazonaws.com`. */
  endpoint: string;
  bucket: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: for MinIO, Ceph RGW and the like. */
  forcePathStyle: boolean;
  /** Access key; undefined: the SDK's own chain (AWS_* variables, instance or pod roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Keys per list request: S3's maximum, 1000, unless given (tests use fewer to page). */
  listPageSize?: number;
};

type Sdk = typeof import('@aws-sdk/client-s3');

/** Whether an SDK error means "no such object": S3's NoSuchKey. Other 404s (NoSuchBucket) are
 *  errors of the set-up, not missing images. */
const isMissing = (err: unknown) => (err as { name?: string } | null)?.name === 'NoSuchKey';

/** The image store as objects `<id>/<variant>` in one bucket. put is one PutObject with the
 *  length and an MD5 of the bytes: the service keeps the whole object or refuses it, so a reader
 *  sees the old object, none or the whole new one (as with the local store's rename). get streams
 *  the object's body (a Range request for a part); nothing is held in memory; putFile streams a
 *  local file with its length and MD5. Ids and variants are checked like the local
 *  store's (image-store.ts checkedImageId): a malformed one throws before any request. Errors of
 *  the service (no such bucket, denied, unreachable) are thrown as the SDK's errors. */
export function createS3ImageStore(options: S3ImageStoreOptions): ImageStore {
  const { bucket } = options;
  let client: Promise<{ sdk: Sdk; s3: S3Client }> | undefined;
  const connect = () => (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    s3: new sdk.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Self-hosted stores do not all know the SDK's newer default checksums (CRC32 headers,
      // aws-chunked bodies); put sends Content-MD5, which every S3 service checks.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  })).catch((err: unknown) => {
    client = undefined;
    throw err;
  }));

  /** Keys of every object under `<id>/` (a variant each, normally at most three). */
  async function keysOf(id: string): Promise<string[]> {
    const { sdk, s3 } = await connect();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `${id}/`, ContinuationToken: token, MaxKeys: options.listPageSize }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    async put(id, variant, bytes) {
      const key = `${checkedImageId(id, variant)}/${variant}`;
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.PutObjectCommand({
        Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
      }));
    },

    async putFile(id, variant, file, size) {
      const key = `${checkedImageId(id, variant)}/${variant}`;
      const { sdk, s3 } = await connect();
      // The MD5 is read from the file first; then its bytes stream to the service.
      const md5 = createHash('md5');
      await pipeline(fs.createReadStream(file), md5);
      await s3.send(new sdk.PutObjectCommand({
        Bucket: bucket, Key: key, Body: fs.createReadStream(file), ContentLength: size, ContentMD5: md5.digest('base64'),
      }));
    },

    async get(id, variant, range) {
      const key = `${checkedImageId(id, variant)}/${variant}`;
      const { sdk, s3 } = await connect();
      try {
        const res = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
        // On Node the body is the HTTP response itself (an IncomingMessage): streamed, not buffered.
        const stream = res.Body as Readable | undefined;
        if (!stream) throw new Error(`image store: ${key} came without a body`);
        if (res.ContentLength === undefined) {
          stream.destroy();
          throw new Error(`image store: ${key} came without a length`);
        }
        return { stream, size: res.ContentLength };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async delete(id) {
      checkedImageId(id);
      const { sdk, s3 } = await connect();
      // One DeleteObject per key: DeleteObjects needs checksums some self-hosted stores refuse.
      for (const key of await keysOf(id)) await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list() {
      const { sdk, s3 } = await connect();
      let token: string | undefined;
      do {
        const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Delimiter: '/', ContinuationToken: token, MaxKeys: options.listPageSize }));
        for (const p of page.CommonPrefixes ?? []) {
          const id = p.Prefix?.slice(0, -1);
          if (id && IMAGE_ID.test(id)) yield id;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
