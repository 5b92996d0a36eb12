// user/teacher/upload: the certification attachment (a certificate scan: PDF, JPG or PNG), sent as the
// raw body (Content-Type application/octet-stream) with its name in the query (?name=证书.pdf), the
// case competition's upload mechanism. Read under the size limit, then checked by its bytes before
// it is stored (the name's extension must agree); the answer's uploadId is what user/teacher/save refers to.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { TEACHER_FILE_EXTENSIONS, TEACHER_LIMITS, type ApiTeacherFileKind, type ApiTeacherUpload } from '@/contract/wire/user-teacher';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { pruneUntakenUploads, readFilledUpload, storeWithRow, ZUploadName } from '@/server/http/upload-store';
import { cleanFileName, CONTENT_TYPES, detectKind, extensionOf } from '@/server/modules/activity/file-type';
import type { Db } from '@/server/db/client';
import { requireArea } from '../scope';
import { teacherApplications, teacherUploads } from './schema';
import { newUploadId, teacherFiles } from './storage';
import { log } from '@/server/log';

/** Uploads one user may make in a day. */
export const DAILY_TEACHER_UPLOADS = 20;

/** Removes a few uploads no application took up within a day (upload-store.ts). */
export async function pruneOrphanTeacherUploads(db: Db, now = new Date()): Promise<number> {
  const takenBy = { table: teacherApplications, id: teacherApplications.id, upload: teacherApplications.attachmentId };
  return pruneUntakenUploads(db, teacherUploads, takenBy, teacherFiles.remove, now, eq(teacherUploads.isDemo, false));
}

export const FILE_TYPE_MESSAGE = '附件类型不支持，请上传 PDF 文件或 JPG/PNG 图片';

function kindOfExtension(name: string): ApiTeacherFileKind | null {
  const ext = extensionOf(name);
  const found = (Object.keys(TEACHER_FILE_EXTENSIONS) as ApiTeacherFileKind[]).find((k) => TEACHER_FILE_EXTENSIONS[k].includes(ext));
  return found ?? null;
}

export const userTeacherUpload = defineRoute({
  auth: 'user',
  upload: { maxBytes: TEACHER_LIMITS.fileBytes },
  input: ZUploadName,
  rateLimit: { name: 'teacher-upload', limit: () => 60, windowSeconds: 3600 },
  handler: async ({ name }, { db, session: { user }, body }): Promise<ApiTeacherUpload> => {
    requireArea(user, 'teacher');
    if (!body) throw new ApiError(Code.BadInput, '请求格式不正确');
    const fileName = cleanFileName(name).replace(/^病例附件/, '资质证明');
    const claimed = kindOfExtension(fileName);
    // Refused before a byte is stored.
    if (!claimed) throw new ApiError(Code.FileTypeRejected, FILE_TYPE_MESSAGE);
    const [{ n }] = await db
      .select({ n: count() })
      .from(teacherUploads)
      .where(and(eq(teacherUploads.userId, user.id), gt(teacherUploads.createdAt, sql`now() - interval '1 day'`)));
    if (n >= DAILY_TEACHER_UPLOADS) throw new ApiError(Code.TooManyRequests, '今日上传次数过多，请明天再试');

    const id = newUploadId();
    const bytes = await readFilledUpload(body);
    const size = bytes.length;
    // The content decides: a renamed .exe, or a Word file called .pdf, is refused.
    const kind = detectKind(bytes);
    if (kind !== claimed) throw new ApiError(Code.FileTypeRejected, FILE_TYPE_MESSAGE);
    await storeWithRow(teacherFiles, { id, bytes, contentType: CONTENT_TYPES[kind] }, () =>
      db.insert(teacherUploads).values({ id, userId: user.id, fileName, kind, sizeBytes: size }),
    );
    await pruneOrphanTeacherUploads(db).catch((err: unknown) => log.error({ err }, '[teacher] pruning uploads failed'));
    return { uploadId: id, name: fileName, kind, size };
  },
});
