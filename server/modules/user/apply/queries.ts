// Reading applications and shaping them for the wire.
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiApplication } from '@/contract/wire/user-apply';
import type { Db, Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { toSeconds } from '@/server/modules/common/time';
import { regionLabels } from '@/server/modules/user/training/queries';
import { trainingApplications } from './schema';

export type ApplicationRow = typeof trainingApplications.$inferSelect;

/** The user's application; someone else's answers exactly as one that does not exist. */
export async function findOwnApplication(db: Db | Tx, id: number, userId: number, lock = false): Promise<ApplicationRow> {
  const query = db
    .select()
    .from(trainingApplications)
    .where(and(eq(trainingApplications.id, id), eq(trainingApplications.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(Code.NotFound, '申请不存在');
  return row;
}

export function toWireApplication(row: ApplicationRow, regions: Map<string, string>): ApiApplication {
  return {
    id: row.id,
    title: row.title,
    organisation: row.organisation,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    region: { value: row.region, name: regions.get(row.region) ?? row.region },
    startDate: row.startDate,
    endDate: row.endDate,
    trainees: row.trainees,
    plan: row.plan,
    status: row.status,
    reason: row.reason,
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
    decidedAt: row.decidedAt ? toSeconds(row.decidedAt) : null,
    canEdit: row.status === 'submitted',
  };
}

export async function wireApplication(db: Db | Tx, row: ApplicationRow): Promise<ApiApplication> {
  return toWireApplication(row, await regionLabels(db as Db));
}
