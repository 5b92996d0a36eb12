// A class's documents: the list its page shows (and the console's form edits) in order, and training/file/:id
// (GET), a document as a download for anyone while its class is published; a draft's answers like a missing one.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAttachment } from '@/contract/wire/activity';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { isUploadId } from '@/server/http/upload-store';
import { CONTENT_TYPES } from '@/server/modules/activity/file-type';
import { trainingFiles } from './file-schema';
import { trainingFileStore } from './file-store';
import { trainings } from './schema';

export async function listTrainingFiles(db: Db, trainingId: number) {
  return db
    .select({ id: trainingFiles.id, name: trainingFiles.fileName, kind: trainingFiles.kind, size: trainingFiles.sizeBytes })
    .from(trainingFiles)
    .where(eq(trainingFiles.trainingId, trainingId))
    .orderBy(asc(trainingFiles.sort), asc(trainingFiles.createdAt));
}

export const TRAINING_FILE_PATH = '/api/med/training/file/';

/** The documents as the class page lists them, each with its download address. */
export async function publicTrainingFiles(db: Db, trainingId: number): Promise<ApiAttachment[]> {
  return (await listTrainingFiles(db, trainingId)).map((f) => ({ name: f.name, kind: f.kind, size: f.size, url: `${TRAINING_FILE_PATH}${f.id}` }));
}

export const trainingFile = defineRoute({
  methods: ['GET'],
  input: z.object({ fileId: z.string().refine(isUploadId, '资料不存在') }),
  handler: async ({ fileId }, { db }) => {
    const [row] = await db
      .select({ id: trainingFiles.id, fileName: trainingFiles.fileName, kind: trainingFiles.kind })
      .from(trainingFiles)
      .innerJoin(trainings, eq(trainings.id, trainingFiles.trainingId))
      .where(and(eq(trainingFiles.id, fileId), eq(trainings.isPublished, true)))
      .limit(1);
    const notFound = new ApiError(Code.NotFound, '资料不存在');
    const file = row ? await trainingFileStore.download(row.id, CONTENT_TYPES[row.kind], row.fileName) : null;
    if (!file) throw notFound;
    return file;
  },
});
