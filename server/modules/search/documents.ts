// Writes search documents: the seed builds them all (rebuildSearchDocs); any module that changes an
// item calls syncSearchDocs(db, itemType, [id]) afterwards, which rewrites the item's document or
// removes it when the item is gone. Text is segmented here, in JavaScript (segment.ts), and weighted:
// title A, summary and keywords B, body C (ts_rank counts A most). Besides words, a document carries the
// character bigrams of its Chinese text (segment.ts), so that 血压 finds a page about 高血压.
import { and, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { synonymWordsIn } from './query-terms';
import { searchDocs, type SearchItemType } from './schema';
import { toBigramString, toWordString } from './segment';
import { loadDocSources, SEARCH_ITEM_TYPES, type DocSource } from './sources';

/** Long bodies are indexed up to here: enough to find an article by what it is about, and the index stays small. */
export const MAX_BODY_CHARS = 4000;
/** Rows per INSERT (PostgreSQL allows 65535 parameters per statement). */
const CHUNK = 300;

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** Segmented words of a text, its dictionary synonyms as whole words (see query-terms.ts) and its Chinese bigrams. */
export function indexWords(text: string): string {
  return [toWordString(text), ...synonymWordsIn(text), toBigramString(text)].filter(Boolean).join(' ');
}

/** The tsvector of a document, weighted by field. */
export function tsvectorOf(src: Pick<DocSource, 'title' | 'summary' | 'meta' | 'keywords' | 'body'>): SQL {
  const a = indexWords(src.title);
  const b = indexWords([src.summary, src.meta, ...src.keywords].join('。'));
  const c = indexWords(clip(src.body, MAX_BODY_CHARS));
  return sql`setweight(to_tsvector('simple', ${a}), 'A') || setweight(to_tsvector('simple', ${b}), 'B') || setweight(to_tsvector('simple', ${c}), 'C')`;
}

function toRow(src: DocSource) {
  return {
    type: src.type,
    itemType: src.itemType,
    itemId: src.itemId,
    title: clip(src.title, 200),
    summary: clip(src.summary, 400),
    meta: clip(src.meta, 120),
    url: src.url,
    publishedAt: src.publishedAt,
    tsv: tsvectorOf(src),
  };
}

/** Inserts or replaces the documents of these sources. */
export async function writeSearchDocs(db: Db, sources: readonly DocSource[]): Promise<void> {
  for (let i = 0; i < sources.length; i += CHUNK) {
    const rows = sources.slice(i, i + CHUNK).map(toRow);
    await db
      .insert(searchDocs)
      // tsv is an SQL expression; drizzle's insert types only know the column's data type.
      .values(rows as unknown as (typeof searchDocs.$inferInsert)[])
      .onConflictDoUpdate({
        target: [searchDocs.itemType, searchDocs.itemId],
        set: {
          type: sql`excluded.type`, title: sql`excluded.title`, summary: sql`excluded.summary`, meta: sql`excluded.meta`,
          url: sql`excluded.url`, publishedAt: sql`excluded.published_at`, tsv: sql`excluded.tsv`,
        },
      });
  }
}

/**
 * Brings the documents of some items in step with their rows: call it after creating, changing or
 * deleting items (inside the same transaction when there is one).
 */
export async function syncSearchDocs(db: Db, itemType: SearchItemType, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const sources = await loadDocSources(db, itemType, ids);
  await writeSearchDocs(db, sources);
  const present = sources.map((s) => s.itemId);
  await db
    .delete(searchDocs)
    .where(and(eq(searchDocs.itemType, itemType), inArray(searchDocs.itemId, [...ids]), present.length ? notInArray(searchDocs.itemId, present) : undefined));
}

/** Rebuilds every document from the content tables; answers how many there are. */
export async function rebuildSearchDocs(db: Db): Promise<number> {
  await db.delete(searchDocs);
  let total = 0;
  for (const itemType of SEARCH_ITEM_TYPES) {
    const sources = await loadDocSources(db, itemType);
    await writeSearchDocs(db, sources);
    total += sources.length;
  }
  return total;
}

/** Builds the documents when there are none yet (a database seeded before search existed). */
export async function ensureSearchDocs(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(searchDocs);
  if (n === 0) await rebuildSearchDocs(db);
}
