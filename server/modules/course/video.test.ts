import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiCourseDetail, ApiVideoDetail, ApiVideoProgressSaved } from '@/contract/wire/course';
import { freshTestDb } from '@/tests/api/test-db';
import { courseVideos, users, videoProgress } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';

// Course 5 is paid (its first lesson a free preview), course 6 free; the demo learner 13800000000 is
// enrolled in course 5 and stopped 3 s into its fourth lesson (server/seed/study.ts).
const PAID = 5;
const FREE = 6;

describe('video/*', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let alice: string;
  let bob: string;
  let demo: string;
  let paidLessons: number[];
  let freeLessons: number[];

  beforeAll(async () => {
    alice = (await api.login('13700002101', { ip: '10.8.1.1' })).cookie;
    bob = (await api.login('13700002102', { ip: '10.8.1.2' })).cookie;
    demo = (await api.login('13800000000', { ip: '10.8.1.3' })).cookie;
    const lessons = async (id: number) =>
      (await api.call<ApiCourseDetail>(`course/detail/${id}`)).envelope.data.chapters.flatMap((c) => c.lessons.map((l) => l.id));
    paidLessons = await lessons(PAID);
    freeLessons = await lessons(FREE);
  });

  const userId = async (phone: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;
  const progressRows = async (phone: string) =>
    t.db.select().from(videoProgress).where(eq(videoProgress.userId, await userId(phone))).orderBy(asc(videoProgress.videoId));

  describe('video/detail/:id', () => {
    it('plays a free course lesson for a guest, with its course, chapter and neighbours', async () => {
      const res = await api.call<ApiVideoDetail>(`video/detail/${freeLessons[1]}`, {}, { origin: null });
      expect(res.envelope.code).toBe(0);
      const v = res.envelope.data;
      expect(v.canWatch).toBe(true);
      // A demo video exactly as long as the lesson is listed (server/modules/media/playlist.ts).
      expect(v.src).toBe(`/media/length/${v.durationSeconds}.m3u8`);
      expect(v.course).toMatchObject({ id: FREE, title: '2型糖尿病的基层规范化管理', price: 0 });
      expect(v.chapter.title).toBe('第一章 概述');
      expect(v.prev?.id).toBe(freeLessons[0]);
      expect(v.next?.id).toBe(freeLessons[2]);
      expect(v).toMatchObject({ login: false, enrolled: false, progress: null, resumeAt: 0 });
      expect(v.chapters.flatMap((c) => c.lessons)).toHaveLength(freeLessons.length);
    });

    it('gives the first and last lesson no previous and no next', async () => {
      expect((await api.call<ApiVideoDetail>(`video/detail/${freeLessons[0]}`)).envelope.data.prev).toBeNull();
      expect((await api.call<ApiVideoDetail>(`video/detail/${freeLessons.at(-1)}`)).envelope.data.next).toBeNull();
    });

    it('plays the preview of a paid course but keeps the other lessons for enrolled learners', async () => {
      const preview = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[0]}`, {}, { cookie: bob })).envelope.data;
      expect(preview).toMatchObject({ canWatch: true, isPreview: true });
      expect(preview.src).toBeTruthy();
      const locked = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[1]}`, {}, { cookie: bob })).envelope.data;
      expect(locked).toMatchObject({ canWatch: false, src: null, isPreview: false, login: true, enrolled: false, resumeAt: 0 });
      expect(locked.title.length).toBeGreaterThan(0);
    });

    it('resumes the demo learner where they stopped', async () => {
      const v = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[3]}`, {}, { cookie: demo })).envelope.data;
      expect(v).toMatchObject({ canWatch: true, enrolled: true, resumeAt: 3 });
      expect(v.progress).toMatchObject({ position: 3, finished: false });
      // A lesson watched to the end starts again from the beginning.
      const done = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[0]}`, {}, { cookie: demo })).envelope.data;
      expect(done.progress?.finished).toBe(true);
      expect(done.resumeAt).toBe(0);
    });

    it('answers NotFound for an unknown video and BadInput for an id that is not one', async () => {
      expect((await api.call('video/detail/99999')).envelope.code).toBe(Code.NotFound);
      for (const id of ['abc', '0', '1.5', '9999999999']) {
        expect((await api.call(`video/detail/${id}`)).envelope.code, id).toBe(Code.BadInput);
      }
    });
  });

  describe('video/progress/:id', () => {
    it('needs a login, and a guest saves nothing', async () => {
      const res = await api.call(`video/progress/${freeLessons[0]}`, { position: '3', duration: '6' });
      expect(res.envelope.code).toBe(Code.NotLoggedIn);
    });

    it('saves the position, keeps the furthest point and marks the end', async () => {
      const id = freeLessons[0];
      const save = (form: Record<string, string>) => api.call<ApiVideoProgressSaved>(`video/progress/${id}`, form, { cookie: alice });
      let res = await save({ position: '4.52', duration: '6.037' });
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data).toEqual({ videoId: id, position: 4, watched: 4, duration: 6, finished: false });
      // Going back: the position follows, the furthest point stays.
      res = await save({ position: '1.2', duration: '6.037' });
      expect(res.envelope.data).toMatchObject({ position: 1, watched: 4, finished: false });
      expect((await api.call<ApiVideoDetail>(`video/detail/${id}`, {}, { cookie: alice })).envelope.data.resumeAt).toBe(1);
      res = await save({ position: '6.037', duration: '6.037', ended: '1' });
      expect(res.envelope.data).toMatchObject({ position: 6, watched: 6, finished: true });
      // Finished stays finished when the lesson is watched again.
      res = await save({ position: '2', duration: '6.037', ended: '0' });
      expect(res.envelope.data).toMatchObject({ position: 2, watched: 6, finished: true });
      const rows = await progressRows('13700002101');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ videoId: id, positionSeconds: 2, watchedSeconds: 6, durationSeconds: 6, isFinished: true });
    });

    it('refuses a locked lesson of a paid course until the learner enrols', async () => {
      const id = paidLessons[2];
      const res = await api.call(`video/progress/${id}`, { position: '1', duration: '7' }, { cookie: bob });
      expect(res.envelope.code).toBe(Code.Forbidden);
      expect(await progressRows('13700002102')).toHaveLength(0);
      expect((await api.call(`course/enrol/${PAID}`, {}, { cookie: bob })).envelope.code).toBe(0);
      const ok = await api.call(`video/progress/${id}`, { position: '1', duration: '7' }, { cookie: bob });
      expect(ok.envelope.code).toBe(0);
    });

    it('refuses anything but plain numbers within the video, and writes nothing', async () => {
      const id = freeLessons[2];
      const bad: Record<string, unknown>[] = [
        {}, { position: '3' }, { duration: '6' }, { position: '-1', duration: '6' }, { position: '7', duration: '6' },
        { position: 'abc', duration: '6' }, { position: '1e3', duration: '2000' }, { position: '0x10', duration: '60' },
        { position: '1', duration: '0' }, { position: '1', duration: '90000' }, { position: 'NaN', duration: '6' },
        { position: 'Infinity', duration: 'Infinity' }, { position: '1', duration: '6', ended: 'yes' },
        { position: ['1', '2'], duration: '6' }, { position: ' 1', duration: '6' }, { position: '1'.repeat(40), duration: '6' },
      ];
      for (const form of bad) {
        const res = await api.call(`video/progress/${id}`, form, { cookie: alice });
        expect(res.envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
      const rows = await t.db
        .select()
        .from(videoProgress)
        .where(and(eq(videoProgress.videoId, id), eq(videoProgress.userId, await userId('13700002101'))));
      expect(rows).toHaveLength(0);
    });

    it('answers NotFound for an unknown video and BadInput for a malformed id', async () => {
      expect((await api.call('video/progress/99999', { position: '1', duration: '6' }, { cookie: alice })).envelope.code).toBe(Code.NotFound);
      expect((await api.call('video/progress/x', { position: '1', duration: '6' }, { cookie: alice })).envelope.code).toBe(Code.BadInput);
    });

    it("keeps each learner's progress to themselves", async () => {
      const id = freeLessons[3];
      await api.call(`video/progress/${id}`, { position: '5', duration: '7' }, { cookie: alice });
      const theirs = (await api.call<ApiVideoDetail>(`video/detail/${id}`, {}, { cookie: bob })).envelope.data;
      expect(theirs.progress).toBeNull();
      expect(theirs.resumeAt).toBe(0);
      const mine = (await api.call<ApiVideoDetail>(`video/detail/${id}`, {}, { cookie: alice })).envelope.data;
      expect(mine.resumeAt).toBe(5);
    });

    it('accepts a save sent as a beacon on leaving the page (form body with a charset)', async () => {
      const id = freeLessons[4];
      const res = await api.call(`video/progress/${id}`, 'position=2.5&duration=7', {
        cookie: alice,
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      });
      expect(res.envelope.code).toBe(0);
      const [video] = await t.db.select({ id: courseVideos.id }).from(courseVideos).where(eq(courseVideos.id, id));
      expect(video.id).toBe(id);
    });
  });
});
