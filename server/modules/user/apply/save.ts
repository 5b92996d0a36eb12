// user/apply/save: a new application to host a training class, or changes to one of mine while it is
// still submitted. A repeated submit of the same new form (same submitKey) creates one application.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkApplyDates } from '@/contract/apply-dates';
import { Code } from '@/contract/codes';
import { chinaDay } from '@/contract/time';
import { APPLY_LIMITS, type ApiApplication } from '@/contract/wire/user-apply';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId, zText } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { zPhone } from '@/server/modules/passport/phone';
import { requireOption } from '@/server/modules/training/options';
import { requireArea } from '../scope';
import { findOwnApplication, wireApplication } from './queries';
import { trainingApplications } from './schema';

const required = (max: number, label: string) => zText(max, label).refine((s) => s.length > 0, `请填写${label}`);

export const ZApplicationInput = z
  .object({
    id: zId.optional(),
    submitKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '提交标识不正确').optional(),
    title: required(APPLY_LIMITS.title, '培训班名称'),
    organisation: required(APPLY_LIMITS.organisation, '申请单位'),
    contactName: required(APPLY_LIMITS.contactName, '联系人'),
    contactPhone: zPhone,
    region: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/, '请选择举办地区'),
    startDate: z.string().max(10, '开始日期不正确'),
    endDate: z.string().max(10, '结束日期不正确'),
    trainees: z
      .string()
      .regex(/^\d{1,4}$/, '预计培训人数应为整数')
      .transform(Number)
      .refine((n) => n >= APPLY_LIMITS.traineesMin && n <= APPLY_LIMITS.traineesMax,
        `预计培训人数应在${APPLY_LIMITS.traineesMin}～${APPLY_LIMITS.traineesMax}人之间`),
    plan: zText(APPLY_LIMITS.plan, '培训计划').refine((s) => [...s].length >= APPLY_LIMITS.planMin, `培训计划至少${APPLY_LIMITS.planMin}个字`),
  })
  .superRefine((v, ctx) => {
    const problem = checkApplyDates(v.startDate, v.endDate, chinaDay());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

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
