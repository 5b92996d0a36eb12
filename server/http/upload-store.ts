// Uploaded files of one kind (folder), kept in the file storage (server/storage: DATA_DIR/uploads or an
// S3 bucket) under "<folder>/<random id>", never under public/ (each is served only through an endpoint
// that checks who asks). Names are ids we generated, so no text a visitor typed is ever a key. The case
// competition and lecturer certification share this.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { Db, Tx } from '@/server/db/client';
import { getStorage, removeStored } from '@/server/storage';
import { ApiError } from './api-error';
import { SendFile } from './route';

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

/** The query of every upload: the file's name as the visitor's device gave it (the body is the file). */
export const ZUploadName = z.object({ name: z.string({ error: '请提供文件名' }).min(1, '请提供文件名').max(255, '文件名过长') });

/** The uploaded file's bytes; an empty file (or picture: `what` names it) is refused before anything looks at its type. */
export async function readFilledUpload(body: AsyncIterable<Buffer>, what: '文件' | '图片' = '文件'): Promise<Buffer> {
  const bytes = await readUpload(body);
  if (bytes.length === 0) throw new ApiError(Code.BadInput, `${what}是空的，请重新选择`);
  return bytes;
}

/** Uploads no record took up within a day (replaced attachments, abandoned forms) count as abandoned. */
const ORPHAN_AGE_MS = 86_400_000;
/** How many abandoned uploads one clean-up removes (each upload runs one, so they never pile up). */
export const ORPHANS_AT_ONCE = 20;

/** The instant before which an upload nobody took up counts as abandoned. */
export function orphanCutoff(now: Date): Date {
  return new Date(now.getTime() - ORPHAN_AGE_MS);
}

/** Removes the abandoned uploads `orphans`: their rows by `removeRows`, then their files. Answers how many. */
export async function removeOrphans(
  orphans: { id: string }[],
  removeRows: (ids: string[]) => Promise<unknown>,
  removeFile: (id: string) => Promise<void>,
): Promise<number> {
  if (orphans.length === 0) return 0;
  const ids = orphans.map((o) => o.id);
  await removeRows(ids);
  await Promise.all(ids.map((id) => removeFile(id)));
  return ids.length;
}

/** A table of uploads: a row per file, keyed by the upload id, with the time it was written. */
type UploadTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * Removes a few uploads of `uploads` that no row of the record table took up within a day (`takenBy.upload` is
 * the record's reference to an upload, `takenBy.id` its key), of those `only` holds for when given; then their files.
 * Answers how many.
 */
export async function pruneUntakenUploads(
  db: Db,
  uploads: UploadTable,
  takenBy: { table: PgTable; id: AnyPgColumn; upload: AnyPgColumn },
  removeFile: (id: string) => Promise<void>,
  now: Date,
  only?: SQL,
): Promise<number> {
  const orphans = await db
    .select({ id: uploads.id })
    .from(uploads)
    .leftJoin(takenBy.table, eq(takenBy.upload, uploads.id))
    .where(and(isNull(takenBy.id), only, lt(uploads.createdAt, orphanCutoff(now))))
    .limit(ORPHANS_AT_ONCE);
  return removeOrphans(orphans as { id: string }[], (ids) => db.delete(uploads).where(inArray(uploads.id, ids)), removeFile);
}

/**
 * Whether `uploadId` names an upload of `uploads` that `userId` made: a form may refer only to its sender's own
 * file, and someone else's answers exactly like one that does not exist.
 */
export async function isOwnUpload(
  tx: Tx,
  uploads: PgTable & { id: AnyPgColumn; userId: AnyPgColumn },
  uploadId: string,
  userId: number,
): Promise<boolean> {
  const [row] = await tx.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId))).limit(1);
  return row !== undefined;
}

/** Stores an upload's file, then its row by `insertRow`; when the row fails, the file is removed again. */
export async function storeWithRow(
  files: { save: (id: string, bytes: Buffer, contentType: string) => Promise<void>; remove: (id: string) => Promise<void> },
  upload: { id: string; bytes: Buffer; contentType: string },
  insertRow: () => Promise<unknown>,
): Promise<void> {
  await files.save(upload.id, upload.bytes, upload.contentType);
  try {
    await insertRow();
  } catch (err) {
    await files.remove(upload.id);
    throw err;
  }
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
    /**
     * The upload as a download named fileName, or null when the storage has no such file; `inline` opens a PDF or
     * a picture in the browser instead (server/http/download.ts).
     */
    async download(id: string, contentType: string, fileName: string, options: { inline?: boolean } = {}): Promise<SendFile | null> {
      const size = (await getStorage().stat(keyOf(id)))?.size;
      return size === undefined ? null : new SendFile({ key: keyOf(id), size, contentType, fileName, inline: options.inline });
    },
  };
}
