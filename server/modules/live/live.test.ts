import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiLiveBooking, ApiLiveDetail, ApiLiveList } from '@/contract/wire/live';
import { Code } from '@/contract/codes';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { liveBookings, lives, messages, users } from '@/server/db/schema';
import { demoMediaSrc } from '@/server/modules/media/playlist';

// The seed (server/seed/lives.ts) makes lives 1-2 live now, 3-8 upcoming and 9-20 ended with replays.
const LIVE_NOW = 1;
const UPCOMING = 3;
const ENDED = 9;

describe('live/*', () => {
  const { t, api, cookies } = freshLoggedInApi({
    alice: ['13700001001', '10.7.0.1'],
    bob: ['13700001002', '10.7.0.2'],
  });

  const userId = async (phone: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;

  describe('live/list', () => {
    it('lists every broadcast, live first, with the count of each status', async () => {
      const res = await api.call<ApiLiveList>('live/list', {}, { origin: null });
      expect(res.envelope.code).toBe(0);
      const data = res.envelope.data;
      expect(data.counts).toEqual({ live: 2, upcoming: 6, ended: 12 });
      expect(data.total).toBe(20);
      expect(data.list).toHaveLength(12);
      expect(data.list.slice(0, 2).map((l) => l.status)).toEqual(['live', 'live']);
      expect(data.list[2].status).toBe('upcoming');
    });

    it('filters by status, upcoming soonest first and replays latest first', async () => {
      const up = (await api.call<ApiLiveList>('live/list', { status: 'upcoming' })).envelope.data;
      expect(up.total).toBe(6);
      expect(up.list.every((l) => l.status === 'upcoming')).toBe(true);
      expect(up.list.map((l) => l.startAt)).toEqual([...up.list.map((l) => l.startAt)].sort((a, b) => a - b));
      const ended = (await api.call<ApiLiveList>('live/list', { status: 'ended', pageSize: '5', page: '2' })).envelope.data;
      expect(ended).toMatchObject({ total: 12, page: 2, pageSize: 5 });
      expect(ended.list).toHaveLength(5);
      expect(ended.list.map((l) => l.startAt)).toEqual([...ended.list.map((l) => l.startAt)].sort((a, b) => b - a));
    });

    it('refuses an unknown status, odd pages and pages past the end', async () => {
      for (const form of [{ status: 'soon' }, { page: '0' }, { page: 'x' }, { page: '501' }, { pageSize: '51' }, { status: 'live', page: '2' }]) {
        const res = await api.call('live/list', form);
        expect(res.envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
    });
  });

  describe('live/detail/:id', () => {
    it('gives an upcoming broadcast with its countdown base and nothing to play yet', async () => {
      const d = (await api.call<ApiLiveDetail>(`live/detail/${UPCOMING}`, {}, { origin: null })).envelope.data;
      expect(d.status).toBe('upcoming');
      expect(d.startAt).toBeGreaterThan(d.now);
      expect(d.playSrc).toBeNull();
      expect(d.chapters).toEqual([]);
      expect(d.booked).toBe(false);
      expect(d.related.map((r) => r.id)).not.toContain(UPCOMING);
      expect(d.tags.length).toBeGreaterThan(0);
    });

    it('plays the stream while live and the replay with its chapters once ended', async () => {
      const live = (await api.call<ApiLiveDetail>(`live/detail/${LIVE_NOW}`)).envelope.data;
      expect(live.status).toBe('live');
      expect(live.playSrc).toMatch(/\.m3u8$/);
      const ended = (await api.call<ApiLiveDetail>(`live/detail/${ENDED}`)).envelope.data;
      expect(ended.status).toBe('ended');
      // The replay is as long as the broadcast (90 minutes), and every chapter mark falls inside it.
      expect(ended.playSrc).toBe(demoMediaSrc(90 * 60));
      expect(ended.chapters.length).toBeGreaterThan(1);
      expect(ended.chapters.every((c) => c.offsetSeconds < 90 * 60)).toBe(true);
      expect(ended.chapters[0].offsetSeconds).toBe(0);
      expect(ended.intro).toContain('内容回顾');
    });

    it('sanitizes the rich text', async () => {
      await t.db.update(lives).set({ intro: '<p onclick="x()">讲解</p><script>alert(1)</script>' }).where(eq(lives.id, 20));
      const d = (await api.call<ApiLiveDetail>('live/detail/20')).envelope.data;
      expect(d.intro).toBe('<p>讲解</p>');
    });

    it('answers NotFound for an unknown id and BadInput for a malformed one', async () => {
      expect((await api.call('live/detail/999')).envelope.code).toBe(Code.NotFound);
      for (const id of ['abc', '0', '-1', '1.5', '9999999999']) {
        expect((await api.call(`live/detail/${id}`)).envelope.code, id).toBe(Code.BadInput);
      }
    });
  });

  describe('live/book/:id and live/unbook/:id', () => {
    it('asks a guest to log in', async () => {
      expect((await api.call(`live/book/${UPCOMING}`)).envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call(`live/unbook/${UPCOMING}`)).envelope.code).toBe(Code.NotLoggedIn);
    });

    it('books once however often it is asked, and shows it on the detail', async () => {
      const first = await api.call<ApiLiveBooking>(`live/book/${UPCOMING}`, {}, { cookie: cookies.alice });
      const again = await api.call<ApiLiveBooking>(`live/book/${UPCOMING}`, {}, { cookie: cookies.alice });
      expect(first.envelope.data).toEqual({ booked: true, bookings: 1 });
      expect(again.envelope.data).toEqual({ booked: true, bookings: 1 });
      const rows = await t.db.select().from(liveBookings).where(eq(liveBookings.liveId, UPCOMING));
      expect(rows).toHaveLength(1);
      const d = (await api.call<ApiLiveDetail>(`live/detail/${UPCOMING}`, {}, { cookie: cookies.alice })).envelope.data;
      expect(d).toMatchObject({ booked: true, bookings: 1 });
      const forBob = (await api.call<ApiLiveDetail>(`live/detail/${UPCOMING}`, {}, { cookie: cookies.bob })).envelope.data;
      expect(forBob).toMatchObject({ booked: false, bookings: 1 });
    });

    it("never touches someone else's booking", async () => {
      const res = await api.call<ApiLiveBooking>(`live/unbook/${UPCOMING}`, {}, { cookie: cookies.bob });
      expect(res.envelope.data).toEqual({ booked: false, bookings: 1 });
      const aliceId = await userId('13700001001');
      const rows = await t.db.select().from(liveBookings).where(and(eq(liveBookings.liveId, UPCOMING), eq(liveBookings.userId, aliceId)));
      expect(rows).toHaveLength(1);
    });

    it('cancels, and cancelling again changes nothing', async () => {
      const res = await api.call<ApiLiveBooking>(`live/unbook/${UPCOMING}`, {}, { cookie: cookies.alice });
      expect(res.envelope.data).toEqual({ booked: false, bookings: 0 });
      const again = await api.call<ApiLiveBooking>(`live/unbook/${UPCOMING}`, {}, { cookie: cookies.alice });
      expect(again.envelope.data).toEqual({ booked: false, bookings: 0 });
    });

    it('reminds at once a booking made within 15 minutes of the start', async () => {
      const start = new Date(Date.now() + 5 * 60_000);
      await t.db.update(lives).set({ startAt: start, endAt: new Date(start.getTime() + 3600_000) }).where(eq(lives.id, 8));
      await api.call(`live/book/8`, {}, { cookie: cookies.alice });
      const aliceId = await userId('13700001001');
      const rows = await t.db.select().from(messages).where(eq(messages.userId, aliceId));
      expect(rows.filter((m) => m.title === '您预约的直播即将开始')).toHaveLength(1);
    });

    it('refuses to book a broadcast that has started or ended, and stores nothing', async () => {
      for (const id of [LIVE_NOW, ENDED]) {
        const res = await api.call(`live/book/${id}`, {}, { cookie: cookies.alice });
        expect(res.envelope.code).toBe(Code.Conflict);
      }
      const rows = await t.db.select().from(liveBookings).where(eq(liveBookings.liveId, LIVE_NOW));
      expect(rows).toHaveLength(0);
    });

    it('answers NotFound or BadInput for unknown and malformed ids', async () => {
      expect((await api.call('live/book/999', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.NotFound);
      expect((await api.call('live/unbook/999', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.NotFound);
      expect((await api.call('live/book/abc', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.BadInput);
    });

    it('refuses a booking posted from another site', async () => {
      const res = await api.call(`live/book/${UPCOMING}`, {}, { cookie: cookies.alice, origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(res.envelope.code).toBe(Code.ForeignOrigin);
    });

    it('refuses GET', async () => {
      const res = await api.call(`live/book/${UPCOMING}`, {}, { cookie: cookies.alice, method: 'GET' });
      expect(res.status).toBe(405);
    });
  });
});
