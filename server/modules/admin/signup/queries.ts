// The sign-up queue's reads (admin/signup/list and its CSV): filters by stage, class, China days and a name or
// phone, newest first. A stage is a condition on the stored status and the review and close columns, the same
// rule as training/stage.ts reads back.
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { formatChinaMinute } from '@/contract/time';
import type { ApiAdminSignupRow } from '@/contract/wire/admin-signup';
import { SIGNUP_STAGES } from '@/contract/wire/admin-signup';
import type { ApiSignupStage } from '@/contract/wire/training';
import type { Db } from '@/server/db/client';
import { zId } from '@/server/http/inputs';
import { options } from '@/server/modules/common/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { signupStage } from '@/server/modules/training/stage';
import { containing, withinDays, zDayRange, zOptional } from '../list-inputs';

export const zSignupFilters = {
  status: zOptional(z.enum(SIGNUP_STAGES, '状态不正确')),
  trainingId: zOptional(zId),
  q: zOptional(z.string().trim().max(50, '搜索词过长')),
  ...zDayRange,
};

export type SignupFilters = { status?: ApiSignupStage; trainingId?: number; q?: string; from?: string; to?: string };

const s = trainingSignups;

export function stageWhere(stage: ApiSignupStage): SQL {
  switch (stage) {
    case 'review': return and(eq(s.status, 'pending'), isNull(s.reviewedAt))!;
    case 'unpaid': return and(eq(s.status, 'pending'), isNotNull(s.reviewedAt))!;
    case 'confirmed': return eq(s.status, 'confirmed');
    case 'rejected': return and(eq(s.status, 'cancelled'), eq(s.closedAs, 'rejected'))!;
    case 'cancelled': return and(eq(s.status, 'cancelled'), or(isNull(s.closedAs), ne(s.closedAs, 'rejected')))!;
  }
}

function signupWhere(f: SignupFilters): SQL | undefined {
  return and(
    f.status ? stageWhere(f.status) : undefined,
    f.trainingId ? eq(s.trainingId, f.trainingId) : undefined,
    f.q ? or(ilike(s.name, containing(f.q)), ilike(s.phone, containing(f.q))) : undefined,
    withinDays(s.createdAt, f),
  );
}

const minute = (d: Date | null) => (d ? formatChinaMinute(d) : null);

export async function listSignups(db: Db, f: SignupFilters, limit: number, offset: number): Promise<{ list: ApiAdminSignupRow[]; total: number }> {
  const where = signupWhere(f);
  const rows = await db
    .select({ s, title: trainings.title, fields: trainings.signupFields, regionName: options.label })
    .from(s)
    .innerJoin(trainings, eq(trainings.id, s.trainingId))
    .leftJoin(options, and(eq(options.name, 'region'), eq(options.value, s.region)))
    .where(where)
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(s).where(where);
  return {
    total: n,
    list: rows.map(({ s: r, title, fields, regionName }) => ({
      id: r.id,
      training: { id: r.trainingId, title },
      name: r.name, phone: r.phone, workUnit: r.workUnit, department: r.department, jobTitle: r.jobTitle,
      region: regionName ?? r.region,
      answers: fields.filter((q) => r.answers[q.key]).map((q) => ({ label: q.label, value: r.answers[q.key] })),
      fee: r.feeFen / 100,
      stage: signupStage(r),
      reason: r.closeReason ?? '',
      createdAt: formatChinaMinute(r.createdAt),
      reviewedAt: minute(r.reviewedAt),
      paidAt: minute(r.paidAt),
    })),
  };
}
