// Runs a search over search_docs: every term must match, each term through any of its synonyms; hits
// ranked by ts_rank (title counts most) lifted by recency, counted per tab.
//
// Staying fast with 100 000 articles: a word such as 社区 matches most documents, and ranking or
// counting every match costs the whole table. So only the newest WINDOW matches are ranked (the
// planner walks the published_at index and stops early for common words, and uses the GIN index for
// rare ones), and each tab counts up to WINDOW. The visitor is told when there were more ("500+") and
// asked to add a word. bench/search measures it (`npm run bench`).
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TYPES, type ApiSearchHit, type ApiSearchResult, type ApiSearchType } from '@/contract/wire/search';
import type { Db } from '@/server/db/client';
import { toSeconds } from '@/server/modules/common/time';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { highlight, snippet } from './highlight';
import { parseQuery, type QueryTerm } from './query-terms';
import { searchDocs } from './schema';

/** Matches ranked (newest first) and counted per tab, at most. */
export const WINDOW = 500;
/** How many popular searches to suggest. */
const SUGGESTIONS = 8;
/**
 * Recency lift: a hit published today counts up to twice its text rank, one RECENCY_DAYS old 1.5 times,
 * old ones about once. Relevance stays first; among similar hits the newer wins.
 */
const RECENCY_DAYS = 180;

/** The tsquery of the terms: (alt || alt ...) && (alt || alt ...), every value a parameter. */
export function tsQueryOf(terms: readonly QueryTerm[]): SQL {
  const anyOf = (t: QueryTerm) => sql.join(t.phrases.map((p) => sql`phraseto_tsquery('simple', ${p}::text)`), sql` || `);
  return sql`(${sql.join(terms.map((t) => sql`(${anyOf(t)})`), sql` && `)})`;
}

export type SearchInput = { q: string; type: ApiSearchType | null; page: number; pageSize: number };

/** Popular searches: the tags that the most items carry. */
export async function popularSearches(db: Db): Promise<string[]> {
  const n = count();
  const rows = await db
    .select({ name: tags.name })
    .from(itemTags)
    .innerJoin(tags, eq(tags.id, itemTags.tagId))
    .groupBy(tags.id, tags.name, tags.sort)
    .orderBy(desc(n), asc(tags.sort), asc(tags.id))
    .limit(SUGGESTIONS);
  return rows.map((r) => r.name);
}

/** Rows of a raw statement; both drivers (PGlite, node-postgres) answer { rows }. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A scheduled article's document is written when it is saved, and found from its publish time on; the
 * publish job rewrites it then as well (server/jobs/publish.ts). Other kinds' dates are start times, which
 * may lie ahead.
 */
function isVisible(now: Date): SQL {
  return sql`not (${searchDocs.itemType} = 'article' and ${searchDocs.publishedAt} > ${now.toISOString()}::timestamptz)`;
}

/** Matches per tab, each counted up to WINDOW (one statement, one capped scan per tab). */
async function countPerType(db: Db, query: SQL, now: Date): Promise<Record<ApiSearchType, number>> {
  const perType = sql.join(
    SEARCH_TYPES.map(
      (t) =>
        sql`(select count(*)::int from (select 1 from ${searchDocs} where ${searchDocs.type} = ${t} and ${searchDocs.tsv} @@ ${query} and ${isVisible(now)} limit ${WINDOW}) as m) as ${sql.identifier(t)}`,
    ),
    sql`, `,
  );
  const [row] = await rowsOf<Record<ApiSearchType, number>>(db, sql`select ${perType}`);
  return Object.fromEntries(SEARCH_TYPES.map((t) => [t, Number(row?.[t] ?? 0)])) as Record<ApiSearchType, number>;
}

type HitRow = { type: ApiSearchType; url: string; title: string; summary: string; meta: string; published_at: string | Date };

/** One page of the newest WINDOW matches, ranked. */
async function rankedPage(db: Db, query: SQL, input: SearchInput, now: Date): Promise<HitRow[]> {
  const { type, page, pageSize } = input;
  const ageDays = sql`greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - c.published_at)) / 86400)`;
  return rowsOf<HitRow>(db, sql`
    select c.type, c.url, c.title, c.summary, c.meta, c.published_at
    from (
      select id, type, url, title, summary, meta, published_at, tsv from ${searchDocs}
      where ${searchDocs.tsv} @@ ${query} and ${isVisible(now)} ${type ? sql`and ${searchDocs.type} = ${type}` : sql``}
      order by published_at desc
      limit ${WINDOW}
    ) as c
    order by ts_rank(c.tsv, ${query}) * (1 + 1 / (1 + ${ageDays} / ${RECENCY_DAYS})) desc, c.published_at desc, c.id
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
}

export type SearchOutcome = ApiSearchResult & { outOfRange: boolean };

export async function runSearch(db: Db, input: SearchInput, now = new Date()): Promise<SearchOutcome> {
  const { q, type, page, pageSize } = input;
  const terms = q ? parseQuery(q) : [];
  const counts = Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<ApiSearchType, number>;
  const base = { q, type, page, pageSize, list: [], total: 0, counts, synonyms: [], isCapped: false, window: WINDOW, outOfRange: false };
  if (terms.length === 0) return { ...base, suggestions: await popularSearches(db) };

  const query = tsQueryOf(terms);
  const perType = await countPerType(db, query, now);
  const sum = SEARCH_TYPES.reduce((n, t) => n + perType[t], 0);
  // Only WINDOW matches are ranked; paging covers them and no more.
  const total = Math.min(type ? perType[type] : sum, WINDOW);
  const isCapped = (type ? perType[type] : sum) >= WINDOW;
  const synonyms = [...new Set(terms.flatMap((t) => t.synonyms))];
  const result = { ...base, counts: perType, total, isCapped, synonyms };
  const offset = (page - 1) * pageSize;
  if (total === 0 || offset >= total) {
    return { ...result, suggestions: total === 0 ? await popularSearches(db) : [], outOfRange: offset > 0 && offset >= total };
  }

  const rows = await rankedPage(db, query, input, now);
  const needles = terms.flatMap((t) => t.highlights);
  const list: ApiSearchHit[] = rows.map((r) => ({
    type: r.type,
    url: r.url,
    title: highlight(r.title, needles),
    snippet: snippet(r.summary, needles),
    meta: r.meta,
    publishedAt: toSeconds(new Date(r.published_at)),
  }));
  return { ...result, list, suggestions: [] };
}
