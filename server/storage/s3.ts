// STORAGE_DRIVER=s3: any S3-compatible store (AWS S3, Alibaba OSS, Tencent COS, MinIO) through the
// official AWS SDK. Objects are named uploads/<key>, the local driver's layout under DATA_DIR, so
// `aws s3 sync DATA_DIR/uploads s3://bucket/uploads` moves existing files over unchanged.
// The bucket stays private: files are streamed through the site's own endpoints, which keep their
// access checks (owner only, published entries), rather than handed out as signed bucket addresses.
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { checkKey, type FileStorage } from './types';

export type S3Config = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
  }
  return false;
}

export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // OSS and COS do not understand the newer default checksum headers; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a store that hangs would hold uploads and downloads open. An
    // upload is a few MB, so 30 s without a byte means the store is unwell (the SDK then retries).
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `uploads/${checkKey(key)}`;

  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({
        Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length,
      }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return out.Body instanceof Readable ? out.Body : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: out.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
