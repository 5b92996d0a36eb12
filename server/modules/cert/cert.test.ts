import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@/contract/cert-format';
import { Code } from '@/contract/codes';
import type { ApiCertList, ApiCertVerify } from '@/contract/wire/cert';
import { withTransaction } from '@/server/db/client';
import { freshTestDb } from '@/tests/api/test-db';
import { certificates, courseChapters, courses, courseVideos, messages, pointsLedger, trainingCheckins, trainings, trainingSignups, users, videoProgress } from '@/server/db/schema';
import { addSession, userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { heartbeat, startPlaying, watchWholeLesson, withFakeClock } from '@/tests/api/watch';
import { contentStreams, readPdf } from '@/tests/pdf-reader';
import { issueCourseCertificates } from '@/server/modules/course/certificates';
import { CERT_NUMBER_PATTERN } from './number';
import { chinaYear } from './queries';

const LEARNER = '13800000000';
/** The test course's lessons, short to watch through heartbeats: two make the least study time (学时 0.5). */
const LESSON_SECONDS = 300;

describe('certificates', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let learner: { cookie: string; id: number };

  beforeAll(async () => {
    const { user, cookie } = await userWithCookie(t.db, { phone: LEARNER });
    learner = { cookie, id: user.id };
  });

  const certsOf = (userId: number) => t.db.select().from(certificates).where(eq(certificates.userId, userId));
  const listOf = async (cookie: string, form: Record<string, string> = {}) => {
    const res = await api.call<ApiCertList>('user/cert/list', form, { cookie });
    expect(res.envelope.code).toBe(Code.Ok);
    return res.envelope.data;
  };

  /** A free course of two lessons, and a user enrolled in it. */
  async function courseWithLearner() {
    const [base] = await t.db.select().from(courses).where(eq(courses.id, 1));
    const rest = { ...base, id: undefined };
    const [course] = await t.db.insert(courses).values({ ...rest, title: '测试课程：证书发放', priceFen: 0, credit: '省级II类学分 2分' }).returning();
    const [chapter] = await t.db.insert(courseChapters).values({ courseId: course.id, title: '第一章', sort: 1 }).returning();
    const videos = await t.db
      .insert(courseVideos)
      .values([1, 2].map((i) => ({ courseId: course.id, chapterId: chapter.id, title: `第${i}讲`, src: '/media/demo-1.mp4', durationSeconds: LESSON_SECONDS, sort: i })))
      .returning();
    const { user, cookie } = await userWithCookie(t.db, { name: '欧阳小明' });
    expect((await api.call(`course/enrol/${course.id}`, {}, { cookie })).envelope.code).toBe(Code.Ok);
    return { course, videos, user, cookie };
  }

  /** Watches a lesson of courseWithLearner to its end, as the player does (server-credited time, issue 11). */
  const finish = (cookie: string, videoId: number) => withFakeClock(() => watchWholeLesson(api, cookie, videoId, LESSON_SECONDS));
  /** The player reporting the end again (a lesson watched once more, a retried request). */
  const reportEndAgain = async (cookie: string, videoId: number) =>
    heartbeat(api, cookie, videoId, { token: (await startPlaying(api, cookie, videoId)).token, position: LESSON_SECONDS, playing: false });

  describe('the seed', () => {
    it('gives the demo learner issued, expired and revoked certificates, with their messages and points', async () => {
      const rows = await certsOf(learner.id);
      const kinds = rows.map((r) => r.kind).sort();
      expect(kinds).toEqual(['course', 'record', 'record', 'training']);
      expect(rows.every((r) => CERT_NUMBER_PATTERN.test(r.number))).toBe(true);
      expect(rows.find((r) => r.kind === 'course')?.refId).toBe(26);
      expect(rows.filter((r) => r.status === 'revoked')).toHaveLength(1);
      const list = await listOf(learner.cookie);
      expect(list.list.map((c) => c.status).sort()).toEqual(['expired', 'revoked', 'valid', 'valid']);
      const issued = rows.filter((r) => r.kind !== 'record');
      const msgs = await t.db.select().from(messages).where(and(eq(messages.userId, learner.id), eq(messages.link, '/user/cert')));
      for (const r of issued) expect(msgs.filter((m) => m.body.includes(r.number))).toHaveLength(1);
      const ledger = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, learner.id), eq(pointsLedger.rule, 'certificateIssued')));
      expect(ledger.map((l) => l.refKey).sort()).toEqual(issued.map((r) => `cert:${r.id}`).sort());
    });

    it('gives every other demo account a certificate', async () => {
      for (const phone of ['13800000001', '13800000002', '13800000003']) {
        const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
        expect((await certsOf(u.id)).length).toBeGreaterThan(0);
      }
    });
  });

  describe('issuing', () => {
    it('issues a course certificate once, when the last lesson is finished', async () => {
      const { course, videos, user, cookie } = await courseWithLearner();
      expect((await finish(cookie, videos[0].id)).finished).toBe(true);
      expect(await certsOf(user.id)).toHaveLength(0);
      expect((await finish(cookie, videos[1].id)).finished).toBe(true);
      // Repeats (the player reporting the end again, a retried request) change nothing.
      await reportEndAgain(cookie, videos[1].id);
      await reportEndAgain(cookie, videos[0].id);
      const rows = await certsOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'course', refId: course.id, holderName: '欧阳小明', creditLevel: '省级', creditType: 'Ⅱ类', creditTenths: 20,
        hoursTenths: 5, status: 'valid',
      });
      const msgs = await t.db.select().from(messages).where(eq(messages.userId, user.id));
      expect(msgs).toHaveLength(1);
      expect(msgs[0].body).toContain(rows[0].number);
      const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
      expect(ledger.map((l) => l.rule).sort()).toEqual(['certificateIssued', 'courseFinished']);
      const [{ points }] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, user.id));
      expect(points).toBe(ledger.reduce((s, l) => s + l.delta, 0));
      // Calling the check again issues nothing.
      expect(await withTransaction(t.db, (tx) => issueCourseCertificates(tx, user.id))).toEqual([]);
    });

    it('issues one certificate however many checks run at once', async () => {
      const { videos, user } = await courseWithLearner();
      // Progress written directly, so that the checks below are the first to see the course complete.
      await t.db.insert(videoProgress).values(
        videos.map((v) => ({ videoId: v.id, userId: user.id, positionSeconds: 6, watchedSeconds: 6, durationSeconds: 6, isFinished: true })),
      );
      const results = await Promise.all(Array.from({ length: 6 }, () => withTransaction(t.db, (tx) => issueCourseCertificates(tx, user.id))));
      expect(results.flat()).toHaveLength(1);
      expect(await certsOf(user.id)).toHaveLength(1);
    });

    it('does not issue without enrolment, and issues on enrolling after watching a free course to the end', async () => {
      const { course, videos } = await courseWithLearner();
      const { user, cookie } = await userWithCookie(t.db, { name: '王五' });
      for (const v of videos) expect((await finish(cookie, v.id)).finished).toBe(true);
      expect(await certsOf(user.id)).toHaveLength(0);
      await api.call(`course/enrol/${course.id}`, {}, { cookie });
      expect((await certsOf(user.id)).map((r) => r.refId)).toEqual([course.id]);
    });

    it('issues a training certificate when the last session is checked in', async () => {
      const [base] = await t.db.select().from(trainings).where(eq(trainings.id, 1));
      const rest = { ...base, id: undefined };
      const [training] = await t.db
        .insert(trainings)
        .values({ ...rest, title: '测试培训班：全勤证书', credit: '国家级I类学分 10分', startAt: new Date(Date.now() - 86_400_000), endAt: new Date(Date.now() + 86_400_000) })
        .returning();
      const past = await addSession(t.db, training.id, -20 * 3_600_000, -18 * 3_600_000, '246801');
      await addSession(t.db, training.id, -10 * 60_000, 3_600_000, '246802');
      const { user, cookie } = await userWithCookie(t.db, { name: '李四' });
      await t.db.insert(trainingSignups).values({
        trainingId: training.id, userId: user.id, status: 'confirmed', name: '李四', phone: '13900000000', workUnit: '测试医院',
        department: '全科', jobTitle: '医生', region: '410100',
      });
      await t.db.insert(trainingCheckins).values({ sessionId: past.id, userId: user.id });
      expect(await certsOf(user.id)).toHaveLength(0);
      const res = await api.call('training/attend', { code: '246802' }, { cookie, ip: '10.9.0.1' });
      expect(res.envelope.code).toBe(Code.Ok);
      const rows = await certsOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'training', refId: training.id, creditLevel: '国家级', creditType: 'Ⅰ类', creditTenths: 100, hoursTenths: 30 });
      // A repeated check-in is idempotent and issues nothing more.
      expect((await api.call('training/attend', { code: '246802' }, { cookie, ip: '10.9.0.1' })).envelope.code).toBe(Code.Ok);
      expect(await certsOf(user.id)).toHaveLength(1);
      const [{ n }] = await t.db.select({ n: count() }).from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.rule, 'trainingFullAttendance')));
      expect(n).toBe(1);
    });
  });

  describe('user/cert/list', () => {
    it('answers 1001 to a guest', async () => {
      expect((await api.call('user/cert/list')).envelope.code).toBe(Code.NotLoggedIn);
    });

    it('lists only my certificates, with totals that leave revoked ones out', async () => {
      const list = await listOf(learner.cookie);
      expect(list.total).toBe(4);
      expect(list.list.every((c) => c.holderName === '张晓明')).toBe(true);
      const counting = list.list.filter((c) => c.status !== 'revoked');
      expect(list.totals.count).toBe(counting.length);
      expect(list.totals.hours).toBeCloseTo(counting.reduce((s, c) => s + c.hours, 0));
      expect(list.years[0]).toBeGreaterThanOrEqual(list.years.at(-1)!);
      const revoked = list.list.find((c) => c.status === 'revoked')!;
      expect(revoked.revokeReason).toContain('撤销');
      // Newest first.
      expect(list.list.map((c) => c.issuedAt)).toEqual([...list.list.map((c) => c.issuedAt)].sort((a, b) => b - a));
    });

    it('pages, and refuses bad or out-of-range pages', async () => {
      const page2 = await listOf(learner.cookie, { page: '2', pageSize: '3' });
      expect(page2.list).toHaveLength(1);
      for (const form of [{ page: '0' }, { page: 'x' }, { page: '3', pageSize: '3' }, { pageSize: '51' }, { page: '501' }]) {
        expect((await api.call('user/cert/list', form, { cookie: learner.cookie })).envelope.code).toBe(Code.BadInput);
      }
    });
  });

  describe('user/cert/pdf/:id', () => {
    it('downloads my certificate as a PDF with its number and a QR code to the verification page', async () => {
      const [row] = (await certsOf(learner.id)).filter((r) => r.kind === 'course');
      const res = await api.call(`user/cert/pdf/${row.id}`, {}, { cookie: learner.cookie, method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('application/pdf');
      expect(String(res.headers['Content-Disposition'])).toMatch(/^attachment; /);
      expect(res.headers['Cache-Control']).toBe('private, no-store');
      expect(res.headers['Content-Length']).toBe(String(res.bytes?.length));
      // What a reader shows: the heading, the holder, the title, the credit and the number, in fonts
      // the file carries itself (no reader-supplied Chinese font).
      const pdf = await readPdf(res.bytes!);
      expect(pdf.header).toBe('%PDF-1.4');
      expect(pdf.pages).toHaveLength(1);
      expect(pdf.pages[0].width).toBeGreaterThan(pdf.pages[0].height); // landscape
      const text = pdf.text.replace(/\n/g, '');
      expect(text).toContain(row.creditType ? '继续医学教育学分证书' : '结 业 证 书');
      expect(text).toContain(`${row.holderName} 同志：`);
      expect(text).toContain(`《${row.title}》`);
      if (row.creditType) expect(pdf.text).toContain(`${formatAmount(row.creditTenths / 10)} 分`);
      expect(pdf.text).toContain(`证书编号：${row.number}`);
      expect(pdf.text).toContain(`输入编号 ${row.number}`);
      expect(pdf.raw).toMatch(/\/FontFile2 \d+ 0 R/);
      expect(pdf.raw).not.toContain('STSong');
      expect(contentStreams(res.bytes!).join('\n')).toMatch(/ re\n/); // the QR code's squares
    });

    it("answers someone else's, a missing or a malformed id as not found, and a guest with 1001", async () => {
      const [row] = await certsOf(learner.id);
      const other = await userWithCookie(t.db);
      for (const [id, code] of [[String(row.id), Code.NotFound], ['99999999', Code.NotFound], ['abc', Code.BadInput], ['0', Code.BadInput]] as const) {
        const res = await api.call(`user/cert/pdf/${id}`, {}, { cookie: other.cookie, method: 'GET' });
        expect(res.envelope.code).toBe(code);
      }
      expect((await api.call(`user/cert/pdf/${row.id}`, {}, { method: 'GET' })).envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call(`user/cert/pdf/${row.id}`, {}, { cookie: learner.cookie })).status).toBe(405);
    });
  });

  describe('user/cert/summary', () => {
    it('sums the year that counts, without revoked certificates', async () => {
      const rows = await certsOf(learner.id);
      const year = chinaYear(rows.find((r) => r.kind === 'course')!.issuedAt);
      const res = await api.call('user/cert/summary', { year: String(year) }, { cookie: learner.cookie, method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.headers['Content-Type']).toBe('application/pdf');
      const pdf = await readPdf(res.bytes!);
      expect(pdf.text).toContain(`（${year}年度）`);
      for (const r of rows) {
        const expected = r.status !== 'revoked' && chinaYear(r.issuedAt) === year;
        expect(pdf.text.includes(r.number)).toBe(expected);
      }
    });

    it('refuses a year that is not one', async () => {
      const next = String(chinaYear(new Date()) + 1);
      for (const year of ['abc', '1999', next, '20255']) {
        const res = await api.call('user/cert/summary', { year }, { cookie: learner.cookie, method: 'GET' });
        expect(res.envelope.code).toBe(Code.BadInput);
      }
      expect((await api.call('user/cert/summary', {}, { method: 'GET' })).envelope.code).toBe(Code.NotLoggedIn);
    });
  });

  describe('cert/verify/:number', () => {
    const verify = (number: string, ip = '10.8.0.1') => api.call<ApiCertVerify>(`cert/verify/${encodeURIComponent(number)}`, {}, { ip });

    it('shows only what a verifier needs, the name masked', async () => {
      const [row] = (await certsOf(learner.id)).filter((r) => r.kind === 'course');
      const res = await verify(row.number);
      expect(res.envelope.code).toBe(Code.Ok);
      const data = res.envelope.data;
      expect(data.holder).toBe('张*明');
      expect(data.status).toBe('valid');
      expect(Object.keys(data).sort()).toEqual(
        ['number', 'holder', 'title', 'kind', 'creditLevel', 'creditType', 'credits', 'hours', 'issuer', 'issuedAt', 'validUntil', 'status',
          'revokedAt', 'replacedAt'].sort(),
      );
      expect(JSON.stringify(data)).not.toContain('张晓明');
    });

    it('reads a number as people type it', async () => {
      const [row] = (await certsOf(learner.id)).filter((r) => r.kind === 'training');
      const typed = ` ${row.number.replace(/-/g, ' ').toLowerCase()} `;
      expect((await verify(typed)).envelope.data.number).toBe(row.number);
    });

    it('tells expired and revoked certificates apart', async () => {
      const rows = (await certsOf(learner.id)).filter((r) => r.kind === 'record');
      const answers = await Promise.all(rows.map(async (r) => (await verify(r.number)).envelope.data));
      expect(answers.map((a) => a.status).sort()).toEqual(['expired', 'revoked']);
      // The revocation's date is public (its reason stays with the holder).
      const revoked = rows.find((r) => r.status === 'revoked')!;
      expect(answers.find((a) => a.status === 'revoked')!.revokedAt).toBe(Math.floor(revoked.revokedAt!.getTime() / 1000));
      expect(answers.find((a) => a.status === 'expired')!.revokedAt).toBeNull();
      expect(JSON.stringify(answers)).not.toContain(revoked.revokeReason);
    });

    it('answers a wrong, malformed or over-long number with a clear not-found', async () => {
      for (const n of ['0000-0000-0000-0000', 'hello', '<script>']) {
        const res = await verify(n);
        expect(res.envelope.code).toBe(Code.NotFound);
        expect(res.envelope.codeMsg).toContain('未找到');
      }
      expect((await verify('A'.repeat(65))).envelope.code).toBe(Code.BadInput);
    });
  });
});
