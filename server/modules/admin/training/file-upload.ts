// admin/training/file (registrar, POST raw body, ?name=通知.pdf): a class's document. Checked by its bytes (PDF,
// Word, JPG/PNG, the kinds the case competition takes, its extension agreeing) before anything is stored; the
// answer's id is what admin/training/save's files list takes up. Files no class took up within a day are
// removed by a later upload.
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { TRAINING_FILE_LIMITS, type ApiAdminTrainingFile } from '@/contract/wire/admin-training';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { newUploadId, ORPHANS_AT_ONCE, orphanCutoff, readFilledUpload, removeOrphans, storeWithRow, ZUploadName } from '@/server/http/upload-store';
import { log } from '@/server/log';
import { cleanFileName, CONTENT_TYPES, detectKind, extensionMatches, isAcceptedExtension } from '@/server/modules/activity/file-type';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { trainingFiles } from '@/server/modules/training/file-schema';
import { trainingFileStore } from '@/server/modules/training/file-store';

const TYPE_MESSAGE = '资料须为 PDF、Word（.doc/.docx）或 JPG/PNG 图片';

/** Removes a few files no class took up within a day (replaced before saving, abandoned forms). */
export async function pruneOrphanTrainingFiles(db: Db, now = new Date()): Promise<number> {
  const orphans = await db
    .select({ id: trainingFiles.id })
    .from(trainingFiles)
    .where(and(isNull(trainingFiles.trainingId), lt(trainingFiles.createdAt, orphanCutoff(now))))
    .limit(ORPHANS_AT_ONCE);
  return removeOrphans(orphans, (ids) => db.delete(trainingFiles).where(inArray(trainingFiles.id, ids)), trainingFileStore.remove);
}

export const adminTrainingFile = defineAdminRoute({
  roles: ['registrar'],
  upload: { maxBytes: TRAINING_FILE_LIMITS.bytes },
  input: ZUploadName,
  handler: async ({ name }, { db, staff, body }): Promise<ApiAdminTrainingFile> => {
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    const fileName = cleanFileName(name);
    if (!isAcceptedExtension(fileName)) throw new ApiError(Code.FileTypeRejected, TYPE_MESSAGE);
    const bytes = await readFilledUpload(body);
    // By its bytes: a text file renamed to .pdf is refused, and so is a PDF named .docx.
    const kind = detectKind(bytes);
    if (!kind || !extensionMatches(fileName, kind)) throw new ApiError(Code.FileTypeRejected, `文件内容与类型不符：${TYPE_MESSAGE}`);
    const id = newUploadId();
    await storeWithRow(trainingFileStore, { id, bytes, contentType: CONTENT_TYPES[kind] }, () =>
      db.insert(trainingFiles).values({ id, fileName, kind, sizeBytes: bytes.length, uploadedBy: staff.id }),
    );
    await pruneOrphanTrainingFiles(db).catch((err: unknown) => log.error({ err }, '[training] pruning files failed'));
    return { id, name: fileName, kind, size: bytes.length };
  },
});
