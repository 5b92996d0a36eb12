// Inserts the demo content built by content.ts: a few big multi-row inserts inside one transaction,
// parents before children. Rows carry fixed ids, so each serial sequence is moved past them at the end.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { loadActivityEntries } from './activity-entries';
import type { SeedContent } from './content';

/** Postgres allows 65535 parameters per statement; chunks stay well below for wide rows. */
const CHUNK = 500;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** A copy of a row without a generator-only field (tag, tags) that is not a column. */
function omit<T extends object, K extends keyof T>(row: T, key: K): Omit<T, K> {
  const copy = { ...row };
  delete copy[key];
  return copy;
}

const SERIAL_TABLES = [
  'categories', 'pics', 'tags', 'bases', 'trainings', 'lecturers', 'courses', 'course_chapters', 'lives',
  'articles', 'journals', 'activities', 'demands',
];

export async function loadContent(tx: Tx, c: SeedContent): Promise<void> {
  await insertAll(tx, s.categories, c.categories);
  await insertAll(tx, s.options, c.options);
  await insertAll(tx, s.pics, c.pics.map((pic, i) => ({ ...pic, id: i + 1 })));
  await insertAll(tx, s.redirects, c.redirects);
  await insertAll(tx, s.tags, c.tags);
  await insertAll(tx, s.bases, c.bases);
  await insertAll(tx, s.trainings, c.trainings.map((r) => omit(r, 'tag')));
  await insertAll(tx, s.trainingSessions, c.sessions);
  await insertAll(tx, s.lecturers, c.lecturers);
  await insertAll(tx, s.courses, c.courses.map((r) => omit(r, 'tag')));
  await insertAll(tx, s.courseChapters, c.chapters);
  await insertAll(tx, s.courseVideos, c.videos);
  await insertAll(tx, s.lives, c.lives.map((r) => omit(r, 'tag')));
  await insertAll(tx, s.liveChapters, c.liveChapters);
  await insertAll(tx, s.articles, c.articles.map((r) => omit(r, 'tags')));
  await insertAll(tx, s.documents, c.documents);
  await insertAll(tx, s.journals, c.journals);
  await insertAll(tx, s.journalEntries, c.journalEntries);
  await insertAll(tx, s.activities, c.activities);
  await loadActivityEntries(tx, c.activityEntries);
  await insertAll(tx, s.demands, c.demands);
  await insertAll(tx, s.demandQuestions, c.questions);
  await insertAll(tx, s.itemTags, c.itemTags);
  await backdateUpdatedAt(tx);
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
    );
  }
}

/**
 * The demo rows were "last changed" when they were published, not when this seed ran: the sitemap's
 * lastmod (updated_at) then differs page by page as it would on a real site. The same rule as the
 * backfill of migration 0001.
 */
async function backdateUpdatedAt(tx: Tx): Promise<void> {
  await tx.execute(sql`update articles set updated_at = least(published_at, now())`);
  await tx.execute(sql`update documents set updated_at = least(created_at, now())`);
  await tx.execute(sql`update trainings set updated_at = least(created_at, now())`);
  await tx.execute(sql`update courses set updated_at = least(published_at, now())`);
  await tx.execute(sql`update course_videos v set updated_at = c.updated_at from courses c where c.id = v.course_id`);
  await tx.execute(sql`update lives set updated_at = least(end_at, now())`);
  await tx.execute(sql`update journals set updated_at = least(published_at, now())`);
  await tx.execute(sql`update demands set updated_at = least(start_at, now())`);
}
