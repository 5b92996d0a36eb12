// activity/file/:entryId (GET): an entry's attachment as a download, for its owner, and for any
// logged-in user once the entry is published. Anything else answers exactly like a missing file.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { CONTENT_TYPES } from './file-type';
import { activityEntries, activityUploads, type UploadKind } from './schema';
import { activityFiles } from './storage';

export const activityFile = defineRoute({
  methods: ['GET'],
  auth: 'user',
  input: z.object({ entryId: zId }),
  handler: async ({ entryId }, { db, session }) => {
    const [row] = await db
      .select({
        userId: activityEntries.userId, isPublished: activityEntries.isPublished,
        uploadId: activityUploads.id, fileName: activityUploads.fileName, kind: activityUploads.kind,
      })
      .from(activityEntries)
      .innerJoin(activityUploads, eq(activityUploads.id, activityEntries.attachmentId))
      .where(eq(activityEntries.id, entryId))
      .limit(1);
    const notFound = new ApiError(Code.NotFound, '附件不存在');
    if (!row || (row.userId !== session.user.id && !row.isPublished)) throw notFound;
    const file = await activityFiles.download(row.uploadId, CONTENT_TYPES[row.kind as UploadKind], row.fileName);
    if (!file) throw notFound;
    return file;
  },
});
