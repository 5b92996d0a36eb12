import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import { CREDIT_CAP_SECONDS, MAX_PLAYBACK_RATE, SEEK_SLACK_SECONDS } from '@/contract/watch';
import type { ApiCourseDetail, ApiVideoDetail, ApiVideoProgressSaved } from '@/contract/wire/course';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { courseVideos, users, videoProgress } from '@/server/db/schema';
import { advanceClock, heartbeat, startPlaying, watchWholeLesson, withFakeClock } from '@/tests/api/watch';

// Course 5 is paid (its first lesson a free preview), course 6 free; the demo learner 13800000000 is
// enrolled in course 5 and stopped 3 s into its fourth lesson (server/seed/study.ts).
const PAID = 5;
const FREE = 6;

describe('video/*', () => {
  const { t, api, cookies } = freshLoggedInApi({
    alice: ['13700002101', '10.8.1.1'],
    bob: ['13700002102', '10.8.1.2'],
    demo: ['13800000000', '10.8.1.3'],
  });
  let paidLessons: number[];
  let freeLessons: number[];

  beforeAll(async () => {
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

    it('says whether the lesson\'s course has a test, so the lesson page can lead to it', async () => {
      expect((await api.call<ApiVideoDetail>(`video/detail/${freeLessons[0]}`)).envelope.data.course.hasExam).toBe(true);
      const [untested] = (await api.call<ApiCourseDetail>('course/detail/1')).envelope.data.chapters[0].lessons;
      expect((await api.call<ApiVideoDetail>(`video/detail/${untested.id}`)).envelope.data.course.hasExam).toBe(false);
    });

    it('gives the first and last lesson no previous and no next', async () => {
      expect((await api.call<ApiVideoDetail>(`video/detail/${freeLessons[0]}`)).envelope.data.prev).toBeNull();
      expect((await api.call<ApiVideoDetail>(`video/detail/${freeLessons.at(-1)}`)).envelope.data.next).toBeNull();
    });

    it('plays the preview of a paid course but keeps the other lessons for enrolled learners', async () => {
      const preview = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[0]}`, {}, { cookie: cookies.bob })).envelope.data;
      expect(preview).toMatchObject({ canWatch: true, isPreview: true });
      expect(preview.src).toBeTruthy();
      const locked = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[1]}`, {}, { cookie: cookies.bob })).envelope.data;
      expect(locked).toMatchObject({ canWatch: false, src: null, isPreview: false, login: true, enrolled: false, resumeAt: 0 });
      expect(locked.title.length).toBeGreaterThan(0);
    });

    it('resumes the demo learner where they stopped', async () => {
      const v = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[3]}`, {}, { cookie: cookies.demo })).envelope.data;
      expect(v).toMatchObject({ canWatch: true, enrolled: true, resumeAt: 3 });
      expect(v.progress).toMatchObject({ position: 3, finished: false });
      // A lesson watched to the end starts again from the beginning.
      const done = (await api.call<ApiVideoDetail>(`video/detail/${paidLessons[0]}`, {}, { cookie: cookies.demo })).envelope.data;
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

  describe('watch time: video/play/:id and video/progress/:id', () => {
    const lessonOf = async (id: number) => (await api.call<ApiVideoDetail>(`video/detail/${id}`, {}, { cookie: cookies.alice })).envelope.data;
    const rowOf = async (phone: string, id: number) =>
      (await t.db.select().from(videoProgress).where(and(eq(videoProgress.videoId, id), eq(videoProgress.userId, await userId(phone)))))[0];

    it('needs a login, and a guest saves nothing', async () => {
      expect((await api.call(`video/play/${freeLessons[0]}`)).envelope.code).toBe(Code.NotLoggedIn);
      const res = await api.call(`video/progress/${freeLessons[0]}`, { token: 'a'.repeat(32), position: '3', playing: '1' });
      expect(res.envelope.code).toBe(Code.NotLoggedIn);
    });

    it('finishes nothing on the forged request of issue 11 (position = duration, ended = 1), with or without a session', async () => {
      const id = freeLessons[0];
      const { durationSeconds } = await lessonOf(id);
      const forged = { position: String(durationSeconds), duration: String(durationSeconds), ended: '1' };
      expect((await api.call(`video/progress/${id}`, forged, { cookie: cookies.alice })).envelope.code).toBe(Code.BadInput);
      const { token } = await startPlaying(api, cookies.alice, id);
      const res = await api.call<ApiVideoProgressSaved>(`video/progress/${id}`, { ...forged, token, playing: '0' }, { cookie: cookies.alice });
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data).toMatchObject({ finished: false, credited: 0 });
      // The furthest point moves no further than the time spent allows (here: none, plus the seek slack).
      expect(res.envelope.data.watched).toBeLessThanOrEqual(SEEK_SLACK_SECONDS);
      expect((await rowOf('13700002101', id)).isFinished).toBe(false);
    });

    it('credits wall-clock time between heartbeats, capped per gap, and finishes the lesson once the time covers it', async () => {
      const id = freeLessons[1];
      const { durationSeconds } = await lessonOf(id);
      await withFakeClock(async () => {
        const { token } = await startPlaying(api, cookies.alice, id);
        advanceClock(10);
        let res = await heartbeat(api, cookies.alice, id, { token, position: 10 });
        expect(res.envelope.data).toMatchObject({ credited: 10, watched: 10, position: 10, finished: false });
        // An hour without a heartbeat (a tab that slept) earns one capped gap, not an hour.
        advanceClock(3600);
        res = await heartbeat(api, cookies.alice, id, { token, position: 12 });
        expect(res.envelope.data.credited).toBe(10 + CREDIT_CAP_SECONDS);
        // Paused: the time until playing is reported again earns nothing.
        advanceClock(5);
        res = await heartbeat(api, cookies.alice, id, { token, position: 17, playing: false });
        advanceClock(600);
        res = await heartbeat(api, cookies.alice, id, { token, position: 17, playing: true });
        expect(res.envelope.data.credited).toBe(10 + CREDIT_CAP_SECONDS + 5);
      });
      const rest = await withFakeClock(() => watchWholeLesson(api, cookies.alice, id, durationSeconds));
      expect(rest).toMatchObject({ finished: true, credited: durationSeconds, watched: durationSeconds });
      // Finished stays finished when the lesson is watched again, and seeking is free from then on.
      const again = await withFakeClock(async () => {
        const { token } = await startPlaying(api, cookies.alice, id);
        return (await heartbeat(api, cookies.alice, id, { token, position: 2, playing: false })).envelope.data;
      });
      expect(again).toMatchObject({ position: 2, watched: durationSeconds, finished: true });
    });

    it('refuses to move the furthest point past what the time spent allows on the first viewing', async () => {
      const id = freeLessons[2];
      await withFakeClock(async () => {
        const { token } = await startPlaying(api, cookies.alice, id);
        advanceClock(10);
        const seek = await heartbeat(api, cookies.alice, id, { token, position: 300 });
        expect(seek.envelope.code).toBe(0);
        // Ten seconds at twice the speed at most, plus the slack: not 300.
        expect(seek.envelope.data.watched).toBe(10 * MAX_PLAYBACK_RATE + SEEK_SLACK_SECONDS);
        expect(seek.envelope.data.position).toBe(seek.envelope.data.watched);
        expect(seek.envelope.data.credited).toBe(10);
        // Back within what was watched: the position follows, the furthest point stays.
        advanceClock(10);
        const back = await heartbeat(api, cookies.alice, id, { token, position: 5 });
        expect(back.envelope.data).toMatchObject({ position: 5, watched: 23, credited: 20 });
      });
    });

    it('credits twice the speed as the real time spent', async () => {
      const id = freeLessons[3];
      const { durationSeconds } = await lessonOf(id);
      const done = await withFakeClock(async () => {
        const { token } = await startPlaying(api, cookies.bob, id);
        let last: ApiVideoProgressSaved | null = null;
        for (let position = 20; position <= durationSeconds; position += 20) {
          advanceClock(10);
          last = (await heartbeat(api, cookies.bob, id, { token, position })).envelope.data;
        }
        return last!;
      });
      // Played through at 2x: the furthest point kept up, the credit is the wall-clock half.
      expect(done.watched).toBe(Math.floor(durationSeconds / 20) * 20);
      expect(done.credited).toBe(Math.floor(durationSeconds / 20) * 10);
      expect(done.finished).toBe(false);
    });

    it('never credits two players at once: a new session supersedes the old one, for this lesson or another', async () => {
      const id = freeLessons[4];
      await withFakeClock(async () => {
        const tabA = await startPlaying(api, cookies.bob, id);
        const tabB = await startPlaying(api, cookies.bob, id);
        advanceClock(10);
        const a = await heartbeat(api, cookies.bob, id, { token: tabA.token, position: 10 });
        expect(a.envelope.code).toBe(Code.Conflict);
        const b = await heartbeat(api, cookies.bob, id, { token: tabB.token, position: 10 });
        expect(b.envelope.data.credited).toBe(10);
        // Another lesson in a third tab: the second stops earning too.
        await startPlaying(api, cookies.bob, freeLessons[0]);
        advanceClock(10);
        expect((await heartbeat(api, cookies.bob, id, { token: tabB.token, position: 20 })).envelope.code).toBe(Code.Conflict);
        // Two heartbeats of one session at the same moment earn the gap once.
        const tabC = await startPlaying(api, cookies.bob, id);
        advanceClock(10);
        const both = await Promise.all([
          heartbeat(api, cookies.bob, id, { token: tabC.token, position: 15 }),
          heartbeat(api, cookies.bob, id, { token: tabC.token, position: 15 }),
        ]);
        expect(both.map((r) => r.envelope.code)).toEqual([0, 0]);
      });
      expect((await rowOf('13700002102', id)).creditedMs).toBe(20_000);
    });

    it('refuses a locked lesson of a paid course until the learner enrols', async () => {
      const id = paidLessons[2];
      const fresh = (await api.login('13700002103', { ip: '10.8.1.4' })).cookie;
      expect((await api.call(`video/play/${id}`, {}, { cookie: fresh })).envelope.code).toBe(Code.Forbidden);
      expect(await progressRows('13700002103')).toHaveLength(0);
      expect((await api.call(`course/enrol/${PAID}`, {}, { cookie: fresh })).envelope.code).toBe(0);
      expect((await api.call(`video/play/${id}`, {}, { cookie: fresh })).envelope.code).toBe(0);
    });

    it('refuses anything but a session token and plain numbers, and writes nothing', async () => {
      const id = freeLessons[5];
      const token = 'a'.repeat(32);
      const bad: Record<string, unknown>[] = [
        {}, { position: '3', playing: '1' }, { token, playing: '1' }, { token, position: '3' }, { token, position: '-1', playing: '1' },
        { token, position: 'abc', playing: '1' }, { token, position: '1e3', playing: '1' }, { token, position: '0x10', playing: '1' },
        { token, position: '90000', playing: '1' }, { token, position: 'NaN', playing: '1' }, { token, position: '1', playing: 'yes' },
        { token, position: ['1', '2'], playing: '1' }, { token, position: ' 1', playing: '1' }, { token: 'x', position: '1', playing: '1' },
        { token: 'A'.repeat(32), position: '1', playing: '1' },
      ];
      for (const form of bad) {
        const res = await api.call(`video/progress/${id}`, form, { cookie: cookies.alice });
        expect(res.envelope.code, JSON.stringify(form)).toBe(Code.BadInput);
      }
      // A well-formed token that is not this learner's session.
      expect((await api.call(`video/progress/${id}`, { token, position: '1', playing: '1' }, { cookie: cookies.alice })).envelope.code).toBe(Code.Conflict);
      expect(await rowOf('13700002101', id)).toBeUndefined();
    });

    it('answers NotFound for an unknown video and BadInput for a malformed id', async () => {
      expect((await api.call('video/play/99999', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.NotFound);
      expect((await api.call('video/play/x', {}, { cookie: cookies.alice })).envelope.code).toBe(Code.BadInput);
    });

    it("keeps each learner's progress to themselves, and resumes where they stopped", async () => {
      const id = freeLessons[6];
      await withFakeClock(async () => {
        const { token } = await startPlaying(api, cookies.alice, id);
        advanceClock(5);
        await heartbeat(api, cookies.alice, id, { token, position: 5, playing: false });
      });
      const theirs = (await api.call<ApiVideoDetail>(`video/detail/${id}`, {}, { cookie: cookies.bob })).envelope.data;
      expect(theirs.progress).toBeNull();
      expect(theirs.resumeAt).toBe(0);
      const mine = (await api.call<ApiVideoDetail>(`video/detail/${id}`, {}, { cookie: cookies.alice })).envelope.data;
      expect(mine.resumeAt).toBe(5);
      expect(mine.progress).toMatchObject({ position: 5, watched: 5, credited: 5, finished: false });
    });

    it('accepts a heartbeat sent as a beacon on leaving the page (form body with a charset)', async () => {
      const id = freeLessons[7];
      const { token } = await startPlaying(api, cookies.alice, id);
      const res = await api.call(`video/progress/${id}`, `token=${token}&position=0.5&playing=0`, {
        cookie: cookies.alice,
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      });
      expect(res.envelope.code).toBe(0);
    });
  });

  describe('migration 0009', () => {
    it('keeps lessons finished before it finished, credited with their whole length, and credits nothing unmeasured', async () => {
      const [a, b] = [freeLessons[8], freeLessons[9]];
      const user = await userId('13700002102');
      await t.db.delete(videoProgress).where(eq(videoProgress.userId, user));
      await t.db.insert(videoProgress).values([
        { videoId: a, userId: user, positionSeconds: 6, watchedSeconds: 6, durationSeconds: 6, isFinished: true },
        { videoId: b, userId: user, positionSeconds: 40, watchedSeconds: 40, durationSeconds: 0, isFinished: false },
      ]);
      const file = readFileSync('server/db/migrations/0009_watch_time_credit.sql', 'utf8');
      await t.db.execute(sql.raw(file.split('--> statement-breakpoint').at(-1)!));
      const [lessonA] = await t.db.select().from(courseVideos).where(eq(courseVideos.id, a));
      const rows = await progressRows('13700002102');
      expect(rows.find((r) => r.videoId === a)).toMatchObject({
        isFinished: true, creditedMs: lessonA.durationSeconds * 1000, watchedSeconds: lessonA.durationSeconds,
      });
      expect(rows.find((r) => r.videoId === b)).toMatchObject({ isFinished: false, creditedMs: 0, watchedSeconds: 40, positionSeconds: 40 });
    });
  });
});
