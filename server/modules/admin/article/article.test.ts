import { beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiArticleDetail, ApiArticleList } from '@/contract/wire/article';
import type { ApiAdminArticle, ApiAdminArticleRow, ApiAdminImage } from '@/contract/wire/admin-article';
import type { ApiHomeIndex } from '@/contract/api-types';
import type { ApiSearchResult } from '@/contract/wire/search';
import type { ApiTagDetail } from '@/contract/wire/tag';
import { getCacheBus, type CacheInvalidation } from '@/server/cache-bus';
import { freshTestDb } from '@/tests/api/test-db';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { articles } from '@/server/modules/article/schema';
import { journalEntries } from '@/server/modules/article/journal-schema';
import { searchDocs } from '@/server/modules/search/schema';
import { users } from '@/server/modules/passport/schema';
import { itemTags, tags } from '@/server/modules/common/tag-schema';
import { createApiCaller } from '@/tests/api/call-api';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';

type Who = 'editor' | 'admin' | 'registrar' | 'learner' | 'guest';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A China wall-clock minute hours from now, as the console's date picker sends it. */
const inHours = (hours: number) =>
  new Date(Date.now() + hours * 3600_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const form = (extra: Record<string, unknown> = {}) => ({
  title: '雾凇草莓膳食指导',
  path: '/news-work',
  content: '<p>冬季雾凇草莓的膳食建议。</p>',
  status: 'published',
  summary: '冬季雾凇草莓膳食建议',
  tags: ['雾凇草莓标签'],
  ...extra,
});

describe('admin/article/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let ip = 0;
  const cookies = {} as Record<Exclude<Who, 'guest'>, string>;

  const call = <T>(path: string, body: Record<string, unknown> = {}, who: Who = 'editor') =>
    api.call<T>(path, body, { cookie: who === 'guest' ? undefined : cookies[who] });
  const get = (path: string) => api.call(path, {}, { method: 'GET' });
  const counts = async () => ({
    articles: (await t.db.select({ n: count() }).from(articles))[0].n,
    audit: (await t.db.select({ n: count() }).from(auditLog))[0].n,
  });
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const save = async (extra: Record<string, unknown> = {}, who: Who = 'editor') => {
    const res = await call<{ id: number }>('admin/article/save', form(extra), who);
    expect([res.envelope.code, res.envelope.codeMsg]).toEqual([0, '成功']);
    return res.envelope.data.id;
  };

  /** What a visitor sees of an article: on its list, its page, home, its tag page, search and the sitemap. */
  async function publicView(id: number, q = '雾凇草莓') {
    const list = (await call<ApiArticleList>('article/list', { path: '/news-work', pageSize: '50' }, 'guest')).envelope.data;
    const news = (await call<ApiArticleList>('article/list', { path: '/news', pageSize: '50' }, 'guest')).envelope.data;
    const detail = await call<ApiArticleDetail>(`article/detail/${id}`, {}, 'guest');
    const home = (await call<ApiHomeIndex>('home/index', {}, 'guest')).envelope.data;
    const [tag] = await t.db.select({ id: tags.id }).from(tags).innerJoin(itemTags, eq(itemTags.tagId, tags.id))
      .where(sql`${itemTags.itemType} = 'article' and ${itemTags.itemId} = ${id}`);
    const tagPage = tag ? (await call<ApiTagDetail>(`tag/detail/${tag.id}`, { type: 'article' }, 'guest')).envelope.data : null;
    const search = (await call<ApiSearchResult>('search/query', { q }, 'guest')).envelope.data;
    const sitemap = (await get('seo/sitemap/article-1')).body;
    return {
      list: list.list.some((a) => a.id === id),
      section: news.list.some((a) => a.id === id),
      detail: detail.envelope.code === 0,
      home: home.news.some((a) => a.id === id),
      tag: tagPage ? tagPage.groups.some((g) => g.list.some((a) => 'id' in a && a.id === id)) : false,
      tagCount: tagPage?.counts.article ?? 0,
      search: search.list.some((h) => h.url === `/detail/${id}`),
      sitemap: sitemap.includes(`/detail/${id}<`),
    };
  }
  const everywhere = { list: true, section: true, detail: true, home: true, tag: true, tagCount: 1, search: true, sitemap: true };
  const nowhere = { list: false, section: false, detail: false, home: false, tag: false, tagCount: 0, search: false, sitemap: false };

  beforeAll(async () => {
    const phones: Record<Exclude<Who, 'guest'>, string> = {
      editor: '13700091001', admin: '13700091002', registrar: '13700091003', learner: '13700091004',
    };
    for (const [who, phone] of Object.entries(phones) as [Exclude<Who, 'guest'>, string][]) {
      cookies[who] = (await api.login(phone, { ip: `10.91.0.${++ip}` })).cookie;
      const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (who !== 'learner') await t.db.insert(staffRoles).values({ userId: u.id, role: who });
    }
  });

  describe('roles', () => {
    const endpoints: [string, Record<string, unknown>][] = [
      ['admin/article/list', {}],
      ['admin/article/options', {}],
      ['admin/article/get/1', {}],
      ['admin/article/preview/1', {}],
      ['admin/article/save', form()],
      ['admin/article/save', form({ id: '1', title: '改掉的标题' })],
      ['admin/article/publish', { ids: ['1'], status: 'draft' }],
      ['admin/article/delete/1', {}],
    ];
    it.each(['registrar', 'learner'] as const)('refuses a %s every endpoint with 4003, and nothing changes', async (who) => {
      const before = await counts();
      const [row] = await t.db.select().from(articles).where(eq(articles.id, 1));
      for (const [path, body] of endpoints) {
        const res = await call(path, body, who);
        expect([path, res.envelope.code]).toEqual([path, Code.Forbidden]);
      }
      expect(await counts()).toEqual(before);
      expect((await t.db.select().from(articles).where(eq(articles.id, 1)))[0]).toEqual(row);
    });

    it('refuses a guest with 1001', async () => {
      const before = await counts();
      for (const [path, body] of endpoints) expect((await call(path, body, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
      expect(await counts()).toEqual(before);
    });

    it.each(['editor', 'admin'] as const)('lets an %s create an article, with one audit row', async (who) => {
      const before = await counts();
      const id = await save({ title: `${who}写的雾凇草莓`, tags: [] }, who);
      const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
      expect(row).toMatchObject({ title: `${who}写的雾凇草莓`, status: 'published', categoryId: 12, summary: '冬季雾凇草莓膳食建议' });
      expect(await counts()).toEqual({ articles: before.articles + 1, audit: before.audit + 1 });
      expect(await lastAudit()).toMatchObject({ action: 'create', kind: 'article', itemId: String(id), before: null });
      const got = (await call<ApiAdminArticle>(`admin/article/get/${id}`, {}, who)).envelope.data;
      expect(got).toMatchObject({ id, path: '/news-work', status: 'published', phase: 'published' });
    });
  });

  describe('admin/article/save', () => {
    it('sanitizes the HTML on save: no script, event handler or javascript: link is stored or shown', async () => {
      const id = await save({
        content: '<p onclick="steal()">正文<script>alert(1)</script></p><img src="/api/med/image/x.png" onerror="alert(2)">'
          + '<a href="javascript:alert(3)">链接</a><a href="https://example.org/a">外链</a>',
      });
      const [row] = await t.db.select({ body: articles.body }).from(articles).where(eq(articles.id, id));
      expect(row.body).not.toMatch(/script|onclick|onerror|javascript:/i);
      expect(row.body).toContain('<p>正文</p>');
      expect(row.body).toContain('<img src="/api/med/image/x.png"');
      expect(row.body).toContain('href="https://example.org/a"');
      const detail = (await call<ApiArticleDetail>(`article/detail/${id}`, {}, 'guest')).envelope.data;
      expect(detail.body).not.toMatch(/script|onclick|onerror|javascript:/i);
    });

    it.each([
      [{ title: '' }, 'title：请填写标题'],
      [{ path: '/no-such-category' }, 'path：栏目不存在'],
      [{ path: '/training' }, 'path：栏目不存在'],
      [{ path: 'news' }, 'path：栏目不存在'],
      [{ status: 'live' }, 'status：状态须为草稿（draft）或发布（published）'],
      [{ publishAt: '2026-02-30 10:00' }, 'publishAt：发布时间不是有效的日期时间（YYYY-MM-DD HH:mm）'],
      [{ cover: 'javascript:alert(1)' }, 'cover：封面须为本站路径（以 / 开头）或 https 地址'],
      [{ cover: '//evil.example/a.png' }, 'cover：封面须为本站路径（以 / 开头）或 https 地址'],
      [{ content: '<script>alert(1)</script>' }, 'content：请填写正文'],
      [{ title: '长'.repeat(121) }, 'title：标题不能超过120个字'],
      [{ id: '999999' }, '文章不存在或已删除'],
    ])('refuses %j with a Chinese message and stores nothing', async (extra, message) => {
      const before = await counts();
      const res = await call('admin/article/save', form(extra));
      expect(res.envelope.code).toBe(message.includes('：') ? Code.BadInput : Code.NotFound);
      expect(res.envelope.codeMsg).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('keeps a draft off every public page, and shows it to staff in the preview', async () => {
      const id = await save({ status: 'draft', title: '雾凇草莓草稿', tags: ['雾凇草莓草稿标签'] });
      expect(await publicView(id)).toEqual(nowhere);
      const preview = await call<ApiArticleDetail>(`admin/article/preview/${id}`);
      expect(preview.envelope.data).toMatchObject({ id, title: '雾凇草莓草稿' });
      expect((await call(`admin/article/preview/${id}`, {}, 'learner')).envelope.code).toBe(Code.Forbidden);
      const rows = (await call<{ list: ApiAdminArticleRow[] }>('admin/article/list', { status: 'draft', keyword: '雾凇草莓草稿' })).envelope.data.list;
      expect(rows.map((r) => [r.id, r.phase])).toEqual([[id, 'draft']]);
    });

    it('publishes a draft now, and unpublishing takes it off every public page at once', async () => {
      const id = await save({ status: 'draft', title: '雾凇草莓发布测试', tags: ['雾凇草莓发布标签'] });
      expect(await publicView(id, '雾凇草莓发布测试')).toEqual(nowhere);
      const events: CacheInvalidation[] = [];
      const stop = getCacheBus().onInvalidation((e) => events.push(e));
      try {
        await save({ id: String(id), status: 'published', title: '雾凇草莓发布测试', tags: ['雾凇草莓发布标签'] });
        expect(events.map((e) => e.reason)).toContain('admin:article');
      } finally {
        stop();
      }
      expect(await lastAudit()).toMatchObject({ action: 'publish', kind: 'article', itemId: String(id) });
      expect(await publicView(id, '雾凇草莓发布测试')).toEqual(everywhere);

      const res = await call<{ changed: number }>('admin/article/publish', { ids: [String(id)], status: 'draft' });
      expect(res.envelope.data).toEqual({ changed: 1 });
      expect(await lastAudit()).toMatchObject({ action: 'unpublish', kind: 'article', itemId: String(id) });
      expect(await publicView(id, '雾凇草莓发布测试')).toEqual(nowhere);

      expect((await call<{ changed: number }>('admin/article/publish', { ids: [String(id)], status: 'published' })).envelope.data).toEqual({ changed: 1 });
      expect(await publicView(id, '雾凇草莓发布测试')).toEqual(everywhere);
    });

    it('schedules an article with a future publishAt: hidden until its time, then shown with nothing else done', async () => {
      const id = await save({ title: '雾凇草莓定时发布', publishAt: inHours(2), tags: ['雾凇草莓定时标签'] });
      const got = (await call<ApiAdminArticle>(`admin/article/get/${id}`)).envelope.data;
      expect(got).toMatchObject({ status: 'published', phase: 'scheduled', publishAt: inHours(2) });
      expect(await publicView(id, '雾凇草莓定时发布')).toEqual(nowhere);
      // Time passes: the publish time (on the row and on its search document) is now behind us. No job, no
      // save, no cache cleanup: every public query compares with the clock.
      const past = new Date(Date.now() - 60_000);
      await t.db.update(articles).set({ publishedAt: past }).where(eq(articles.id, id));
      await t.db.update(searchDocs).set({ publishedAt: past }).where(sql`${searchDocs.itemType} = 'article' and ${searchDocs.itemId} = ${id}`);
      expect(await publicView(id, '雾凇草莓定时发布')).toEqual(everywhere);
    });

    it('keeps the publish time of a published article when it is edited without one', async () => {
      const id = await save({ publishAt: '2025-03-01 09:30' });
      await save({ id: String(id), title: '改过标题的雾凇草莓' });
      expect((await call<ApiAdminArticle>(`admin/article/get/${id}`)).envelope.data).toMatchObject({
        title: '改过标题的雾凇草莓', publishAt: '2025-03-01 09:30', phase: 'published',
      });
      expect(await lastAudit()).toMatchObject({ action: 'update', before: { title: '雾凇草莓膳食指导' }, after: { title: '改过标题的雾凇草莓' } });
    });
  });

  describe('admin/article/list', () => {
    it('filters by section path, status and keyword, newest first, with paging', async () => {
      const res = await call<{ list: ApiAdminArticleRow[]; total: number }>('admin/article/list', { path: '/news', size: '5' });
      expect(res.envelope.data.list).toHaveLength(5);
      expect(res.envelope.data.total).toBeGreaterThan(5);
      for (const r of res.envelope.data.list) expect(['/news', '/news-policy', '/news-frontier', '/news-work']).toContain(r.category.path);
      const times = res.envelope.data.list.map((r) => r.publishAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it.each([[{ size: '101' }, 'size：每页最多100条'], [{ status: 'gone' }, 'status：状态不正确'], [{ path: 'x' }, 'path：栏目不存在']])(
      'refuses %j', async (body, message) => {
        const res = await call('admin/article/list', body);
        expect([res.envelope.code, res.envelope.codeMsg]).toEqual([Code.BadInput, message]);
      },
    );
  });

  describe('admin/article/delete', () => {
    it('deletes an article with its tags and one audit row', async () => {
      const id = await save({ title: '将被删除的雾凇草莓' });
      const before = await counts();
      expect((await call(`admin/article/delete/${id}`)).envelope.code).toBe(0);
      expect(await counts()).toEqual({ articles: before.articles - 1, audit: before.audit + 1 });
      expect(await lastAudit()).toMatchObject({ action: 'delete', after: null, before: { title: '将被删除的雾凇草莓' } });
      const tagRows = await t.db.select().from(itemTags).where(sql`${itemTags.itemType} = 'article' and ${itemTags.itemId} = ${id}`);
      expect(tagRows).toEqual([]);
      expect((await call(`article/detail/${id}`, {}, 'guest')).envelope.code).toBe(Code.NotFound);
    });

    it('refuses to delete a paper of a journal issue, with the reason', async () => {
      const [paper] = await t.db.select({ id: journalEntries.articleId }).from(journalEntries).where(sql`${journalEntries.articleId} is not null`).limit(1);
      const before = await counts();
      const res = await call(`admin/article/delete/${paper.id}`);
      expect(res.envelope.code).toBe(AdminCode.ContentInUse);
      expect(res.envelope.codeMsg).toContain('期刊');
      expect(await counts()).toEqual(before);
    });
  });

  describe('admin/upload/image', () => {
    it('stores a PNG checked by its bytes and serves it to anyone under a stable URL', async () => {
      const res = await uploadRaw<ApiAdminImage>(api, 'admin/upload/image', {}, PNG_1x1, { cookie: cookies.editor });
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data).toMatchObject({ url: expect.stringMatching(/^\/api\/med\/image\/[0-9a-f]{32}\.png$/), width: 1, height: 1 });
      const file = await get(res.envelope.data.url.replace('/api/med/', ''));
      expect(file.status).toBe(200);
      expect(file.headers['Content-Type']).toBe('image/png');
      expect(file.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(await downloadedBytes(file)).toEqual(PNG_1x1);
    });

    it('refuses a text file named .png, an empty body and a file over 5 MB', async () => {
      const text = await uploadRaw(api, 'admin/upload/image', { name: 'a.png' }, Buffer.from('not a picture'), { cookie: cookies.editor });
      expect([text.envelope.code, text.envelope.codeMsg]).toEqual([Code.FileTypeRejected, '图片仅支持 JPG、PNG、GIF 或 WebP 格式']);
      const empty = await uploadRaw(api, 'admin/upload/image', {}, Buffer.alloc(0), { cookie: cookies.editor });
      expect(empty.envelope.code).toBe(Code.BadInput);
      const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await uploadRaw(api, 'admin/upload/image', {}, big, { cookie: cookies.editor });
      expect(tooBig.envelope?.code ?? tooBig.status).not.toBe(0);
    });

    it.each(['learner', 'registrar'] as const)('refuses a %s', async (who) => {
      const res = await uploadRaw(api, 'admin/upload/image', {}, PNG_1x1, { cookie: cookies[who] });
      expect(res.envelope.code).toBe(Code.Forbidden);
    });

    it('answers 404 for a picture that was never stored', async () => {
      expect((await get(`image/${'0'.repeat(32)}.png`)).envelope.code).toBe(Code.NotFound);
    });
  });
});
