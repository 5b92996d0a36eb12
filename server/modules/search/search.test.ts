import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { SEARCH_TYPES, type ApiSearchHit, type ApiSearchResult, type ApiTextSegment } from '@/contract/wire/search';
import { freshTestDb } from '@/tests/api/test-db';
import { articles, courses, journalEntries, searchDocs } from '@/server/db/schema';
import { CAT } from '@/server/seed/data/categories';
import { createApiCaller } from '@/tests/api/call-api';
import { syncSearchDocs } from './documents';
import { toWordString } from './segment';

const joined = (segments: ApiTextSegment[]) => segments.map((s) => s.text).join('');
const marked = (segments: ApiTextSegment[]) => segments.filter((s) => s.hit).map((s) => s.text);

describe('search/query', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const search = (form: Record<string, string>) => api.call<ApiSearchResult>('search/query', form, { origin: null });

  /** Every hit of a query over all its pages (the result lists are short enough in tests). */
  async function allHits(form: Record<string, string>): Promise<ApiSearchHit[]> {
    const hits: ApiSearchHit[] = [];
    for (let page = 1; page < 50; page++) {
      const { envelope } = await search({ ...form, page: String(page), pageSize: '50' });
      expect(envelope.code, envelope.codeMsg).toBe(0);
      hits.push(...envelope.data.list);
      if (hits.length >= envelope.data.total) break;
    }
    return hits;
  }

  /** Adds an article of the frontier news and brings its search document in step, as a writer module would. */
  async function addArticle(title: string, summary = '测试用摘要。', body = '<p>测试用正文。</p>'): Promise<number> {
    const [row] = await t.db
      .insert(articles)
      .values({ categoryId: CAT.newsFrontier, title, summary, body, source: '测试', author: '测试', publishedAt: new Date() })
      .returning({ id: articles.id });
    await syncSearchDocs(t.db, 'article', [row.id]);
    return row.id;
  }

  describe('Chinese word segmentation', () => {
    it('finds 高血压的社区管理 for 高血压管理 and marks both words', async () => {
      const id = await addArticle('高血压的社区管理');
      const hits = await allHits({ q: '高血压管理' });
      const hit = hits.find((h) => h.url === `/detail/${id}`);
      expect(hit).toBeDefined();
      expect(joined(hit!.title)).toBe('高血压的社区管理');
      expect(marked(hit!.title)).toEqual(['高血压', '管理']);
      expect(hit!.type).toBe('article');
      expect(hit!.meta).toBe('前沿资讯');
    });

    it('requires every word: 高血压 and a word no document has finds nothing', async () => {
      const { envelope } = await search({ q: '高血压 量子纠缠' });
      expect(envelope.data.total).toBe(0);
      expect(envelope.data.list).toEqual([]);
      // No hits: the page suggests popular searches instead.
      expect(envelope.data.suggestions.length).toBeGreaterThan(0);
    });

    it('seeds search documents for every kind of content', async () => {
      const rows = await t.db.select({ type: searchDocs.type }).from(searchDocs);
      const types = new Set(rows.map((r) => r.type));
      expect([...types].sort()).toEqual([...SEARCH_TYPES].sort());
      expect(rows.length).toBeGreaterThan(300);
    });
  });

  describe('parts of words', () => {
    const urls = async (q: string) => new Set((await allHits({ q })).map((h) => h.url));
    const countsOf = async (q: string) => (await search({ q })).envelope.data.counts;

    it('finds with 血压 every class, course, broadcast and article that 高血压 finds', async () => {
      const whole = await urls('高血压');
      const part = await urls('血压');
      expect(whole.size).toBeGreaterThan(10);
      expect([...whole].filter((u) => !part.has(u))).toEqual([]);
      const [w, p] = [await countsOf('高血压'), await countsOf('血压')];
      for (const type of SEARCH_TYPES) expect(p[type], type).toBeGreaterThanOrEqual(w[type]);
    });

    it('finds with "高 血压" (typed with a space) exactly what 高血压 finds', async () => {
      expect([...(await urls('高 血压'))].sort()).toEqual([...(await urls('高血压'))].sort());
      expect(await countsOf('高 血压')).toEqual(await countsOf('高血压'));
    });

    it('finds a page that only writes the abbreviation for a part of the full term', async () => {
      const id = await addArticle('HBP 患者的家庭随访', '社区随访记录。');
      const hits = await allHits({ q: '血压' });
      expect(hits.map((h) => h.url)).toContain(`/detail/${id}`);
      expect((await search({ q: '血压' })).envelope.data.synonyms).toEqual(expect.arrayContaining(['高血压', 'HBP']));
    });

    it("finds characters across the segmenter's word boundary, in order only, and marks them", async () => {
      // 心肌梗死 is cut 心肌 + 梗死: 肌梗 is no word of either, yet a visitor may type it.
      const id = await addArticle('急性心肌梗死的院前急救');
      const hit = (await allHits({ q: '肌梗' })).find((h) => h.url === `/detail/${id}`);
      expect(hit).toBeDefined();
      expect(marked(hit!.title)).toContain('肌梗');
      expect((await allHits({ q: '梗肌' })).map((h) => h.url)).not.toContain(`/detail/${id}`);
    });
  });

  describe('synonyms and abbreviations', () => {
    let copdId: number;
    let fullNameId: number;
    let chdId: number;

    beforeAll(async () => {
      copdId = await addArticle('COPD患者的居家氧疗');
      fullNameId = await addArticle('慢性阻塞性肺疾病急性加重的识别');
      chdId = await addArticle('冠状动脉粥样硬化性心脏病的二级预防');
    });

    it('finds the full name and the abbreviation for 慢阻肺', async () => {
      const hits = await allHits({ q: '慢阻肺' });
      const urls = hits.map((h) => h.url);
      expect(urls).toContain(`/detail/${copdId}`);
      expect(urls).toContain(`/detail/${fullNameId}`);
      const { envelope } = await search({ q: '慢阻肺' });
      expect(envelope.data.synonyms).toEqual(expect.arrayContaining(['COPD', '慢性阻塞性肺疾病']));
    });

    it('finds the short name and the full name for COPD, in any letter case', async () => {
      for (const q of ['COPD', 'copd', 'ＣＯＰＤ']) {
        const urls = (await allHits({ q })).map((h) => h.url);
        expect(urls, q).toContain(`/detail/${copdId}`);
        expect(urls, q).toContain(`/detail/${fullNameId}`);
      }
    });

    it('finds the abbreviation for the full name, and marks the synonym that matched', async () => {
      const hits = await allHits({ q: '慢性阻塞性肺疾病' });
      const copd = hits.find((h) => h.url === `/detail/${copdId}`);
      expect(copd).toBeDefined();
      expect(marked(copd!.title)).toEqual(['COPD']);
    });

    it('finds 冠状动脉粥样硬化性心脏病 for 冠心病 and back', async () => {
      expect((await allHits({ q: '冠心病' })).map((h) => h.url)).toContain(`/detail/${chdId}`);
      const chdCourse = await addArticle('冠心病患者的运动康复');
      expect((await allHits({ q: '冠状动脉粥样硬化性心脏病' })).map((h) => h.url)).toContain(`/detail/${chdCourse}`);
    });
  });

  describe('tabs and paging', () => {
    it('counts hits per tab; the total of all tabs is their sum', async () => {
      const { envelope } = await search({ q: '糖尿病' });
      const { counts, total } = envelope.data;
      expect(Object.keys(counts).sort()).toEqual([...SEARCH_TYPES].sort());
      expect(total).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
      expect(envelope.data.isCapped).toBe(false);
      expect(counts.course).toBeGreaterThan(0);
      expect(counts.article).toBeGreaterThan(0);
    });

    it('lists only the chosen tab', async () => {
      const { envelope } = await search({ q: '糖尿病', type: 'course' });
      expect(envelope.data.type).toBe('course');
      expect(envelope.data.total).toBe(envelope.data.counts.course);
      expect(envelope.data.list.length).toBeGreaterThan(0);
      for (const hit of envelope.data.list) {
        expect(hit.type).toBe('course');
        expect(hit.url).toMatch(/^\/course\/\d+$/);
      }
    });

    it('finds journal papers and issues under the journal tab', async () => {
      const [entry] = await t.db.select({ title: journalEntries.title, articleId: journalEntries.articleId }).from(journalEntries).limit(1);
      const { envelope } = await search({ q: entry.title.slice(0, 20), type: 'journal' });
      const urls = envelope.data.list.map((h) => h.url);
      expect(urls).toContain(`/detail/${entry.articleId}`);
      expect(urls.some((u) => /^\/journal\/\d+$/.test(u))).toBe(true);
    });

    it('pages through the hits without repeating one', async () => {
      const first = await search({ q: '糖尿病', pageSize: '5' });
      const second = await search({ q: '糖尿病', pageSize: '5', page: '2' });
      expect(first.envelope.data.list).toHaveLength(5);
      expect(second.envelope.data.page).toBe(2);
      expect(second.envelope.data.total).toBe(first.envelope.data.total);
      const firstUrls = first.envelope.data.list.map((h) => h.url);
      for (const hit of second.envelope.data.list) expect(firstUrls).not.toContain(hit.url);
    });

    it('ranks a title match above a match in the body only', async () => {
      const inTitle = await addArticle('腕管综合征的基层识别');
      const inBody = await addArticle('手部麻木的常见原因', '测试用摘要。', '<p>腕管综合征是常见原因之一。</p>');
      const urls = (await allHits({ q: '腕管综合征' })).map((h) => h.url);
      expect(urls.indexOf(`/detail/${inTitle}`)).toBeGreaterThanOrEqual(0);
      expect(urls.indexOf(`/detail/${inTitle}`)).toBeLessThan(urls.indexOf(`/detail/${inBody}`));
    });

    it('ranks and counts at most the newest 500 hits of a very common word, and says so', async () => {
      // 600 documents of a word no seed content has, straight into the index.
      await t.db.execute(sql`
        insert into search_docs (type, item_type, item_id, title, summary, meta, url, published_at, tsv)
        select 'article', 'article', 900000 + g, '蛔虫病防治' || g, '摘要', '', '/detail/' || (900000 + g), now() - g * interval '1 hour',
          to_tsvector('simple', ${toWordString('蛔虫病防治')})
        from generate_series(1, 600) as g`);
      const { envelope } = await search({ q: '蛔虫病' });
      expect(envelope.data.counts.article).toBe(500);
      expect(envelope.data.total).toBe(500);
      expect(envelope.data.isCapped).toBe(true);
      expect(envelope.data.window).toBe(500);
      expect((await search({ q: '蛔虫病', page: '50' })).envelope.data.list).toHaveLength(10);
      expect((await search({ q: '蛔虫病', page: '51' })).envelope.code).toBe(Code.BadInput);
      // The newest come first among equally relevant hits.
      expect(joined(envelope.data.list[0].title)).toBe('蛔虫病防治1');
      await t.db.execute(sql`delete from search_docs where item_id > 900000`);
    });

    it('answers a page past the last with BadInput', async () => {
      const { envelope } = await search({ q: '糖尿病', pageSize: '50', page: '400' });
      expect(envelope.code).toBe(Code.BadInput);
    });
  });

  describe('empty and bad queries', () => {
    it('answers an empty or blank query with no hits and popular searches', async () => {
      for (const q of [undefined, '', '   ', '的']) {
        const { envelope } = await search(q === undefined ? {} : { q });
        expect(envelope.code).toBe(0);
        expect(envelope.data.list).toEqual([]);
        expect(envelope.data.total).toBe(0);
        expect(envelope.data.suggestions.length).toBeGreaterThan(0);
      }
    });

    it('accepts 50 characters and refuses 51 with BadInput', async () => {
      expect((await search({ q: '高'.repeat(50) })).envelope.code).toBe(0);
      const { envelope } = await search({ q: '高'.repeat(51) });
      expect(envelope.code).toBe(Code.BadInput);
      expect(envelope.codeMsg).toContain('50');
      // Trimmed first: spaces around do not count.
      expect((await search({ q: `  ${'高'.repeat(50)}  ` })).envelope.code).toBe(0);
    });

    it('refuses an unknown type, odd paging and a query that is not one string', async () => {
      const forms: Record<string, string>[] = [
        { q: '高血压', type: 'user' }, { q: '高血压', page: '0' }, { q: '高血压', page: 'x' }, { q: '高血压', page: '501' }, { q: '高血压', pageSize: '51' },
      ];
      for (const form of forms) {
        expect((await search(form)).envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
      const res = await api.call('search/query', 'q[]=a&q[]=b', { origin: null });
      expect((res.envelope as { code: number }).code).toBe(Code.BadInput);
      const nested = await api.call('search/query', 'q[a]=1', { origin: null });
      expect((nested.envelope as { code: number }).code).toBe(Code.BadInput);
    });

    it('returns markup in titles as plain text segments, never as HTML', async () => {
      const id = await addArticle('<img src=x onerror=alert(1)>高血压随访');
      const hit = (await allHits({ q: '高血压随访' })).find((h) => h.url === `/detail/${id}`);
      expect(hit).toBeDefined();
      expect(joined(hit!.title)).toBe('<img src=x onerror=alert(1)>高血压随访');
    });

    it('treats tsquery syntax as plain words', async () => {
      for (const q of ["高血压 & !糖尿病", "a:* | b", "'<->'", '\\', '))((']) {
        expect((await search({ q })).envelope.code, q).toBe(0);
      }
    });
  });

  describe('keeping documents in step', () => {
    it('follows a changed title and forgets a deleted item', async () => {
      const id = await addArticle('猩红热的早期识别');
      expect((await allHits({ q: '猩红热' })).map((h) => h.url)).toContain(`/detail/${id}`);
      await t.db.update(articles).set({ title: '手足口病的早期识别' }).where(eq(articles.id, id));
      await syncSearchDocs(t.db, 'article', [id]);
      expect((await allHits({ q: '猩红热' })).map((h) => h.url)).not.toContain(`/detail/${id}`);
      expect((await allHits({ q: '手足口病' })).map((h) => h.url)).toContain(`/detail/${id}`);
      await t.db.delete(articles).where(eq(articles.id, id));
      await syncSearchDocs(t.db, 'article', [id]);
      expect((await allHits({ q: '手足口病' })).map((h) => h.url)).not.toContain(`/detail/${id}`);
    });

    it('indexes a course by its lecturer and chapter titles', async () => {
      const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
      await t.db.update(courses).set({ summary: '本课程讲解石棉肺的职业史询问。' }).where(eq(courses.id, course.id));
      await syncSearchDocs(t.db, 'course', [course.id]);
      const { envelope } = await search({ q: '石棉肺', type: 'course' });
      expect(envelope.data.list.map((h) => h.url)).toEqual([`/course/${course.id}`]);
      expect(marked(envelope.data.list[0].snippet).join('')).toContain('石棉肺');
    });
  });
});
