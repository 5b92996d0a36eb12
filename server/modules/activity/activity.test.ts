// activity/list, detail, entry, entrySave and entries: what a logged-in user sees and may change.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiPage } from '@/contract/api-types';
import type {
  ApiActivityCard, ApiActivityDetail, ApiActivityMine, ApiMyEntry, ApiPublishedEntry, ApiUpload,
} from '@/contract/wire/activity';
import { activities, activityEntries } from '@/server/db/schema';
import { users } from '@/server/modules/passport/schema';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { tempDataDir } from '@/tests/api/data-dir';
import { uploadRaw } from '@/tests/api/upload';
import { pdfBytes } from '@/tests/api/upload-files';

tempDataDir('activity');

/** Seeded competitions (server/seed/activities.ts): 1 open, 2 upcoming, 3 judging, 4-6 ended. */
const OPEN = 1;
const UPCOMING = 2;
const JUDGING = 3;
const ENDED_WITH_12 = 4;
const ABSTRACT = '患者女，58岁，高血压十年，血压控制不佳，经规范随访与用药调整后达标。';

describe('case competition endpoints', () => {
  const { t, api, cookies } = freshLoggedInApi({
    alice: ['13600000801', '10.8.0.2'],
    bob: ['13600000802', '10.8.0.3'],
  });

  const upload = async (cookie: string): Promise<string> => {
    const res = await uploadRaw<ApiUpload>(api, 'activity/upload', { name: 'case.pdf' }, pdfBytes(), { cookie, ip: '10.8.0.9' });
    expect(res.envelope.code).toBe(0);
    return res.envelope.data.uploadId;
  };
  const save = (id: number | string, form: Record<string, unknown>, cookie = cookies.alice) =>
    api.call<ApiMyEntry>(`activity/entrySave/${id}`, form, { cookie, ip: '10.8.0.1' });
  const entryRows = (userCookieOwnerPhone: string) =>
    t.db
      .select({ id: activityEntries.id, title: activityEntries.title, attachmentId: activityEntries.attachmentId })
      .from(activityEntries)
      .innerJoin(users, eq(users.id, activityEntries.userId))
      .where(eq(users.phone, userCookieOwnerPhone));

  describe('activity/list', () => {
    it('lists every competition, open for entries first, with status and timeline', async () => {
      const res = await api.call<ApiPage<ApiActivityCard>>('activity/list', {}, { cookie: cookies.alice });
      expect(res.envelope.code).toBe(0);
      const { list, total } = res.envelope.data;
      expect(total).toBe(6);
      expect(list[0]).toMatchObject({ id: OPEN, status: 'open' });
      expect(list.map((a) => a.status)).toEqual(['open', 'upcoming', 'judging', 'ended', 'ended', 'ended']);
      expect(list[0].timeline.length).toBeGreaterThanOrEqual(3);
      // Seeded: 3 entries in the open competition, 12 in the first ended one, none before the start.
      expect(Object.fromEntries(list.map((a) => [a.id, a.entryCount]))).toMatchObject({ 1: 3, 2: 0, 3: 5, 4: 12 });
      expect(list[0].deadline).toBeGreaterThan(Date.now() / 1000);
    });

    it('filters by status and pages', async () => {
      const ended = await api.call<ApiPage<ApiActivityCard>>('activity/list', { status: 'ended' }, { cookie: cookies.alice });
      expect(ended.envelope.data.list.map((a) => a.status)).toEqual(['ended', 'ended', 'ended']);
      const page2 = await api.call<ApiPage<ApiActivityCard>>('activity/list', { page: '2', pageSize: '4' }, { cookie: cookies.alice });
      expect(page2.envelope.data).toMatchObject({ total: 6, page: 2, pageSize: 4 });
      expect(page2.envelope.data.list).toHaveLength(2);
    });

    it('refuses odd filters and pages, and guests', async () => {
      for (const form of [{ status: 'draft' }, { page: '501' }, { page: '0' }, { page: 'x' }, { pageSize: '51' }, { status: ['open', 'ended'] }]) {
        expect((await api.call('activity/list', form, { cookie: cookies.alice })).envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
      expect((await api.call('activity/list')).envelope.code).toBe(Code.NotLoggedIn);
    });
  });

  describe('activity/detail/:id', () => {
    it('gives the rules as sanitized rich text', async () => {
      await t.db.update(activities).set({ rules: '<h3>参赛对象</h3><script>alert(1)</script><p onclick="x()">全省</p>' }).where(eq(activities.id, 6));
      const res = await api.call<ApiActivityDetail>('activity/detail/6', {}, { cookie: cookies.alice });
      expect(res.envelope.data.rules).toBe('<h3>参赛对象</h3><p>全省</p>');
      expect(res.envelope.data).toMatchObject({ id: 6, status: 'ended', publishedCount: 3, entryCount: 3 });
    });

    it('answers NotFound for an unknown id and BadInput for a non-numeric one', async () => {
      expect((await api.call('activity/detail/999', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.NotFound);
      expect((await api.call('activity/detail/abc', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.BadInput);
      expect((await api.call('activity/detail/1')).envelope.code).toBe(Code.NotLoggedIn);
    });
  });

  describe('activity/entrySave/:id and activity/entry/:id', () => {
    it('has no entry of mine before I submit, and says whether I may', async () => {
      const open = await api.call<ApiActivityMine>(`activity/entry/${OPEN}`, {}, { cookie: cookies.alice });
      expect(open.envelope.data).toEqual({ entry: null, canEdit: true });
      const judging = await api.call<ApiActivityMine>(`activity/entry/${JUDGING}`, {}, { cookie: cookies.alice });
      expect(judging.envelope.data.canEdit).toBe(false);
    });

    it('needs an attachment on the first submission, storing nothing without one', async () => {
      const res = await save(OPEN, { title: '无附件', department: '全科', abstract: ABSTRACT });
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(await entryRows('13600000801')).toHaveLength(0);
    });

    it('submits, then edits the same entry (one per user per competition)', async () => {
      const uploadId = await upload(cookies.alice);
      const first = await save(OPEN, { title: '  老年高血压\n随访一例 ', department: '全科医学科', abstract: ABSTRACT, uploadId });
      expect(first.envelope.code).toBe(0);
      expect(first.envelope.data).toMatchObject({
        title: '老年高血压 随访一例', department: '全科医学科', abstract: ABSTRACT, status: 'submitted', isPublished: false,
        attachment: { name: 'case.pdf', kind: 'pdf' },
      });
      // Editing without a new file keeps the attachment.
      const second = await save(OPEN, { title: '老年高血压随访一例（修订）', department: '全科医学科', abstract: `${ABSTRACT}补充随访。` });
      expect(second.envelope.data).toMatchObject({ id: first.envelope.data.id, title: '老年高血压随访一例（修订）', attachment: { name: 'case.pdf' } });
      const rows = await entryRows('13600000801');
      expect(rows).toHaveLength(1);
      expect(rows[0].attachmentId).toBe(uploadId);

      const mine = await api.call<ApiActivityMine>(`activity/entry/${OPEN}`, {}, { cookie: cookies.alice });
      expect(mine.envelope.data.entry?.title).toBe('老年高血压随访一例（修订）');
      // Bob sees only his own (none): Alice's entry is not his.
      const bobs = await api.call<ApiActivityMine>(`activity/entry/${OPEN}`, {}, { cookie: cookies.bob });
      expect(bobs.envelope.data.entry).toBeNull();
    });

    it('keeps the entry unchanged when a save is refused', async () => {
      const before = await entryRows('13600000801');
      const bobsUpload = await upload(cookies.bob);
      const cases: Record<string, unknown>[] = [
        { title: '换成别人的附件', department: '全科', abstract: ABSTRACT, uploadId: bobsUpload },
        { title: '附件编号不对', department: '全科', abstract: ABSTRACT, uploadId: '../../etc/passwd' },
        { title: 'x'.repeat(61), department: '全科', abstract: ABSTRACT },
        { title: '标题', department: '科'.repeat(31), abstract: ABSTRACT },
        { title: '标题', department: '全科', abstract: '太短' },
        { title: '标题', department: '全科', abstract: '长'.repeat(1001) },
        { title: '   ', department: '全科', abstract: ABSTRACT },
        { title: ['a', 'b'], department: '全科', abstract: ABSTRACT },
      ];
      for (const form of cases) {
        expect((await save(OPEN, form)).envelope.code, JSON.stringify(form).slice(0, 60)).toBe(Code.BadInput);
      }
      expect(await entryRows('13600000801')).toEqual(before);
    });

    it('refuses submissions outside the collection period and for unknown competitions', async () => {
      const uploadId = await upload(cookies.alice);
      const form = { title: '病例', department: '全科', abstract: ABSTRACT, uploadId };
      expect((await save(JUDGING, form)).envelope.code).toBe(Code.EntryClosed);
      expect((await save(UPCOMING, form)).envelope.code).toBe(Code.EntryClosed);
      expect((await save(999, form)).envelope.code).toBe(Code.NotFound);
      expect((await save('abc', form)).envelope.code).toBe(Code.BadInput);
      expect((await api.call(`activity/entrySave/${OPEN}`, form)).envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call(`activity/entrySave/${OPEN}`, form, { cookie: cookies.alice, origin: 'https://evil.example' })).status).toBe(403);
      const rows = await t.db.select().from(activityEntries).where(and(eq(activityEntries.activityId, JUDGING), eq(activityEntries.attachmentId, uploadId)));
      expect(rows).toHaveLength(0);
    });

    it('leaves one entry when two first submissions race', async () => {
      const [u1, u2] = [await upload(cookies.bob), await upload(cookies.bob)];
      const results = await Promise.all([
        save(OPEN, { title: '并发一', department: '急诊', abstract: ABSTRACT, uploadId: u1 }, cookies.bob),
        save(OPEN, { title: '并发二', department: '急诊', abstract: ABSTRACT, uploadId: u2 }, cookies.bob),
      ]);
      expect(results.map((r) => r.envelope.code)).toEqual([0, 0]);
      expect(await entryRows('13600000802')).toHaveLength(1);
    });
  });

  describe('activity/entries/:id', () => {
    it('pages the published entries, awarded ones first, with author but no phone', async () => {
      const p1 = await api.call<ApiPage<ApiPublishedEntry>>(`activity/entries/${ENDED_WITH_12}`, {}, { cookie: cookies.alice });
      expect(p1.envelope.data).toMatchObject({ total: 12, page: 1, pageSize: 10 });
      expect(p1.envelope.data.list).toHaveLength(10);
      expect(p1.envelope.data.list[0]).toMatchObject({ award: '一等奖', author: expect.any(String), workUnit: expect.any(String) });
      expect(JSON.stringify(p1.envelope.data)).not.toMatch(/137\d{8}/);
      const p2 = await api.call<ApiPage<ApiPublishedEntry>>(`activity/entries/${ENDED_WITH_12}`, { page: '2' }, { cookie: cookies.alice });
      expect(p2.envelope.data.list).toHaveLength(2);
      expect(p2.envelope.data.list.every((e) => e.award === null)).toBe(true);
    });

    it('shows no unpublished entry', async () => {
      const res = await api.call<ApiPage<ApiPublishedEntry>>(`activity/entries/${OPEN}`, {}, { cookie: cookies.bob });
      expect(res.envelope.data.total).toBe(3);
      expect(res.envelope.data.list.map((e) => e.title)).not.toContain('老年高血压随访一例（修订）');
    });

    it('refuses unknown competitions, odd pages and guests', async () => {
      expect((await api.call('activity/entries/999', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.NotFound);
      expect((await api.call('activity/entries/1', { page: '501' }, { cookie: cookies.alice })).envelope.code).toBe(Code.BadInput);
      expect((await api.call('activity/entries/1')).envelope.code).toBe(Code.NotLoggedIn);
    });
  });
});
