import { describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiArticleDetail, ApiArticleList, ApiDocument } from '@/contract/wire/article';
import { freshTestDb } from '@/tests/api/test-db';
import { articles, documents } from '@/server/db/schema';
import { CAT } from '@/server/seed/data/categories';
import { createApiCaller } from '@/tests/api/call-api';

const NEWS_CHILDREN = ['/news-policy', '/news-frontier', '/news-work'];

describe('article endpoints', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const list = (form: Record<string, string>) => api.call<ApiArticleList>('article/list', form, { origin: null });
  const detail = (id: string | number) => api.call<ApiArticleDetail>(`article/detail/${id}`, {}, { origin: null });
  const doc = (id: string | number) => api.call<ApiDocument>(`article/document/${id}`, {}, { origin: null });
  const countIn = async (categoryId: number) =>
    (await t.db.select({ n: count() }).from(articles).where(eq(articles.categoryId, categoryId)))[0].n;

  describe('article/list', () => {
    it('lists a category newest first, a page at a time', async () => {
      const { envelope } = await list({ path: '/science' });
      expect(envelope.code).toBe(0);
      const page = envelope.data;
      expect(page.category).toMatchObject({ name: '科普', path: '/science', type: 'article' });
      expect(page.category.description).not.toBe('');
      expect(page.total).toBe(await countIn(CAT.science));
      expect(page.list).toHaveLength(15);
      expect(page.pageSize).toBe(15);
      expect(page.parent).toBeNull();
      expect(page.section).toBeNull();
      const times = page.list.map((a) => a.publishedAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const a of page.list) expect(a).toMatchObject({ categoryPath: '/science', categoryName: '科普' });
    });

    it('answers later pages with the following articles, and the last page with the rest', async () => {
      const first = (await list({ path: '/science' })).envelope.data;
      const second = (await list({ path: '/science', page: '2' })).envelope.data;
      expect(second.page).toBe(2);
      expect(second.list.map((a) => a.id)).not.toContain(first.list[0].id);
      expect(second.list[0].publishedAt).toBeLessThanOrEqual(first.list.at(-1)!.publishedAt);
      const last = Math.ceil(first.total / 15);
      const tail = (await list({ path: '/science', page: String(last) })).envelope.data;
      expect(tail.list).toHaveLength(first.total - (last - 1) * 15);
    });

    it('lists the children of a section root, with the children as tabs', async () => {
      const page = (await list({ path: '/news' })).envelope.data;
      const expected = (await countIn(CAT.newsPolicy)) + (await countIn(CAT.newsFrontier)) + (await countIn(CAT.newsWork));
      expect(page.total).toBe(expected);
      expect(page.section?.root.path).toBe('/news');
      expect(page.section?.children.map((c) => c.path)).toEqual(NEWS_CHILDREN);
      for (const a of page.list) expect(NEWS_CHILDREN).toContain(a.categoryPath);
    });

    it('names the parent and the section of a child category', async () => {
      const page = (await list({ path: '/news-policy' })).envelope.data;
      expect(page.parent?.path).toBe('/news');
      expect(page.section?.root.name).toBe('资讯');
      expect(page.total).toBe(await countIn(CAT.newsPolicy));
      const notice = (await list({ path: '/notice' })).envelope.data;
      expect(notice.parent).toMatchObject({ path: '/training', type: 'training' });
      expect(notice.section).toBeNull();
    });

    it('puts pinned articles first (the academy introduction on /about)', async () => {
      const page = (await list({ path: '/about' })).envelope.data;
      expect(page.list[0]).toMatchObject({ title: '学院简介', isPinned: true });
      expect(page.list.slice(1).every((a) => !a.isPinned)).toBe(true);
    });

    it('answers an unknown news path, or a category that is no news, with NotFound', async () => {
      for (const path of ['/no-such-category', '/training', '/journal', '/course']) {
        const { envelope } = await list({ path });
        expect(envelope.code, path).toBe(Code.NotFound);
      }
    });

    it('refuses malformed paths and pages with BadInput', async () => {
      const bad: Record<string, string>[] = [
        {}, { path: 'news' }, { path: '/../etc' }, { path: `/${'a'.repeat(41)}` }, { path: '/News' },
        { path: '/news', page: '0' }, { path: '/news', page: 'x' }, { path: '/news', page: '501' },
        { path: '/news', pageSize: '51' }, { path: '/news', page: '-1' },
      ];
      for (const form of bad) {
        const { envelope } = await list(form);
        expect(envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
    });

    it('refuses a page past the last one', async () => {
      const total = await countIn(CAT.science);
      const { envelope } = await list({ path: '/science', page: String(Math.ceil(total / 15) + 1) });
      expect(envelope.code).toBe(Code.BadInput);
    });
  });

  describe('article/detail', () => {
    it('answers the article with its category, tags, related articles and neighbours', async () => {
      const [row] = await t.db.select().from(articles).where(eq(articles.categoryId, CAT.newsFrontier)).limit(1);
      const { envelope } = await detail(row.id);
      expect(envelope.code).toBe(0);
      const a = envelope.data;
      expect(a).toMatchObject({ id: row.id, title: row.title, source: row.source, author: row.author });
      expect(a.category.path).toBe('/news-frontier');
      expect(a.parent?.path).toBe('/news');
      expect(a.tags.length).toBeGreaterThan(0);
      expect(a.body).toContain('<p>');
      expect(a.related.length).toBeGreaterThan(0);
      expect(a.related.length).toBeLessThanOrEqual(6);
      expect(a.related.map((r) => r.id)).not.toContain(row.id);
      expect(new Set(a.related.map((r) => r.id)).size).toBe(a.related.length);
      expect(a.journal).toBeNull();
      expect(a.newer ?? a.older).not.toBeNull();
    });

    it('links neighbours both ways within the category', async () => {
      const page = (await list({ path: '/science', page: '2' })).envelope.data;
      const [upper, lower] = page.list;
      const a = (await detail(upper.id)).envelope.data;
      expect(a.older?.id).toBe(lower.id);
      const b = (await detail(lower.id)).envelope.data;
      expect(b.newer?.id).toBe(upper.id);
    });

    it('lists the attachments of a class notice', async () => {
      const [d] = await t.db.select().from(documents).where(eq(documents.fileType, 'docx')).limit(1);
      const a = (await detail(d.articleId)).envelope.data;
      expect(a.documents.map((x) => x.fileType)).toEqual(['docx', 'txt']);
      expect(a.documents[0]).toMatchObject({ id: d.id, title: '培训报名回执表', sizeBytes: d.sizeBytes });
    });

    it('places a journal paper in its issue', async () => {
      const [row] = await t.db.select().from(articles).where(eq(articles.categoryId, CAT.journal)).limit(1);
      const a = (await detail(row.id)).envelope.data;
      expect(a.category.type).toBe('journal');
      expect(a.journal).toMatchObject({ name: '中原基层医学' });
      expect(a.journal?.number).toBeGreaterThanOrEqual(1);
      expect(a.journal?.section).not.toBe('');
    });

    it('sanitizes the body on the server', async () => {
      const [row] = await t.db
        .insert(articles)
        .values({
          categoryId: CAT.science, title: '测试文章', summary: '摘要', source: '测试', author: '测试', publishedAt: new Date(0),
          body: '<p onclick="steal()">正文</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe>',
        })
        .returning({ id: articles.id });
      try {
        const a = (await detail(row.id)).envelope.data;
        expect(a.body).toContain('正文');
        expect(a.body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
      } finally {
        await t.db.delete(articles).where(eq(articles.id, row.id));
      }
    });

    it('answers an unknown id with NotFound and a malformed one with BadInput', async () => {
      expect((await detail(999_999)).envelope.code).toBe(Code.NotFound);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
        expect((await detail(id)).envelope.code, id).toBe(Code.BadInput);
      }
    });
  });

  describe('article/document', () => {
    it('answers a PDF with its metadata and its article', async () => {
      const [d] = await t.db.select().from(documents).where(eq(documents.fileType, 'pdf')).limit(1);
      const { envelope } = await doc(d.id);
      expect(envelope.code).toBe(0);
      expect(envelope.data).toMatchObject({
        id: d.id, title: d.title, fileType: 'pdf', url: '/files/demo-policy.pdf', sizeBytes: d.sizeBytes, pageCount: d.pageCount,
        text: null, textTruncated: false,
      });
      expect(envelope.data.article).toMatchObject({ id: d.articleId });
      expect(envelope.data.article.category.path).toBe('/news-policy');
    });

    it('answers a text document with its text', async () => {
      const [d] = await t.db.select().from(documents).where(and(eq(documents.fileType, 'txt'), like(documents.url, '/files/%'))).limit(1);
      const data = (await doc(d.id)).envelope.data;
      expect(data.text).toContain('培训报名须知');
      expect(data.textTruncated).toBe(false);
    });

    it('answers an unknown document with NotFound and a malformed id with BadInput', async () => {
      expect((await doc(999_999)).envelope.code).toBe(Code.NotFound);
      expect((await doc('x1')).envelope.code).toBe(Code.BadInput);
    });
  });
});
