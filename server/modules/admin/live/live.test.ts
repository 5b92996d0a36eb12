// admin/live/*: live broadcasts in the console: roles allowed and refused, bad input changing nothing,
// the state moving only upcoming → live → ended, deletes refused once someone booked, one audit row per
// change, and unpublished broadcasts gone from every public read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiTagDetail } from '@/contract/wire/tag';
import type { StaffRole } from '@/contract/staff';
import type { ApiAdminLive, ApiAdminLiveRow } from '@/contract/wire/admin-course';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { liveBookings, lives } from '@/server/modules/live/schema';
import { messages } from '@/server/modules/message/schema';
import { tags } from '@/server/modules/common/tag-schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { expectDeleteRefused } from '../content-test-helpers';
import { createTestDb, type TestDb } from '@/server/startup';
import { createApiCaller, type ApiCaller } from '@/tests/api/call-api';

const HOUR = 3600;

describe('admin/live/*', () => {
  let t: TestDb;
  let api: ApiCaller;
  let ip = 0;
  const cookies: Partial<Record<StaffRole | 'learner', string>> = {};
  const call = <T = unknown>(path: string, form: Record<string, unknown>, who: StaffRole | 'learner' | 'guest') =>
    api.call<T>(path, form, { cookie: who === 'guest' ? undefined : cookies[who], ip: `10.9.2.${++ip % 250}` });
  const publicGet = <T = unknown>(path: string, form: Record<string, unknown> = {}) => api.call<T>(path, form, { origin: null, ip: '10.9.3.1' });
  const nowS = () => Math.floor(Date.now() / 1000);
  let tagId = 0;

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: '基层卒中识别直播 Wombat', cover: '/images/live/cover-1.jpg', speaker: '王医生', speakerTitle: '郑州大学第一附属医院 神经内科 主任医师',
    summary: '卒中早期识别与转诊。', intro: '<p>议程<img src=x onerror=alert(1)></p>',
    startAt: String(nowS() + 2 * 24 * HOUR), endAt: String(nowS() + 2 * 24 * HOUR + 2 * HOUR),
    streamSrc: 'https://live.example.com/stream/wombat.m3u8', isPublished: '1', tagIds: [String(tagId)],
    ...overrides,
  });
  const audits = async (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.kind, 'live'), eq(auditLog.itemId, String(id))));
  const liveCount = async () => (await t.db.select({ n: count() }).from(lives))[0].n;
  const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
  const get = async (id: number) => (await call<ApiAdminLive>(`admin/live/get/${id}`, {}, 'editor')).envelope.data;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call<{ id: number }>('admin/live/save', form(overrides), 'registrar');
    expect(res.envelope.code, res.envelope.codeMsg).toBe(Code.Ok);
    return res.envelope.data.id;
  };

  beforeAll(async () => {
    t = await createTestDb();
    api = createApiCaller(t.db);
    for (const role of ['admin', 'editor', 'registrar', 'finance', 'store'] as const) {
      const { user, cookie } = await userWithCookie(t.db, { name: `职员${role}` });
      await t.db.insert(staffRoles).values({ userId: user.id, role });
      cookies[role] = cookie;
    }
    cookies.learner = (await userWithCookie(t.db)).cookie;
    [{ id: tagId }] = await t.db.insert(tags).values({ name: '测试标签Wombat', sort: 999 }).returning({ id: tags.id });
  });
  afterAll(async () => t?.close());

  describe('who may call', () => {
    it('lets the registrar, the editor and admin list broadcasts with their state and bookings', async () => {
      for (const who of ['registrar', 'editor', 'admin'] as const) {
        const res = await call<{ list: ApiAdminLiveRow[]; total: number }>('admin/live/list', { size: '100' }, who);
        expect(res.envelope.code).toBe(Code.Ok);
        expect(res.envelope.data.total).toBe(await liveCount());
        expect(new Set(res.envelope.data.list.map((r) => r.state))).toEqual(new Set(['upcoming', 'live', 'ended']));
      }
      const ended = await call<{ list: ApiAdminLiveRow[] }>('admin/live/list', { state: 'ended' }, 'editor');
      expect(ended.envelope.data.list.every((r) => r.state === 'ended')).toBe(true);
    });

    it('refuses finance, store, a learner (4003) and a guest (1001) on every endpoint, changing nothing', async () => {
      const before = { lives: await liveCount(), audits: await auditCount() };
      const [{ id }] = await t.db.select({ id: lives.id }).from(lives).limit(1);
      for (const who of ['finance', 'store', 'learner', 'guest'] as const) {
        for (const [path, body] of [
          ['admin/live/list', {}], [`admin/live/get/${id}`, {}], ['admin/live/save', form()], [`admin/live/delete/${id}`, {}],
          ['admin/live/state', { id: String(id), state: 'ended' }],
        ] as const) {
          const res = await call(path, body, who);
          expect(res.envelope.code, `${who} ${path}`).toBe(who === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
        }
      }
      expect(await liveCount()).toBe(before.lives);
      expect(await auditCount()).toBe(before.audits);
    });
  });

  describe('save', () => {
    it('creates an upcoming broadcast with a sanitized intro and its tags, and one audit row', async () => {
      const id = await create();
      const l = await get(id);
      expect(l).toMatchObject({ title: '基层卒中识别直播 Wombat', state: 'upcoming', isPublished: true, tagIds: [tagId], bookings: 0, replaySrc: '' });
      expect(l.intro).not.toContain('onerror');
      const rows = await audits(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'create', before: null });
      expect((await publicGet(`live/detail/${id}`)).envelope.code).toBe(Code.Ok);
    });

    it('refuses bad input with the field named, storing nothing', async () => {
      const before = { lives: await liveCount(), audits: await auditCount() };
      const start = nowS() + 24 * HOUR;
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ streamSrc: 'javascript:alert(1)' }, /^streamSrc：视频地址须为/],
        [{ streamSrc: 'rtmp://live.example.com/a' }, /^streamSrc：视频地址须为/],
        [{ replaySrc: 'http://cdn.example.com/replay.mp4' }, /^replaySrc：视频地址须为/],
        [{ title: '' }, /^title：请填写直播标题/],
        [{ startAt: String(start), endAt: String(start - 60) }, /^endAt：结束时间须晚于开始时间/],
        [{ startAt: String(start), endAt: String(start + 2 * 24 * HOUR) }, /^endAt：一场直播不能超过24小时/],
        [{ startAt: String(nowS() - HOUR), endAt: String(nowS() + HOUR) }, /^startAt：新建直播的开始时间须晚于现在/],
        [{ startAt: 'tomorrow' }, /^startAt：开始时间不正确/],
        [{ tagIds: ['99999'] }, /^tagIds：标签不存在/],
      ];
      for (const [overrides, message] of cases) {
        const res = await call('admin/live/save', form(overrides), 'editor');
        expect(res.envelope.code, JSON.stringify(overrides)).toBe(Code.BadInput);
        expect(res.envelope.codeMsg).toMatch(message);
      }
      expect(await liveCount()).toBe(before.lives);
      expect(await auditCount()).toBe(before.audits);
    });

    it('updates a broadcast, with the values before and after in the audit row, but refuses times that would change its state', async () => {
      const id = await create();
      const later = nowS() + 3 * 24 * HOUR;
      const res = await call('admin/live/save', form({ id: String(id), title: '改期后的直播 Wombat', startAt: String(later), endAt: String(later + HOUR) }), 'editor');
      expect(res.envelope.code).toBe(Code.Ok);
      const row = (await audits(id)).at(-1)!;
      expect(row.action).toBe('update');
      expect((row.before as ApiAdminLive).title).toBe('基层卒中识别直播 Wombat');
      expect((row.after as ApiAdminLive)).toMatchObject({ title: '改期后的直播 Wombat', startAt: later });
      const audited = (await audits(id)).length;
      const started = await call('admin/live/save', form({ id: String(id), startAt: String(nowS() - 60), endAt: String(nowS() + HOUR) }), 'editor');
      expect(started.envelope.code).toBe(Code.BadInput);
      expect(started.envelope.codeMsg).toContain('startAt：当前状态为「未开始」，修改时间不能改变直播状态');
      expect((await get(id)).state).toBe('upcoming');
      expect(await audits(id)).toHaveLength(audited);
    });
  });

  describe('reminders', () => {
    it('reminds a booked learner at once when the start is moved into the reminder window, and when started early', async () => {
      for (const how of ['moved', 'started'] as const) {
        const id = await create({ title: `提醒测试直播 ${how}` });
        const learner = await userWithCookie(t.db);
        await t.db.insert(liveBookings).values({ liveId: id, userId: learner.user.id });
        const mine = async () => (await t.db.select().from(messages).where(eq(messages.userId, learner.user.id))).length;
        expect(await mine()).toBe(0);
        if (how === 'moved') {
          const soon = nowS() + 5 * 60;
          const res = await call('admin/live/save', form({ id: String(id), title: `提醒测试直播 ${how}`, startAt: String(soon), endAt: String(soon + HOUR) }), 'editor');
          expect(res.envelope.code).toBe(Code.Ok);
        } else {
          expect((await call('admin/live/state', { id: String(id), state: 'live' }, 'editor')).envelope.code).toBe(Code.Ok);
        }
        expect(await mine(), how).toBe(1);
      }
    });
  });

  describe('state', () => {
    it('moves upcoming → live → ended, setting the times to now, each with an audit row; the replay plays once set', async () => {
      const id = await create();
      const live = await call('admin/live/state', { id: String(id), state: 'live' }, 'registrar');
      expect(live.envelope).toMatchObject({ code: Code.Ok, data: { id, state: 'live' } });
      expect((await publicGet<{ status: string; playSrc: string }>(`live/detail/${id}`)).envelope.data).toMatchObject({
        status: 'live', playSrc: 'https://live.example.com/stream/wombat.m3u8',
      });
      // As if it had run for an hour.
      await t.db.update(lives).set({ startAt: new Date(Date.now() - HOUR * 1000) }).where(eq(lives.id, id));
      const ended = await call('admin/live/state', { id: String(id), state: 'ended' }, 'editor');
      expect(ended.envelope.code).toBe(Code.Ok);
      const l = await get(id);
      expect(l.state).toBe('ended');
      expect(l.endAt).toBeLessThanOrEqual(nowS());
      expect((await audits(id)).map((r) => r.action)).toEqual(['create', 'update', 'update']);
      expect((await audits(id)).at(-1)?.before).toMatchObject({ state: 'live' });
      expect((await audits(id)).at(-1)?.after).toMatchObject({ state: 'ended' });
      // The replay, uploaded or an address, is set with an ordinary save; the times stay in the past.
      const replay = '/api/med/media/video/0123456789abcdef0123456789abcdef.mp4';
      const saved = await call('admin/live/save', form({ id: String(id), startAt: String(l.startAt), endAt: String(l.endAt), replaySrc: replay }), 'editor');
      expect(saved.envelope.code, saved.envelope.codeMsg).toBe(Code.Ok);
      expect((await publicGet<{ status: string; playSrc: string }>(`live/detail/${id}`)).envelope.data).toMatchObject({ status: 'ended', playSrc: replay });
    });

    it('refuses any other transition with the reason, changing nothing', async () => {
      const upcoming = await create();
      const ended = await create();
      await call('admin/live/state', { id: String(ended), state: 'live' }, 'editor');
      await call('admin/live/state', { id: String(ended), state: 'ended' }, 'editor');
      const before = { up: await get(upcoming), end: await get(ended), audits: await auditCount() };
      const refused = [
        [upcoming, 'ended', '直播当前为「未开始」，不能改为「已结束（回放）」'],
        [ended, 'live', '直播当前为「已结束（回放）」，不能改为「直播中」'],
        [ended, 'ended', '直播当前为「已结束（回放）」，不能改为「已结束（回放）」'],
      ] as const;
      for (const [id, state, message] of refused) {
        const res = await call('admin/live/state', { id: String(id), state }, 'editor');
        expect(res.envelope.code).toBe(AdminCode.LiveStateNotAllowed);
        expect(res.envelope.codeMsg).toContain(message);
      }
      expect((await call('admin/live/state', { id: String(upcoming), state: 'upcoming' }, 'editor')).envelope.code).toBe(Code.BadInput);
      expect((await call('admin/live/state', { id: '99999', state: 'live' }, 'editor')).envelope.code).toBe(Code.NotFound);
      expect(await get(upcoming)).toEqual(before.up);
      expect(await get(ended)).toEqual(before.end);
      expect(await auditCount()).toBe(before.audits);
    });
  });

  describe('publish', () => {
    it('unpublishing hides the broadcast from the list, its page, home, search, its tag, the calendar and the sitemap; publishing shows it again', async () => {
      const id = await create({ title: '可见性测试直播 Wombat' });
      const visible = async () => ({
        list: (await publicGet<{ list: { id: number }[] }>('live/list', { status: 'upcoming', pageSize: '50' })).envelope.data.list.some((l) => l.id === id),
        detail: (await publicGet(`live/detail/${id}`)).envelope.code,
        home: JSON.stringify((await publicGet<{ lives: unknown }>('home/index')).envelope.data.lives).includes(`"id":${id},`),
        search: JSON.stringify((await publicGet('search/query', { q: 'Wombat' })).envelope.data).includes(`/live/${id}`),
        tag: (await publicGet<ApiTagDetail>(`tag/detail/${tagId}`, { type: 'live' })).envelope.data.groups.some((g) => g.type === 'live' && g.list.some((x) => x.id === id)),
        calendar: (await api.call(`calendar/live/${id}`, {}, { method: 'GET', origin: null })).status,
        sitemap: (await api.call('seo/sitemap/live-1', {}, { method: 'GET', origin: null })).body.includes(`/live/${id}<`),
      });
      // Home shows six broadcasts, live ones first, then the soonest upcoming: make this one the soonest.
      const soon = nowS() + 600;
      await call('admin/live/save', form({ id: String(id), title: '可见性测试直播 Wombat', startAt: String(soon), endAt: String(soon + HOUR) }), 'editor');
      expect(await visible()).toEqual({ list: true, detail: Code.Ok, home: true, search: true, tag: true, calendar: 200, sitemap: true });
      const hide = await call('admin/live/save', form({ id: String(id), title: '可见性测试直播 Wombat', startAt: String(soon), endAt: String(soon + HOUR), isPublished: '0' }), 'editor');
      expect(hide.envelope.code).toBe(Code.Ok);
      expect((await audits(id)).at(-1)?.action).toBe('unpublish');
      expect(await visible()).toEqual({ list: false, detail: Code.NotFound, home: false, search: false, tag: false, calendar: 404, sitemap: false });
      await call('admin/live/save', form({ id: String(id), title: '可见性测试直播 Wombat', startAt: String(soon), endAt: String(soon + HOUR) }), 'editor');
      expect((await audits(id)).at(-1)?.action).toBe('publish');
      expect((await visible()).detail).toBe(Code.Ok);
    });
  });

  describe('publish/:id', () => {
    it('hides and shows a broadcast from the list, with an audit row each, and refuses finance', async () => {
      const id = await create();
      expect((await call(`admin/live/publish/${id}`, { published: '0' }, 'finance')).envelope.code).toBe(Code.Forbidden);
      const off = await call(`admin/live/publish/${id}`, { published: '0' }, 'editor');
      expect(off.envelope).toMatchObject({ code: Code.Ok, data: { id, isPublished: false } });
      expect((await publicGet(`live/detail/${id}`)).envelope.code).toBe(Code.NotFound);
      expect((await call(`admin/live/publish/${id}`, { published: '1' }, 'registrar')).envelope.code).toBe(Code.Ok);
      expect((await publicGet(`live/detail/${id}`)).envelope.code).toBe(Code.Ok);
      expect((await audits(id)).map((r) => r.action)).toEqual(['create', 'unpublish', 'publish']);
    });
  });

  describe('delete', () => {
    it('refuses a broadcast with a reminder booking, with the reason, changing nothing', async () => {
      const id = await create();
      const learner = await userWithCookie(t.db);
      await t.db.insert(liveBookings).values({ liveId: id, userId: learner.user.id });
      await expectDeleteRefused(
        t.db,
        () => call(`admin/live/delete/${id}`, {}, 'editor'),
        { code: AdminCode.LiveHasBookings, codeMsg: '该直播已有1名学员预约提醒，不能删除；如不再举办，请改为下线' },
        () => t.db.select().from(lives).where(eq(lives.id, id)),
      );
    });

    it('deletes one nobody booked, with an audit row, and its page is gone', async () => {
      const id = await create();
      const res = await call(`admin/live/delete/${id}`, {}, 'registrar');
      expect(res.envelope).toMatchObject({ code: Code.Ok, data: { id } });
      expect(await t.db.select().from(lives).where(eq(lives.id, id))).toHaveLength(0);
      expect((await audits(id)).at(-1)).toMatchObject({ action: 'delete', after: null });
      expect((await publicGet(`live/detail/${id}`)).envelope.code).toBe(Code.NotFound);
    });
  });
});
