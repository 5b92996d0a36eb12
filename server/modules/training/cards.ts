// Training class cards (ApiTrainingCard): the one query and the one reshaping for lists and home.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ApiTrainingCard } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { bases } from '@/server/modules/training/base-schema';
import { options } from '@/server/modules/common/schema';
import { toSeconds } from '@/server/modules/common/time';
import { trainings } from './schema';
import { canSignup } from './rules';
import { trainingRank, trainingStatus } from './status';
import { isPublicTraining } from './visibility';

export const cardColumns = {
  id: trainings.id, title: trainings.title, cover: trainings.cover, startAt: trainings.startAt, endAt: trainings.endAt,
  signupEndAt: trainings.signupEndAt, feeFen: trainings.feeFen, seatsTotal: trainings.seatsTotal,
  seatsTaken: trainings.seatsTaken, regionName: options.label, baseName: bases.name,
};

type CardRow = {
  id: number; title: string; cover: string; startAt: Date; endAt: Date; signupEndAt: Date; feeFen: number;
  seatsTotal: number; seatsTaken: number; regionName: string | null; baseName: string | null;
};

export function toApiTrainingCard(row: CardRow, now: Date): ApiTrainingCard {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    status: trainingStatus(row, now),
    startAt: toSeconds(row.startAt),
    endAt: toSeconds(row.endAt),
    region: row.regionName ?? '',
    baseName: row.baseName ?? '',
    // Stored in fen; the wire shows yuan.
    fee: row.feeFen / 100,
    seatsLeft: Math.max(0, row.seatsTotal - row.seatsTaken),
    // The detail's rule, so a card never says 报名中 for a class whose page says 名额已满 or 报名已截止.
    canSignup: canSignup(row, now),
  };
}

/** SQL order within a rank: upcoming by nearest start, the others by latest start. */
export function nearness(now: Date): SQL {
  return sql`case when ${trainings.startAt} > ${now} then extract(epoch from ${trainings.startAt}) else -extract(epoch from ${trainings.startAt}) end`;
}

/** Cards with their base and region joined; callers add where, order and paging. */
export function selectTrainingCards(db: Db) {
  return db
    .select(cardColumns)
    .from(trainings)
    .leftJoin(bases, eq(bases.id, trainings.baseId))
    .leftJoin(options, and(eq(options.name, 'region'), eq(options.value, trainings.region)))
    .$dynamic();
}

/**
 * Featured classes: signing up first (soonest start first), then ongoing, then the most recently
 * finished.
 */
export async function listFeaturedTrainings(db: Db, limit: number, now = new Date()): Promise<ApiTrainingCard[]> {
  const rows = await selectTrainingCards(db)
    .where(isPublicTraining())
    .orderBy(asc(trainingRank(now)), asc(nearness(now)), asc(trainings.id))
    .limit(limit);
  return rows.map((r) => toApiTrainingCard(r, now));
}
