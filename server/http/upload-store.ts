// Uploaded files of one kind (folder), kept in the file storage (server/storage: DATA_DIR/uploads or an
// S3 bucket) under "<folder>/<random id>", never under public/ (each is served only through an endpoint
// that checks who asks). Names are ids we generated, so no text a visitor typed is ever a key. The case
// competition and lecturer certification share this.
import { randomBytes } from 'node:crypto';
import { getStorage, removeStored } from '@/server/storage';

const UPLOAD_ID = /^[0-9a-f]{32}$/;

export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}

/** A new upload id: 128 random bits, also the last part of the file's key. */
export function newUploadId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The whole body in memory. The body enforces the route's size limit as it arrives
 * (server/http/raw-body.ts) and uploads are a few MB, so holding one lets the type be checked by its
 * bytes before anything is stored, whichever the storage driver.
 */
export async function readUpload(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export type UploadStore = ReturnType<typeof createUploadStore>;

export function createUploadStore(folder: string) {
  /** The storage key of an upload id; throws on anything that is not an id we make (defence in depth). */
  const keyOf = (id: string): string => {
    if (!isUploadId(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
    return `${folder}/${id}`;
  };

  return {
    keyOf,
    async save(id: string, bytes: Buffer, contentType: string): Promise<void> {
      await getStorage().put(keyOf(id), bytes, contentType);
    },
    async remove(id: string): Promise<void> {
      await removeStored(keyOf(id), folder);
    },
    /** The size of an upload's file, or null when the storage has none. */
    async size(id: string): Promise<number | null> {
      return (await getStorage().stat(keyOf(id)))?.size ?? null;
    },
  };
}
