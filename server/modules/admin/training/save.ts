// admin/training/save (registrar): creates a class (no id) or replaces one's fields, sessions and sign-up
// questions, in one transaction with its audit row, its search document and the public caches cleared.
// Seats never drop below those already taken; a session someone checked in to is never removed.
import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { CACHE_LABELS } from '@/contract/cache-labels';
import type { ApiSignupField } from '@/contract/wire/training';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import { writeAudit } from '@/server/modules/admin/audit';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { requireTags, writeItemTags } from '@/server/modules/admin/item-tags';
import { bases } from '@/server/modules/training/base-schema';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { requireOption } from '@/server/modules/training/options';
import { trainingFiles } from '@/server/modules/training/file-schema';
import { trainingFileStore } from '@/server/modules/training/file-store';
import { trainingCheckins, trainingSessions, trainings } from '@/server/modules/training/schema';
import { creditText, fieldError } from './inputs';
import { ZTrainingSaveInput, type TrainingSaveInput } from './save-input';
import { loadAdminTraining } from './view';

/** Keeps the keys the form sent back (answers are stored under them) and numbers new questions after them. */
function keyFields(fields: TrainingSaveInput['signupFields']): ApiSignupField[] {
  const used = new Set(fields.map((f) => f.key).filter(Boolean));
  let next = 1;
  return fields.map((f) => {
    let key = f.key;
    if (!key) {
      while (used.has(`f${next}`)) next++;
      key = `f${next}`;
      used.add(key);
    }
    return { key, label: f.label, type: f.type, required: f.required, options: f.type === 'choice' ? f.options : [] };
  });
}

async function checkReferences(db: Db, input: TrainingSaveInput): Promise<void> {
  await requireOption(db, 'trainingProject', input.project, fieldError('project', '培训项目'));
  await requireOption(db, 'region', input.region, fieldError('region', '所在地区'));
  if (input.baseId) {
    const [b] = await db.select({ id: bases.id }).from(bases).where(eq(bases.id, input.baseId)).limit(1);
    if (!b) throw new ApiError(Code.BadInput, fieldError('baseId', '培训基地不存在'));
  }
  await requireTags(db, input.tagIds);
  const keys = input.signupFields.map((f) => f.key).filter(Boolean);
  if (new Set(keys).size !== keys.length) throw new ApiError(Code.BadInput, fieldError('signupFields', '字段标识重复'));
}

export const adminTrainingSave = defineAdminRoute({
  roles: ['registrar'],
  input: ZTrainingSaveInput,
  handler: async (input, { db, staff }): Promise<{ id: number }> => {
    await checkReferences(db, input);
    const values = {
      project: input.project, title: input.title, cover: input.cover, summary: input.summary, region: input.region,
      baseId: input.baseId, organiser: input.organiser, audience: input.audience, credit: creditText(input),
      feeFen: input.fee, payMethod: input.payMethod, seatsTotal: input.seatsTotal, signupEndAt: input.signupEndAt,
      startAt: input.startAt, endAt: input.endAt, contactPhone: input.contactPhone,
      syllabus: sanitizeRichOrPlainText(input.syllabus), notice: sanitizeRichOrPlainText(input.notice),
      signupFields: keyFields(input.signupFields), isPublished: input.status === 'published',
    };
    let dropped: string[] = [];
    const saved = await withTransaction(db, async (tx) => {
      let id: number;
      let before = null;
      if (input.id) {
        before = await loadAdminTraining(tx, input.id);
        // Locks the row, so a sign-up running now cannot take a seat between this check and the update.
        const [row] = await tx.select({ taken: trainings.seatsTaken }).from(trainings).where(eq(trainings.id, input.id)).for('update');
        if (values.seatsTotal < row.taken) {
          throw new ApiError(Code.BadInput, fieldError('seatsTotal', `已有${row.taken}人占用名额，名额不能少于${row.taken}`));
        }
        id = input.id;
        await tx.update(trainings).set(values).where(eq(trainings.id, id));
      } else {
        [{ id }] = await tx.insert(trainings).values(values).returning({ id: trainings.id });
      }
      await saveSessions(tx, id, input.sessions);
      await writeItemTags(tx, 'training', id, input.tagIds);
      dropped = await saveFiles(tx, id, input.files);
      const after = await loadAdminTraining(tx, id);
      const action = !before ? 'create' : before.status !== after.status ? (after.status === 'published' ? 'publish' : 'unpublish') : 'update';
      await writeAudit(tx, { staffId: staff.id, action, kind: 'training', itemId: id, before, after });
      await syncSearchDocs(tx, 'training', [id]);
      await refreshPublic(tx, 'training', [CACHE_LABELS.homeIndex]);
      return { id };
    });
    // Stored bytes go once their rows are gone for good (a rolled-back save keeps both).
    await Promise.all(dropped.map((fileId) => trainingFileStore.remove(fileId)));
    return saved;
  },
});

/**
 * Makes the form's files the class's documents in that order: each must be an upload not taken by another
 * class. Answers the ids of the class's documents left out, whose rows are deleted here.
 */
async function saveFiles(tx: Db, trainingId: number, ids: string[]): Promise<string[]> {
  const rows = ids.length
    ? await tx.select({ id: trainingFiles.id, trainingId: trainingFiles.trainingId }).from(trainingFiles).where(inArray(trainingFiles.id, ids))
    : [];
  const usable = new Set(rows.filter((r) => r.trainingId === null || r.trainingId === trainingId).map((r) => r.id));
  ids.forEach((fileId, i) => {
    if (!usable.has(fileId)) throw new ApiError(Code.BadInput, fieldError(`files.${i}`, '资料不存在，请重新上传'));
  });
  for (const [sort, fileId] of ids.entries()) {
    await tx.update(trainingFiles).set({ trainingId, sort }).where(eq(trainingFiles.id, fileId));
  }
  const gone = await tx
    .delete(trainingFiles)
    .where(and(eq(trainingFiles.trainingId, trainingId), ids.length ? notInArray(trainingFiles.id, ids) : undefined))
    .returning({ id: trainingFiles.id });
  return gone.map((g) => g.id);
}

/** Replaces a class's sessions by the form's list: kept ids updated, new ones inserted, the rest removed. */
async function saveSessions(tx: Db, trainingId: number, sessions: TrainingSaveInput['sessions']): Promise<void> {
  const existing = await tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.trainingId, trainingId));
  const own = new Set(existing.map((s) => s.id));
  sessions.forEach((s, i) => {
    if (s.id && !own.has(s.id)) throw new ApiError(Code.BadInput, fieldError(`sessions.${i}.id`, '课程不属于本培训班'));
  });
  const kept = sessions.flatMap((s) => (s.id ? [s.id] : []));
  const gone = existing.map((s) => s.id).filter((sid) => !kept.includes(sid));
  if (gone.length) {
    const [{ n }] = await tx.select({ n: count() }).from(trainingCheckins).where(inArray(trainingCheckins.sessionId, gone));
    if (n > 0) throw new ApiError(Code.BadInput, fieldError('sessions', '已有学员签到的课程不能删除'));
    await tx.delete(trainingSessions).where(and(eq(trainingSessions.trainingId, trainingId), notInArray(trainingSessions.id, kept.length ? kept : [0])));
  }
  for (const s of sessions) {
    const fields = { title: s.title, teacher: s.teacher, location: s.location, startAt: s.startAt, endAt: s.endAt };
    if (s.id) await tx.update(trainingSessions).set(fields).where(eq(trainingSessions.id, s.id));
    else await tx.insert(trainingSessions).values({ trainingId, ...fields, checkinCode: String(randomInt(100000, 1000000)) });
  }
}
