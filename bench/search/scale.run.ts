// The search bench (`npm run bench`, bench/search-scale.mjs runs it through vitest for its TypeScript
// and path aliases): a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) with the seed
// plus BENCH_SEARCH_DOCS synthetic articles (default 100 000), then the latency of runSearch, the
// function behind search/query, for typical queries. Writes JSON to BENCH_SEARCH_OUT. Not a test:
// it asserts nothing about speed (docs/architecture.md §7: speed is measured, never timed in a test).
import fs from 'node:fs';
import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb } from '@/server/startup';
import { runSearch, WINDOW, type SearchInput } from '@/server/modules/search/search';
import { syntheticDocs, type SyntheticDoc } from './corpus';

const DOCS = Number(process.env.BENCH_SEARCH_DOCS || 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS || 30);
const OUT = process.env.BENCH_SEARCH_OUT || 'tmp/search-bench.json';
const CHUNK = 500;
/** Far above the seed's ids, so synthetic documents never collide with real ones. */
const ID_BASE = 10_000_000;

type Case = { name: string; input: Partial<SearchInput> & { q: string } };

const CASES: Case[] = [
  { name: '高血压管理 (two common words)', input: { q: '高血压管理' } },
  { name: '慢阻肺 (synonyms: COPD, 慢性阻塞性肺疾病)', input: { q: '慢阻肺' } },
  { name: '冠状动脉粥样硬化性心脏病 (long name, synonym)', input: { q: '冠状动脉粥样硬化性心脏病' } },
  { name: '社区 (in most documents)', input: { q: '社区' } },
  { name: '糖尿病, article tab, page 20', input: { q: '糖尿病', type: 'article', page: 20 } },
  { name: '乡镇卫生院 儿童 康复 (three words)', input: { q: '乡镇卫生院 儿童 康复' } },
  { name: '手足口病 (a less common word)', input: { q: '手足口病' } },
  { name: '犬咬伤 独居老人 (a rare pair)', input: { q: '犬咬伤 独居老人' } },
  { name: '量子纠缠 (no hits: suggestions)', input: { q: '量子纠缠' } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function rowSql(d: SyntheticDoc) {
  return sql`('article', 'article', ${ID_BASE + d.id}, ${d.title}, ${d.summary}, ${d.meta}, ${`/detail/${ID_BASE + d.id}`}, ${d.publishedAt.toISOString()}::timestamptz,
    setweight(to_tsvector('simple', ${d.a}), 'A') || setweight(to_tsvector('simple', ${d.b}), 'B') || setweight(to_tsvector('simple', ${d.c}), 'C'))`;
}

it('measures search latency on a large database', async () => {
  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const t = await createTestDb();
  try {
    const started = Date.now();
    let batch: SyntheticDoc[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await t.db.execute(sql`insert into search_docs (type, item_type, item_id, title, summary, meta, url, published_at, tsv) values ${sql.join(batch.map(rowSql), sql`, `)}`);
      batch = [];
    };
    for (const doc of syntheticDocs(DOCS, Date.now())) {
      batch.push(doc);
      if (batch.length === CHUNK) await flush();
    }
    await flush();
    await t.db.execute(sql`analyze search_docs`);
    const insertSeconds = (Date.now() - started) / 1000;
    const [{ n }] = ((await t.db.execute(sql`select count(*)::int as n from search_docs`)) as unknown as { rows: { n: number }[] }).rows;

    const queries = [];
    for (const c of CASES) {
      const input: SearchInput = { type: null, page: 1, pageSize: 10, ...c.input };
      let total = 0;
      for (let i = 0; i < 3; i++) total = (await runSearch(t.db, input)).total;
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await runSearch(t.db, input);
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      queries.push({ name: c.name, total, p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) });
    }
    const result = { driver, docs: n, synthetic: DOCS, insertSeconds, runs: RUNS, window: WINDOW, queries };
    fs.writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await t.close();
  }
}, 3_600_000);
