// Reading applications and shaping them for the wire.
import type { ApiApplication } from '@/contract/wire/user-apply';
import type { Db, Tx } from '@/server/db/client';
import { regionLabels } from '@/server/modules/user/training/queries';
import { findOwnRow, wireReview } from '../applications';
import { trainingApplications } from './schema';

export type ApplicationRow = typeof trainingApplications.$inferSelect;

/** The user's application; someone else's answers exactly as one that does not exist. */
export const findOwnApplication = (db: Db | Tx, id: number, userId: number, lock = false): Promise<ApplicationRow> =>
  findOwnRow(db, trainingApplications, '申请', id, userId, lock);

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
    ...wireReview(row),
  };
}

export async function wireApplication(db: Db | Tx, row: ApplicationRow): Promise<ApiApplication> {
  return toWireApplication(row, await regionLabels(db as Db));
}
