// The logged-in user's own entry: activity/entry/:id reads it, activity/entrySave/:id creates or
// changes it while the competition is open (one entry per user per competition).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiActivityMine, ApiMyEntry } from '@/contract/wire/activity';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { entryForm } from '@/contract/forms/entry';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { isOwnUpload } from '@/server/http/upload-store';
import { toApiMyEntry } from './cards';
import { activities, activityEntries, activityUploads } from './schema';
import { activityStatus, isPublicActivity } from './status';

/** The form (contract/forms/entry.ts) and the competition from the path. */
export const ZEntrySaveInput = entryForm.extend({ id: zId });

async function findMine(db: Db, activityId: number, userId: number): Promise<ApiMyEntry | null> {
  const [row] = await db
    .select({
      entry: activityEntries,
      upload: { fileName: activityUploads.fileName, kind: activityUploads.kind, sizeBytes: activityUploads.sizeBytes },
    })
    .from(activityEntries)
    .leftJoin(activityUploads, eq(activityUploads.id, activityEntries.attachmentId))
    .where(and(eq(activityEntries.activityId, activityId), eq(activityEntries.userId, userId)))
    .limit(1);
  return row ? toApiMyEntry(row.entry, row.upload) : null;
}

async function loadActivity(db: Db, id: number) {
  const [row] = await db.select().from(activities).where(and(eq(activities.id, id), isPublicActivity())).limit(1);
  if (!row) throw new ApiError(Code.NotFound, '该大赛不存在');
  return row;
}

export const activityEntryMine = defineRoute({
  auth: 'user',
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, session }): Promise<ApiActivityMine> => {
    const activity = await loadActivity(db, id);
    return {
      entry: await findMine(db, id, session.user.id),
      canEdit: activityStatus(activity, new Date()) === 'open',
    };
  },
});

export const activityEntrySave = defineRoute({
  auth: 'user',
  input: ZEntrySaveInput,
  handler: async ({ id, title, department, abstract, uploadId }, { db, session }): Promise<ApiMyEntry> => {
    const userId = session.user.id;
    await withTransaction(db, async (tx) => {
      const activity = await loadActivity(tx, id);
      if (activityStatus(activity, new Date()) !== 'open') throw new ApiError(Code.EntryClosed);
      if (uploadId && !(await isOwnUpload(tx, activityUploads, uploadId, userId))) {
        throw new ApiError(Code.BadInput, '附件不存在或已过期，请重新上传');
      }
      const [existing] = await tx
        .select({ id: activityEntries.id })
        .from(activityEntries)
        .where(and(eq(activityEntries.activityId, id), eq(activityEntries.userId, userId)))
        .limit(1);
      if (!existing && !uploadId) throw new ApiError(Code.BadInput, '请上传病例附件');
      const now = new Date();
      // An upsert, so two first submissions at once still leave one entry.
      await tx
        .insert(activityEntries)
        .values({ activityId: id, userId, title, department, abstract, attachmentId: uploadId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [activityEntries.activityId, activityEntries.userId],
          // Without a new upload the attachment stays; a replaced one is pruned later (upload.ts).
          set: { title, department, abstract, updatedAt: now, ...(uploadId ? { attachmentId: uploadId } : {}) },
        });
    });
    const saved = await findMine(db, id, userId);
    if (!saved) throw new Error('entry vanished after saving');
    return saved;
  },
});
