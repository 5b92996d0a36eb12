// Where uploaded files live: DATA_DIR/uploads/<folder>/<random id>, never under public/ (each is served
// only through an endpoint that checks who asks). Names are ids we generated, so no path a visitor
// typed is ever opened. The case competition and lecturer certification share this.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { getServerEnv } from '@/server/env';
import { log } from '@/server/log';

const UPLOAD_ID = /^[0-9a-f]{32}$/;

export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}

/** A new upload id: 128 random bits, also the file's name on disk. */
export function newUploadId(): string {
  return randomBytes(16).toString('hex');
}

export type UploadStore = ReturnType<typeof createUploadStore>;

export function createUploadStore(folder: string) {
  const root = () => path.resolve(getServerEnv().DATA_DIR, 'uploads', folder);

  /** The file of an upload id; throws on anything that is not an id we make (defence in depth). */
  const filePath = (id: string): string => {
    if (!isUploadId(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
    return path.join(root(), id);
  };

  return {
    root,
    filePath,
    /**
     * Streams body into a temporary file beside the final one and returns its path and size. The body
     * enforces the size limit itself (server/http/raw-body.ts); on any failure the partial file goes.
     */
    async receive(id: string, body: AsyncIterable<Buffer>): Promise<{ tmpPath: string; size: number }> {
      const tmpPath = `${filePath(id)}.part`;
      await mkdir(root(), { recursive: true, mode: 0o700 });
      try {
        // 'wx': never overwrite (an id collision is astronomically unlikely, and then this fails safe).
        await pipeline(body, createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }));
        return { tmpPath, size: (await stat(tmpPath)).size };
      } catch (err) {
        await rm(tmpPath, { force: true });
        throw err;
      }
    },
    /** Makes a received file the upload's file. */
    async keep(id: string, tmpPath: string): Promise<void> {
      await rename(tmpPath, filePath(id));
    },
    async remove(file: string): Promise<void> {
      await rm(file, { force: true }).catch((err: unknown) => log.error({ err }, `[${folder}] could not remove a file`));
    },
    /** The size of an upload's file, or null when it is not on this machine's disk. */
    async size(id: string): Promise<number | null> {
      try {
        const s = await stat(filePath(id));
        return s.isFile() ? s.size : null;
      } catch {
        return null;
      }
    },
  };
}
