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

/**
 * Each tab's documents that pass `where`, counted up to `cap`: one statement, one capped scan per tab (a tab
 * that has more stops at `cap`).
 */
async function countEachTab(db: Db, cap: number, where: (t: ApiSearchType) => SQL): Promise<Record<ApiSearchType, number>> {
  const perType = sql.join(
    SEARCH_TYPES.map(
      (t) => sql`(select count(*)::int from (select 1 from ${searchDocs} where ${searchDocs.type} = ${t} and ${where(t)} limit ${cap}) as m) as ${sql.identifier(t)}`,
    ),
    sql`, `,
  );
  const [row] = await rowsOf<Record<ApiSearchType, number>>(db, sql`select ${perType}`);
  return Object.fromEntries(SEARCH_TYPES.map((t) => [t, Number(row?.[t] ?? 0)])) as Record<ApiSearchType, number>;
}

/**
 * A tab with at most this many documents is counted by reading its documents; a larger one lets the planner
 * choose (see countPerType).
 */
const SMALL_TAB = 500;
/** How long a database's small tabs are taken as known (they only choose how a tab is counted). */
const SMALL_TABS_TTL_MS = 10 * 60_000;
const smallTabsOf = new WeakMap<Db, { at: number; tabs: Promise<Set<ApiSearchType>> }>();

/** The tabs of at most SMALL_TAB documents, looked up at most every SMALL_TABS_TTL_MS per database. */
function smallTabs(db: Db): Promise<Set<ApiSearchType>> {
  const cached = smallTabsOf.get(db);
  if (cached && Date.now() - cached.at < SMALL_TABS_TTL_MS) return cached.tabs;
  // Each tab is counted up to SMALL_TAB + 1 on the (type, published_at) index: about a millisecond, where
  // counting the table would read every document.
  const tabs = countEachTab(db, SMALL_TAB + 1, () => sql`true`).then(
    (sizes) => new Set(SEARCH_TYPES.filter((t) => sizes[t] <= SMALL_TAB)),
  );
  smallTabsOf.set(db, { at: Date.now(), tabs });
  tabs.catch(() => smallTabsOf.delete(db));
  return tabs;
}

/**
 * Matches per tab, each counted up to WINDOW.
 *
 * A small tab is read through its own rows, with the match written so that no index can take it. Left
 * to itself, the planner often intersects the tab's rows with the GIN index instead: its cost model
 * prices a GIN scan of several very common words (乡镇 卫生 院 康复, each in most documents) low,
 * though the scan decodes each word's whole posting list, so every small tab paid that scan again
 * (5-7 ms each on PGlite at 100 000 documents), and whether it did flipped with the index's pending
 * list and statistics. Reading a tab of SMALL_TAB rows costs at most ~2.5 ms. bench/search measures it
 * (docs/architecture.md §7).
 */
async function countPerType(db: Db, query: SQL, now: Date): Promise<Record<ApiSearchType, number>> {
  const small = await smallTabs(db);
  return countEachTab(db, WINDOW, (t) => {
    const matches = small.has(t) ? sql`(${searchDocs.tsv} @@ ${query}) is true` : sql`${searchDocs.tsv} @@ ${query}`;
    return sql`${matches} and ${isVisible(now)}`;
  });
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
