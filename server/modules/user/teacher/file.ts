// user/teacher/file/{id} (GET): the attachment of one of my certification applications, as a download.
// Anything else (someone else's, a missing file) answers exactly like an application that does not exist.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { downloadHeaders } from '@/server/http/download';
import { zId } from '@/server/http/inputs';
import { defineRoute, RawBody, SendFile } from '@/server/http/route';
import { CONTENT_TYPES } from '@/server/modules/activity/file-type';
import { requireArea } from '../scope';
import { demoCertificatePdf } from './demo-file';
import { findOwnTeacherApplication } from './queries';
import { teacherUploads, type TeacherFileKind } from './schema';
import { teacherFiles } from './storage';

export const userTeacherFile = defineRoute({
  input: z.object({ id: zId }),
  methods: ['GET'],
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }) => {
    requireArea(user, 'teacher');
    const row = await findOwnTeacherApplication(db, id, user.id);
    return sendTeacherAttachment(db, row.attachmentId, user.name);
  },
});

/**
 * The attachment as a download; the console's admin/teacher/file sends it the same way, opened in the browser
 * (`inline`: a PDF or a scan). A missing one is NotFound.
 */
export async function sendTeacherAttachment(
  db: Db,
  attachmentId: string,
  holderName: string,
  options: { inline?: boolean } = {},
): Promise<RawBody | SendFile> {
  const [upload] = await db.select().from(teacherUploads).where(eq(teacherUploads.id, attachmentId)).limit(1);
  const notFound = new ApiError(Code.NotFound, '附件不存在');
  if (!upload) throw notFound;
  if (upload.isDemo) {
    const pdf = await demoCertificatePdf(holderName);
    const { 'Content-Type': contentType, ...headers } = downloadHeaders({
      size: pdf.length, contentType: 'application/pdf', fileName: upload.fileName, inline: options.inline,
    });
    return new RawBody(pdf, contentType, headers);
  }
  const file = await teacherFiles.download(upload.id, CONTENT_TYPES[upload.kind as TeacherFileKind], upload.fileName, options);
  if (!file) throw notFound;
  return file;
}
