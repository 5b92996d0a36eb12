// The file storage the server uses, chosen by STORAGE_DRIVER (server/env.ts checks its settings at start).
import path from 'node:path';
import { getServerEnv } from '@/server/env';
import { log } from '@/server/log';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

export { isStorageKey, type FileStorage } from './types';

let storage: FileStorage | undefined;

export function getStorage(): FileStorage {
  if (storage) return storage;
  const env = getServerEnv();
  storage =
    env.STORAGE_DRIVER === 's3'
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION!,
          bucket: env.S3_BUCKET!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : createLocalStorage(path.resolve(env.DATA_DIR, 'uploads'));
  return storage;
}

/** Removes a file, logging rather than throwing: a leftover file must not fail the request that dropped it. */
export async function removeStored(key: string, what: string): Promise<void> {
  await getStorage()
    .delete(key)
    .catch((err: unknown) => log.error({ err }, `[${what}] could not remove a file`));
}
