// Reads for the calendar: one live, one class with its sessions and base, and what is coming up.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { bases } from '@/server/modules/training/base-schema';
import { lives } from '@/server/modules/live/schema';
import { trainingSessions, trainings } from '@/server/modules/training/schema';
import type { LiveEventRow, SessionEventRow, TrainingEventRow } from './events';

const liveColumns = {
  id: lives.id, title: lives.title, summary: lives.summary, speaker: lives.speaker,
  speakerTitle: lives.speakerTitle, startAt: lives.startAt, endAt: lives.endAt,
};
const trainingColumns = {
  id: trainings.id, title: trainings.title, summary: trainings.summary, organiser: trainings.organiser,
  contactPhone: trainings.contactPhone, region: trainings.region, startAt: trainings.startAt, endAt: trainings.endAt,
  baseName: bases.name, baseAddress: bases.address,
};
const sessionColumns = {
  id: trainingSessions.id, title: trainingSessions.title, teacher: trainingSessions.teacher,
  location: trainingSessions.location, startAt: trainingSessions.startAt, endAt: trainingSessions.endAt,
};

export async function findLiveEvent(db: Db, id: number): Promise<LiveEventRow | null> {
  const [row] = await db.select(liveColumns).from(lives).where(and(eq(lives.id, id), eq(lives.isPublished, true))).limit(1);
  return row ?? null;
}

export async function findTrainingEvent(db: Db, id: number): Promise<{ training: TrainingEventRow; sessions: SessionEventRow[] } | null> {
  const [training] = await db
    .select(trainingColumns)
    .from(trainings)
    .leftJoin(bases, eq(bases.id, trainings.baseId))
    .where(and(eq(trainings.id, id), eq(trainings.isPublished, true)))
    .limit(1);
  if (!training) return null;
  const sessions = await db
    .select(sessionColumns)
    .from(trainingSessions)
    .where(eq(trainingSessions.trainingId, id))
    .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id));
  return { training, sessions };
}

/** Lives not yet over that start before `until`. */
export async function listComingLives(db: Db, now: Date, until: Date, limit: number): Promise<LiveEventRow[]> {
  return db
    .select(liveColumns)
    .from(lives)
    .where(and(gt(lives.endAt, now), lt(lives.startAt, until), eq(lives.isPublished, true)))
    .orderBy(asc(lives.startAt), asc(lives.id))
    .limit(limit);
}

/** Training sessions not yet over that start before `until`, grouped under their classes. */
export async function listComingSessions(
  db: Db, now: Date, until: Date, limit: number,
): Promise<{ training: TrainingEventRow; sessions: SessionEventRow[] }[]> {
  const sessions = await db
    .select({ ...sessionColumns, trainingId: trainingSessions.trainingId })
    .from(trainingSessions)
    .where(and(gt(trainingSessions.endAt, now), lt(trainingSessions.startAt, until)))
    .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id))
    .limit(limit);
  if (!sessions.length) return [];
  const ids = [...new Set(sessions.map((s) => s.trainingId))];
  const rows = await db
    .select(trainingColumns)
    .from(trainings)
    .leftJoin(bases, eq(bases.id, trainings.baseId))
    .where(and(inArray(trainings.id, ids), eq(trainings.isPublished, true)));
  const byId = new Map(rows.map((t) => [t.id, t]));
  return ids.flatMap((id) => {
    const training = byId.get(id);
    return training ? [{ training, sessions: sessions.filter((s) => s.trainingId === id) }] : [];
  });
}
