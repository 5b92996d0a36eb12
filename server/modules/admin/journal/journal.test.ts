// admin/journal/*, admin/upload/pdf and journal/pdf/:paperId: the editor's issues and papers, each role
// allowed or refused with nothing changed, bad input (a text file named .pdf), deletes refused while published,
// one audit row per change, and unpublished issues gone from every public read (list, detail, search,
// sitemap, a paper's PDF, a paper's place shown on its article).
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminJournal, ApiAdminJournalRow, ApiAdminPdf } from '@/contract/wire/admin-content';
import type { ApiArticleDetail } from '@/contract/wire/article';
import type { ApiJournalDetail, ApiJournalList } from '@/contract/wire/journal';
import type { ApiSearchResult } from '@/contract/wire/search';
import { journalEntries, journalPdfs, journals } from '@/server/modules/article/journal-schema';
import { tempDataDir } from '@/tests/api/data-dir';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';
import { pdfBytes } from '@/tests/api/upload-files';
import { auditCount, auditRows, expectRefused, freshConsoleDb, type Who } from '../content-test-helpers';

const dataDir = tempDataDir('admin-journal');
const storedPdfs = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'journal'));
  } catch {
    return [];
  }
};

const issueForm = (overrides: Record<string, unknown> = {}) => ({
  name: '中原基层医学', year: '2031', number: '3', cover: '/images/journal/cover-1.jpg',
  summary: '本期聚焦基层慢病管理。', publishedAt: '2031-06-15 09:00', status: 'draft', ...overrides,
});

describe('admin/journal/*', () => {
  const { t, api, c } = freshConsoleDb('10.31.0');

  const journalCount = async () => (await t.db.select({ n: count() }).from(journals))[0].n;
  const pdfRows = async () => (await t.db.select({ n: count() }).from(journalPdfs))[0].n;
  const get = async (id: number) => (await c.call<ApiAdminJournal>(`admin/journal/get/${id}`, {}, 'editor')).envelope.data;
  const upload = (name: string, bytes: Buffer, who: Who = 'editor') =>
    uploadRaw<ApiAdminPdf>(api, 'admin/upload/pdf', { name }, bytes, c.opts(who));
  const publicIds = async () => (await c.publicGet<ApiJournalList>('journal/list')).envelope.data.issues.map((i) => i.id);
  const searchUrls = async (q: string) =>
    (await c.publicGet<ApiSearchResult>('search/query', { q, type: 'journal' })).envelope.data.list.map((h) => h.url);
  const sitemap = async () => (await api.call('seo/sitemap/journal-1', {}, { method: 'GET', ip: '10.31.9.3' })).body;


  describe('who may call it', () => {
    it('lets an editor and an admin list every issue, published or not, newest first', async () => {
      for (const who of ['editor', 'admin'] as const) {
        const { envelope } = await c.call<ApiAdminPage<ApiAdminJournalRow>>('admin/journal/list', { size: '100' }, who);
        expect(envelope.code, who).toBe(0);
        expect(envelope.data.total).toBe(await journalCount());
        const keys = envelope.data.list.map((r) => r.year * 100 + r.number);
        expect([...keys].sort((a, b) => b - a)).toEqual(keys);
        expect(envelope.data.list[0]).toMatchObject({ status: 'published', name: '中原基层医学' });
        expect(envelope.data.list[0].paperCount).toBeGreaterThan(0);
      }
    });

    it('refuses other roles and learners (4003) and guests (1001) on every endpoint, changing nothing', async () => {
      const [{ id }] = await t.db.select({ id: journals.id }).from(journals).limit(1);
      const [paper] = await t.db.select().from(journalEntries).where(eq(journalEntries.journalId, id)).limit(1);
      const before = { journals: await journalCount(), audit: await auditCount(t.db), row: await get(id) };
      const calls: [string, Record<string, unknown>][] = [
        ['admin/journal/list', {}],
        [`admin/journal/get/${id}`, {}],
        ['admin/journal/save', issueForm()],
        ['admin/journal/save', issueForm({ id: String(id), status: 'draft' })],
        [`admin/journal/delete/${id}`, {}],
        ['admin/journal/paper/save', { journalId: String(id), section: '论著', title: '题', authors: '甲', page: '1' }],
        [`admin/journal/paper/move/${paper.id}`, { direction: 'down' }],
        [`admin/journal/paper/delete/${paper.id}`, {}],
      ];
      const others = ['registrar', 'finance', 'store', 'learner', 'guest'] as const;
      await expectRefused(c, calls, others);
      for (const who of others) {
        const up = await upload('论文.pdf', pdfBytes(), who);
        expect(up.envelope.code, `${who} upload`).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
      }
      expect(await journalCount()).toBe(before.journals);
      expect(await auditCount(t.db)).toBe(before.audit);
      expect(await get(id)).toEqual(before.row);
      expect(await pdfRows()).toBe(0);
      expect(storedPdfs()).toEqual([]);
    });
  });

  describe('admin/journal/save', () => {
    it('refuses bad input with a Chinese message per field, storing nothing', async () => {
      const before = { journals: await journalCount(), audit: await auditCount(t.db) };
      const cases: [Record<string, unknown>, string][] = [
        [{ year: '31' }, 'year'],
        [{ number: '0' }, 'number'],
        [{ name: '' }, 'name'],
        [{ cover: 'javascript:alert(1)' }, 'cover'],
        [{ publishedAt: '2031-13-01 09:00' }, 'publishedAt'],
        [{ status: 'live' }, 'status'],
      ];
      for (const [bad, field] of cases) {
        const { envelope } = await c.call('admin/journal/save', issueForm(bad), 'editor');
        expect(envelope.code, field).toBe(Code.BadInput);
        // "field：message", which the console form puts under the field.
        expect(envelope.codeMsg, field).toMatch(new RegExp(`^${field}：.*[\u4e00-\u9fa5]`));
      }
      expect(await journalCount()).toBe(before.journals);
      expect(await auditCount(t.db)).toBe(before.audit);
    });

    it('creates a draft that no public read shows, and publishing and unpublishing show and hide it everywhere', async () => {
      const { envelope } = await c.call<{ id: number }>('admin/journal/save', issueForm({ summary: '鸬鹚专刊，聚焦基层慢病管理。' }), 'editor');
      expect(envelope.code).toBe(0);
      const id = envelope.data.id;
      expect(await get(id)).toMatchObject({ name: '中原基层医学', year: 2031, number: 3, status: 'draft', publishedAt: '2031-06-15 09:00', papers: [] });
      let audits = (await auditRows(t.db, 'journal')).filter((a) => a.itemId === String(id));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ action: 'create', staffId: c.ids.editor, before: null });
      expect(audits[0].after).toMatchObject({ id, status: 'draft' });

      const hidden = async () => {
        expect(await publicIds()).not.toContain(id);
        expect((await c.publicGet(`journal/detail/${id}`)).envelope.code).toBe(Code.NotFound);
        expect(await searchUrls('鸬鹚专刊')).not.toContain(`/journal/${id}`);
        expect(await sitemap()).not.toContain(`/journal/${id}<`);
      };
      await hidden();

      expect((await c.call('admin/journal/save', issueForm({ id: String(id), status: 'published', summary: '鸬鹚专刊，聚焦基层慢病管理。' }), 'admin')).envelope.code).toBe(0);
      expect(await publicIds()).toContain(id);
      expect((await c.publicGet<ApiJournalDetail>(`journal/detail/${id}`)).envelope.data.issue.id).toBe(id);
      expect(await searchUrls('鸬鹚专刊')).toContain(`/journal/${id}`);
      expect(await sitemap()).toContain(`/journal/${id}<`);

      expect((await c.call('admin/journal/save', issueForm({ id: String(id), status: 'draft', summary: '鸬鹚专刊，聚焦基层慢病管理。' }), 'editor')).envelope.code).toBe(0);
      await hidden();
      audits = (await auditRows(t.db, 'journal')).filter((a) => a.itemId === String(id));
      expect(audits.map((a) => a.action)).toEqual(['create', 'publish', 'unpublish']);
      expect(audits[1].staffId).toBe(c.ids.admin);
      expect(audits[2].before).toMatchObject({ status: 'published' });
      expect(audits[2].after).toMatchObject({ status: 'draft' });
    });

    it('hides a seeded issue and its place on its papers when it is unpublished', async () => {
      const [latest] = (await c.publicGet<ApiJournalList>('journal/list')).envelope.data.issues;
      const issue = await get(latest.id);
      const articleId = issue.papers.find((p) => p.articleId)!.articleId!;
      expect((await c.publicGet<ApiArticleDetail>(`article/detail/${articleId}`)).envelope.data.journal?.id).toBe(latest.id);
      const form = { id: String(latest.id), name: issue.name, year: String(issue.year), number: String(issue.number), cover: issue.cover, summary: issue.summary, publishedAt: issue.publishedAt };
      expect((await c.call('admin/journal/save', { ...form, status: 'draft' }, 'editor')).envelope.code).toBe(0);
      expect(await publicIds()).not.toContain(latest.id);
      expect((await c.publicGet<ApiArticleDetail>(`article/detail/${articleId}`)).envelope.data.journal).toBeNull();
      expect((await c.call('admin/journal/save', { ...form, status: 'published' }, 'editor')).envelope.code).toBe(0);
      expect(await publicIds()).toContain(latest.id);
      expect(await get(latest.id)).toEqual(issue);
    });

    it('refuses a second issue with the same name, year and number (4009)', async () => {
      const before = await journalCount();
      const first = await c.call<{ id: number }>('admin/journal/save', issueForm({ number: '5' }), 'editor');
      expect(first.envelope.code).toBe(0);
      const again = await c.call('admin/journal/save', issueForm({ number: '5' }), 'editor');
      expect(again.envelope.code).toBe(Code.Conflict);
      expect(again.envelope.codeMsg).toContain('已存在');
      expect(await journalCount()).toBe(before + 1);
    });
  });

  describe('papers and their PDFs', () => {
    it('refuses a text file named .pdf, a Word name and an empty file, storing nothing', async () => {
      const before = await pdfRows();
      const text = await upload('论文.pdf', Buffer.from('这不是 PDF，只是一段文字。\n'.repeat(20)));
      expect(text.envelope.code).toBe(Code.FileTypeRejected);
      expect(text.envelope.codeMsg).toContain('不是 PDF');
      expect((await upload('论文.docx', pdfBytes())).envelope.code).toBe(Code.FileTypeRejected);
      expect((await upload('论文.pdf', Buffer.alloc(0))).envelope.code).toBe(Code.BadInput);
      expect(await pdfRows()).toBe(before);
      expect(storedPdfs()).toEqual([]);
    });

    it('refuses a PDF over the size limit', async () => {
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]);
      const res = await upload('大文件.pdf', big);
      expect(res.envelope.code).toBe(Code.InputTooLarge);
      expect(await pdfRows()).toBe(0);
    });

    it('adds papers in order with a PDF served while the issue is published, moves and removes them', async () => {
      const { envelope } = await c.call<{ id: number }>('admin/journal/save', issueForm({ number: '4', status: 'published' }), 'editor');
      const journalId = envelope.data.id;
      const up = await upload('C:\\论文\\高血压随访.pdf', pdfBytes('paper one'));
      expect(up.envelope.code).toBe(0);
      expect(up.envelope.data).toMatchObject({ name: '高血压随访.pdf', size: pdfBytes('paper one').length });
      const paper = (overrides: Record<string, unknown>) => ({
        journalId: String(journalId), section: '论著', title: '基层高血压随访管理研究', authors: '张三，李四', page: '1',
        abstract: '目的：探讨基层高血压随访。', ...overrides,
      });
      const one = await c.call<{ id: number }>('admin/journal/paper/save', paper({ pdfId: up.envelope.data.id }), 'editor');
      expect(one.envelope.code).toBe(0);
      const two = await c.call<{ id: number }>('admin/journal/paper/save', paper({ title: '糖尿病足早期筛查', section: '综述', page: '9' }), 'editor');
      expect(two.envelope.code).toBe(0);
      let issue = await get(journalId);
      expect(issue.papers.map((p) => p.title)).toEqual(['基层高血压随访管理研究', '糖尿病足早期筛查']);
      expect(issue.papers[0].pdf).toEqual(up.envelope.data);

      const file = await api.call(`journal/pdf/${one.envelope.data.id}`, {}, { method: 'GET', ip: '10.31.9.1' });
      expect(file.status).toBe(200);
      expect(file.headers['Content-Type']).toBe('application/pdf');
      expect(await downloadedBytes(file)).toEqual(pdfBytes('paper one'));
      const detail = (await c.publicGet<ApiJournalDetail>(`journal/detail/${journalId}`)).envelope.data;
      expect(detail.sections.flatMap((s) => s.entries).map((e) => e.title)).toEqual(['基层高血压随访管理研究', '糖尿病足早期筛查']);

      expect((await c.call(`admin/journal/paper/move/${two.envelope.data.id}`, { direction: 'up' }, 'editor')).envelope.code).toBe(0);
      issue = await get(journalId);
      expect(issue.papers.map((p) => p.title)).toEqual(['糖尿病足早期筛查', '基层高血压随访管理研究']);
      const top = await c.call(`admin/journal/paper/move/${two.envelope.data.id}`, { direction: 'up' }, 'editor');
      expect(top.envelope.code).toBe(Code.BadInput);
      expect(top.envelope.codeMsg).toContain('第一篇');

      // A paper of another issue, a PDF nobody uploaded, and bad fields change nothing.
      const [other] = await t.db.select().from(journalEntries).limit(1);
      expect((await c.call('admin/journal/paper/save', paper({ id: String(other.id) }), 'editor')).envelope.code).toBe(Code.NotFound);
      expect((await c.call('admin/journal/paper/save', paper({ pdfId: 'f'.repeat(32) }), 'editor')).envelope.code).toBe(Code.BadInput);
      expect((await c.call('admin/journal/paper/save', paper({ pdfId: '../../etc/passwd' }), 'editor')).envelope.code).toBe(Code.BadInput);
      expect((await c.call('admin/journal/paper/save', paper({ page: 'abc', title: '' }), 'editor')).envelope.code).toBe(Code.BadInput);
      expect(await get(journalId)).toEqual(issue);

      // Unpublished: the PDF answers like a missing one.
      const form = issueForm({ id: String(journalId), number: '4' });
      expect((await c.call('admin/journal/save', { ...form, status: 'draft' }, 'editor')).envelope.code).toBe(0);
      expect((await api.call(`journal/pdf/${one.envelope.data.id}`, {}, { method: 'GET', ip: '10.31.9.2' })).envelope.code).toBe(Code.NotFound);

      const auditsBefore = (await auditRows(t.db, 'journal')).filter((a) => a.itemId === String(journalId)).length;
      expect((await c.call(`admin/journal/paper/delete/${one.envelope.data.id}`, {}, 'editor')).envelope.code).toBe(0);
      expect((await get(journalId)).papers.map((p) => p.title)).toEqual(['糖尿病足早期筛查']);
      expect(await pdfRows()).toBe(0);
      expect(storedPdfs()).toEqual([]);
      const audits = (await auditRows(t.db, 'journal')).filter((a) => a.itemId === String(journalId));
      expect(audits).toHaveLength(auditsBefore + 1);
      expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update', 'unpublish', 'update']);
      expect((audits.at(-1)!.before as ApiAdminJournal).papers).toHaveLength(2);
      expect((audits.at(-1)!.after as ApiAdminJournal).papers).toHaveLength(1);
    });
  });

  describe('admin/journal/delete', () => {
    it('refuses to delete a published issue with a reason, and deletes it once unpublished', async () => {
      const { envelope } = await c.call<{ id: number }>('admin/journal/save', issueForm({ number: '6', status: 'published' }), 'editor');
      const id = envelope.data.id;
      const up = await upload('全文.pdf', pdfBytes('to go'));
      await c.call('admin/journal/paper/save', { journalId: String(id), section: '论著', title: '将被删除', authors: '王五', page: '3', pdfId: up.envelope.data.id }, 'editor');
      const refused = await c.call(`admin/journal/delete/${id}`, {}, 'editor');
      expect(refused.envelope.code).toBe(Code.Conflict);
      expect(refused.envelope.codeMsg).toContain('请先下线');
      expect(await get(id)).toMatchObject({ status: 'published' });

      await c.call('admin/journal/save', issueForm({ id: String(id), number: '6', status: 'draft' }), 'editor');
      const before = await get(id);
      expect((await c.call(`admin/journal/delete/${id}`, {}, 'editor')).envelope.code).toBe(0);
      expect((await c.call(`admin/journal/get/${id}`, {}, 'editor')).envelope.code).toBe(Code.NotFound);
      expect(await t.db.select().from(journalEntries).where(eq(journalEntries.journalId, id))).toEqual([]);
      expect(await pdfRows()).toBe(0);
      expect(storedPdfs()).toEqual([]);
      const last = (await auditRows(t.db, 'journal')).filter((a) => a.itemId === String(id)).at(-1)!;
      expect(last).toMatchObject({ action: 'delete', after: null });
      expect(last.before).toEqual(before);
      expect((await c.call(`admin/journal/delete/${id}`, {}, 'editor')).envelope.code).toBe(Code.NotFound);
    });
  });
});
