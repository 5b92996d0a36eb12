// activity/upload: an entry's attachment, sent as the raw body (Content-Type application/octet-stream)
// with its name in the query (?name=病例.pdf). Read under the size limit and checked by its bytes
// before it is stored (server/storage); the answer's uploadId is what activity/entrySave/:id refers to. A raw body rather than
// multipart/form-data: one file and no fields, so no multipart parser is needed (none is installed).
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { ENTRY_LIMITS, type ApiUpload } from '@/contract/wire/activity';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { pruneUntakenUploads, readFilledUpload, storeWithRow, ZUploadName } from '@/server/http/upload-store';
import { cleanFileName, CONTENT_TYPES, detectKind, extensionMatches, isAcceptedExtension } from './file-type';
import { activityEntries, activityUploads } from './schema';
import { activityFiles, newUploadId } from './storage';
import { log } from '@/server/log';

/** Uploads one user may make in a day: a few tries per competition, not a file store. */
export const DAILY_UPLOADS_PER_USER = 20;

/** Removes a few uploads that no entry took up within a day (replaced attachments, abandoned forms). */
export async function pruneOrphanUploads(db: Db, now = new Date()): Promise<number> {
  const takenBy = { table: activityEntries, id: activityEntries.id, upload: activityEntries.attachmentId };
  return pruneUntakenUploads(db, activityUploads, takenBy, activityFiles.remove, now);
}

export const activityUpload = defineRoute({
  auth: 'user',
  upload: { maxBytes: ENTRY_LIMITS.fileBytes },
  input: ZUploadName,
  rateLimit: { name: 'activity-upload', limit: () => 60, windowSeconds: 3600 },
  handler: async ({ name }, { db, session, body }): Promise<ApiUpload> => {
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    const fileName = cleanFileName(name);
    // Refused before a byte is stored.
    if (!isAcceptedExtension(fileName)) throw new ApiError(Code.FileTypeRejected);
    const [{ n }] = await db
      .select({ n: count() })
      .from(activityUploads)
      .where(and(eq(activityUploads.userId, session.user.id), gt(activityUploads.createdAt, sql`now() - interval '1 day'`)));
    if (n >= DAILY_UPLOADS_PER_USER) throw new ApiError(Code.TooManyRequests, '今日上传次数过多，请明天再试');

    const id = newUploadId();
    const bytes = await readFilledUpload(body);
    const size = bytes.length;
    const kind = detectKind(bytes);
    if (!kind || !extensionMatches(fileName, kind)) throw new ApiError(Code.FileTypeRejected);
    await storeWithRow(activityFiles, { id, bytes, contentType: CONTENT_TYPES[kind] }, () =>
      db.insert(activityUploads).values({ id, userId: session.user.id, fileName, kind, sizeBytes: size }),
    );
    await pruneOrphanUploads(db).catch((err: unknown) => log.error({ err }, '[activity] pruning uploads failed'));
    return { uploadId: id, name: fileName, kind, size };
  },
});
