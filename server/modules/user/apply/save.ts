// user/apply/save: a new application to host a training class, or changes to one of mine while it is
// still submitted. A repeated submit of the same new form (same submitKey) creates one application.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applyForm } from '@/contract/forms/apply';
import { Code } from '@/contract/codes';
import { APPLY_LIMITS, type ApiApplication } from '@/contract/wire/user-apply';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute } from '@/server/http/route';
import { requireOption } from '@/server/modules/training/options';
import { requireArea } from '../scope';
import { findOwnApplication, wireApplication } from './queries';
import { trainingApplications } from './schema';

/** The form, shared with the site (contract/forms/apply.ts). */
export const ZApplicationInput = applyForm;

export type TApplicationInput = z.output<typeof ZApplicationInput>;

export const userApplySave = defineRoute({
  input: ZApplicationInput,
  auth: 'user',
  rateLimit: { name: 'user-apply-save', limit: () => 60, windowSeconds: 3600 },
  handler: async (input, { db, session: { user } }): Promise<ApiApplication> => {
    requireArea(user, 'apply');
    await requireOption(db, 'region', input.region, '举办地区');
    const { id, submitKey, ...fields } = input;
    const row = await withTransaction(db, async (tx) => {
      if (id !== undefined) {
        const existing = await findOwnApplication(tx, id, user.id, true);
        if (existing.status !== 'submitted') throw new ApiError(Code.Conflict, '申请已进入审核或已处理，不能再修改');
        const [updated] = await tx
          .update(trainingApplications)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(trainingApplications.id, id))
          .returning();
        return updated;
      }
      if (submitKey) {
        const [again] = await tx
          .select()
          .from(trainingApplications)
          .where(and(eq(trainingApplications.userId, user.id), eq(trainingApplications.submitKey, submitKey)))
          .limit(1);
        if (again) return again;
      }
      // Serialises one user's submits, so that the cap below holds under concurrent requests.
      await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK}, ${user.id})`);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(trainingApplications)
        .where(and(eq(trainingApplications.userId, user.id), inArray(trainingApplications.status, ['submitted', 'reviewing'])));
      if (n >= APPLY_LIMITS.openMax) {
        throw new ApiError(Code.Conflict, `您已有${APPLY_LIMITS.openMax}份待处理的申请，请等待审核结果后再提交`);
      }
      const [created] = await tx
        .insert(trainingApplications)
        .values({ ...fields, userId: user.id, submitKey: submitKey ?? null })
        .onConflictDoNothing({ target: [trainingApplications.userId, trainingApplications.submitKey] })
        .returning();
      if (created) return created;
      const [existing] = await tx
        .select()
        .from(trainingApplications)
        .where(and(eq(trainingApplications.userId, user.id), eq(trainingApplications.submitKey, submitKey!)));
      return existing;
    });
    return wireApplication(db, row);
  },
});

/** Advisory lock class of application submits (any constant of our own). */
const APPLY_LOCK = 7_260_201;
