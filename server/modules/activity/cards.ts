// Competition and entry rows reshaped into what the wire sends (contract/wire/activity.ts), in one place.
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ApiActivityCard, ApiAttachment, ApiMyEntry, ApiPublishedEntry } from '@/contract/wire/activity';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { activities, activityEntries, activityUploads, type UploadKind } from './schema';
import { activityStatus, isPublicActivity } from './status';

export type ActivityRow = typeof activities.$inferSelect;
type EntryRow = typeof activityEntries.$inferSelect;
type UploadRow = typeof activityUploads.$inferSelect;

/** Columns of a competition plus its number of entries. */
export const activityColumns = {
  ...getTableColumns(activities),
  // Spelled out with table names: in a one-table select Drizzle leaves columns unqualified, and an
  // unqualified "id" inside the subquery would be the entry's own.
  entryCount: sql<number>`(select count(*) from ${activityEntries} where ${activityEntries}.activity_id = ${activities}.id)`.mapWith(Number),
};

export function toApiActivityCard(row: ActivityRow & { entryCount: number }, now: Date): ApiActivityCard {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    organiser: row.organiser,
    status: activityStatus(row, now),
    startAt: toSeconds(row.startAt),
    deadline: toSeconds(row.deadline),
    endAt: toSeconds(row.endAt),
    timeline: row.timeline,
    entryCount: row.entryCount,
  };
}

/** A competition by id with its entry count, or undefined. */
export async function findActivity(db: Db, id: number): Promise<(ActivityRow & { entryCount: number }) | undefined> {
  const [row] = await db.select(activityColumns).from(activities).where(and(eq(activities.id, id), isPublicActivity())).limit(1);
  return row;
}

export async function countPublished(db: Db, activityId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(activityEntries)
    .where(sql`${activityEntries.activityId} = ${activityId} and ${activityEntries.isPublished}`);
  return n;
}

type UploadPart = Pick<UploadRow, 'fileName' | 'kind' | 'sizeBytes'> | null;

export function toApiAttachment(entryId: number, upload: UploadPart): ApiAttachment | null {
  if (!upload) return null;
  return { name: upload.fileName, kind: upload.kind as UploadKind, size: upload.sizeBytes, url: `/api/med/activity/file/${entryId}` };
}

export function toApiMyEntry(row: EntryRow, upload: UploadPart): ApiMyEntry {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    abstract: row.abstract,
    attachment: toApiAttachment(row.id, upload),
    status: row.status,
    award: row.award,
    isPublished: row.isPublished,
    reviewReason: row.status === 'rejected' ? row.reviewReason : null,
    rank: row.rank,
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
  };
}

type PublishedRow = Pick<EntryRow, 'id' | 'title' | 'department' | 'abstract' | 'award' | 'rank' | 'createdAt'> & {
  /** The judges' average in tenths, when the results are out. */
  averageTenths: number | null;
  author: string;
  workUnit: string;
  upload: UploadPart;
};

export function toApiPublishedEntry(row: PublishedRow): ApiPublishedEntry {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    abstract: row.abstract,
    // A user who never gave a name is shown without one; the phone never leaves the server.
    author: row.author || '参赛者',
    workUnit: row.workUnit,
    award: row.award,
    rank: row.rank,
    score: row.rank !== null && row.averageTenths !== null ? Math.round(row.averageTenths) / 10 : null,
    attachment: toApiAttachment(row.id, row.upload),
    createdAt: toSeconds(row.createdAt),
  };
}
