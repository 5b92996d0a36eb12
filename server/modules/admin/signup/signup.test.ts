// The sign-up and payment queues (docs/product.md "Sign-ups and fees in the console"): roles, bad input, the
// decision once (a second or concurrent one is AdminCode.AlreadyDecided and changes nothing), seats coming back,
// the learner's message and page, finance's confirmation for a class and for a course, attendance by hand, the
// roster and the exports.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiCourseEnrolment } from '@/contract/wire/course';
import type { ApiAdminPaymentRow, ApiAdminRoster, ApiAdminSignupRow, ApiBulkResult } from '@/contract/wire/admin-signup';
import type { ApiSignupInfo, ApiTrainingDetail } from '@/contract/wire/training';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { messages } from '@/server/modules/message/schema';
import { payments } from '@/server/modules/payment/schema';
import { trainingCheckins, trainingSignups, trainings } from '@/server/modules/training/schema';
import { addSession, DAY, openForSignup, signupForm, userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { auditCount, makeCallers, type Who } from '../content-test-helpers';

const t = freshTestDb();
const api = createApiCaller(() => t.db);
let c: Awaited<ReturnType<typeof makeCallers>>;
let classId = 0;
let ipSeq = 0;

/** A new learner signed up to the paid class: their cookie, user id and sign-up id. */
async function newSignup() {
  const { user, cookie } = await userWithCookie(t.db);
  const res = await api.call(`training/signup/${classId}`, signupForm({ name: `学员${user.id}`, phone: user.phone }), { cookie, ip: `10.77.1.${(++ipSeq % 250) + 1}` });
  expect(res.envelope.code).toBe(0);
  const [row] = await t.db.select().from(trainingSignups).where(and(eq(trainingSignups.userId, user.id), eq(trainingSignups.trainingId, classId)));
  return { cookie, userId: user.id, id: row.id };
}

const seatsTaken = async () => (await t.db.select().from(trainings).where(eq(trainings.id, classId)))[0].seatsTaken;
const signupRow = async (id: number) => (await t.db.select().from(trainingSignups).where(eq(trainingSignups.id, id)))[0];
const paymentOf = async (kind: 'training' | 'course', refId: number) =>
  (await t.db.select().from(payments).where(and(eq(payments.kind, kind), eq(payments.refId, refId))))[0];
/** A GET as the browser's download link makes it. */
const get = (path: string, form: Record<string, unknown>, who: Who) => api.call(path, form, { ...c.opts(who), method: 'GET' });
const messagesOf = async (userId: number) => t.db.select().from(messages).where(eq(messages.userId, userId));

beforeAll(async () => {
  c = await makeCallers(t.db, api, '10.76');
  const [row] = await t.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.isPublished, true)).orderBy(asc(trainings.id)).limit(1);
  classId = row.id;
  await openForSignup(t.db, classId, 40);
  await t.db.update(trainings).set({ feeFen: 48000, payMethod: 'transfer' }).where(eq(trainings.id, classId));
});

describe('admin/signup/list', () => {
  it('answers the registrar and admin, refuses other staff and learners (4003) and guests (1001)', async () => {
    const expected: Record<Who, number> = { admin: 0, registrar: 0, editor: 4003, finance: 4003, store: 4003, learner: 4003, guest: 1001 };
    for (const [who, code] of Object.entries(expected)) {
      expect((await c.call('admin/signup/list', { status: 'review' }, who as Who)).envelope.code, who).toBe(code);
    }
  });

  it('lists a new paid sign-up as waiting for review, found by phone, with its answers and fee', async () => {
    const s = await newSignup();
    const row = await signupRow(s.id);
    const res = await c.call<ApiAdminPage<ApiAdminSignupRow>>('admin/signup/list', { status: 'review', q: row.phone, trainingId: String(classId) }, 'registrar');
    expect(res.envelope.data.total).toBe(1);
    expect(res.envelope.data.list[0]).toMatchObject({ id: s.id, stage: 'review', fee: 480, training: { id: classId } });
    const other = await c.call<ApiAdminPage<ApiAdminSignupRow>>('admin/signup/list', { status: 'confirmed', q: row.phone }, 'registrar');
    expect(other.envelope.data.total).toBe(0);
  });

  it('refuses a wrong status, day or page size with 4000 naming the field', async () => {
    for (const [form, field] of [[{ status: 'pending' }, 'status'], [{ from: '2026-13-01' }, 'from'], [{ size: '500' }, 'size']] as const) {
      const res = await c.call('admin/signup/list', form, 'registrar');
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(Object.keys((res.envelope as { fields?: object }).fields ?? {})).toContain(field);
    }
  });
});

describe('admin/signup/decide/{id}', () => {
  it('refuses a rejection without a reason, and a wrong decision, changing nothing', async () => {
    const s = await newSignup();
    const audits = await auditCount(t.db);
    const noReason = await c.call(`admin/signup/decide/${s.id}`, { decision: 'reject' }, 'registrar');
    expect(noReason.envelope.code).toBe(Code.BadInput);
    expect((noReason.envelope as { fields?: Record<string, string> }).fields?.reason).toBe('驳回时请填写原因');
    expect((await c.call(`admin/signup/decide/${s.id}`, { decision: 'maybe' }, 'registrar')).envelope.code).toBe(Code.BadInput);
    expect((await c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'finance')).envelope.code).toBe(Code.Forbidden);
    expect((await c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'learner')).envelope.code).toBe(Code.Forbidden);
    expect((await c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
    expect((await signupRow(s.id)).reviewedAt).toBeNull();
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('approves once: the fee goes to finance, the learner is told and sees 待缴费; a second decision is 4660 and changes nothing', async () => {
    const s = await newSignup();
    const ok = await c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'registrar');
    expect(ok.envelope.code).toBe(0);
    expect(await paymentOf('training', s.id)).toMatchObject({ status: 'pending', amountFen: 48000, userId: s.userId });
    const told = await messagesOf(s.userId);
    expect(told.map((m) => m.link)).toContain(`/training/${classId}`);
    const info = await api.call<ApiSignupInfo>(`training/signupInfo/${classId}`, {}, { cookie: s.cookie });
    expect(info.envelope.data.signup.stage).toBe('unpaid');

    const audits = await auditCount(t.db);
    const seats = await seatsTaken();
    const again = await c.call(`admin/signup/decide/${s.id}`, { decision: 'reject', reason: '重复' }, 'admin');
    expect(again.envelope.code).toBe(AdminCode.AlreadyDecided);
    expect((await signupRow(s.id)).status).toBe('pending');
    expect(await seatsTaken()).toBe(seats);
    expect(await auditCount(t.db)).toBe(audits);
    expect(await messagesOf(s.userId)).toHaveLength(told.length);
  });

  it('rejects with a reason: the seat comes back and the class page tells the learner why', async () => {
    const s = await newSignup();
    const seats = await seatsTaken();
    const res = await c.call(`admin/signup/decide/${s.id}`, { decision: 'reject', reason: '非基层医疗机构人员' }, 'registrar');
    expect(res.envelope.code).toBe(0);
    expect(await seatsTaken()).toBe(seats - 1);
    expect(await signupRow(s.id)).toMatchObject({ status: 'cancelled', closedAs: 'rejected', closeReason: '非基层医疗机构人员' });
    const page = await api.call<ApiTrainingDetail>(`training/detail/${classId}`, {}, { cookie: s.cookie });
    expect(page.envelope.data.mySignup).toBeNull();
    expect(page.envelope.data.closedSignup).toEqual({ stage: 'rejected', reason: '非基层医疗机构人员' });
    expect((await messagesOf(s.userId)).some((m) => m.body.includes('非基层医疗机构人员'))).toBe(true);
  });

  it('of two concurrent decisions, exactly one is made', async () => {
    const s = await newSignup();
    const seats = await seatsTaken();
    const audits = await auditCount(t.db);
    const both = await Promise.all([
      c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'registrar'),
      c.call(`admin/signup/decide/${s.id}`, { decision: 'reject', reason: '名额已满' }, 'admin'),
    ]);
    const codes = both.map((r) => r.envelope.code).sort();
    expect(codes).toEqual([0, AdminCode.AlreadyDecided]);
    expect(await auditCount(t.db)).toBe(audits + 1);
    const row = await signupRow(s.id);
    expect(await seatsTaken()).toBe(row.status === 'cancelled' ? seats - 1 : seats);
  });

  it('bulk approves the waiting ones and says which were already decided', async () => {
    const a = await newSignup();
    const b = await newSignup();
    await c.call(`admin/signup/decide/${b.id}`, { decision: 'approve' }, 'registrar');
    const res = await c.call<ApiBulkResult>('admin/signup/bulk', { ids: [String(a.id), String(b.id)] }, 'registrar');
    expect(res.envelope.data.done).toEqual([a.id]);
    expect(res.envelope.data.refused).toEqual([{ id: b.id, message: expect.stringContaining('已处理') }]);
    expect((await c.call('admin/signup/bulk', { ids: [] }, 'registrar')).envelope.code).toBe(Code.BadInput);
  });
});

describe('admin/payment/confirm/{id}', () => {
  async function approved() {
    const s = await newSignup();
    await c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'registrar');
    return { ...s, paymentId: (await paymentOf('training', s.id)).id };
  }

  it('is finance\'s: the registrar and learners get 4003, a guest 1001; a wrong amount or no reference is 4000', async () => {
    const s = await approved();
    const form = { amount: '480', reference: 'ICBC20261124001' };
    expect((await c.call(`admin/payment/confirm/${s.paymentId}`, form, 'registrar')).envelope.code).toBe(Code.Forbidden);
    expect((await c.call(`admin/payment/confirm/${s.paymentId}`, form, 'learner')).envelope.code).toBe(Code.Forbidden);
    expect((await c.call(`admin/payment/confirm/${s.paymentId}`, form, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
    const wrong = await c.call(`admin/payment/confirm/${s.paymentId}`, { ...form, amount: '48' }, 'finance');
    expect(wrong.envelope.code).toBe(Code.BadInput);
    expect((wrong.envelope as { fields?: Record<string, string> }).fields?.amount).toContain('480');
    const noRef = await c.call(`admin/payment/confirm/${s.paymentId}`, { amount: '480' }, 'finance');
    expect((noRef.envelope as { fields?: Record<string, string> }).fields?.reference).toBe('请填写收款凭证号');
    expect((await c.call(`admin/payment/confirm/${s.paymentId}`, { ...form, amount: '4.801' }, 'finance')).envelope.code).toBe(Code.BadInput);
    expect((await paymentOf('training', s.id)).status).toBe('pending');
  });

  it('confirms once: the sign-up is confirmed and paid, the learner told; twice or concurrently gives one confirmation', async () => {
    const s = await approved();
    const list = await c.call<ApiAdminPage<ApiAdminPaymentRow>>('admin/payment/list', { status: 'pending', kind: 'training' }, 'finance');
    expect(list.envelope.data.list.map((r) => r.id)).toContain(s.paymentId);
    const both = await Promise.all([
      c.call(`admin/payment/confirm/${s.paymentId}`, { amount: '480.00', reference: 'ICBC-1' }, 'finance'),
      c.call(`admin/payment/confirm/${s.paymentId}`, { amount: '480', reference: 'ICBC-2' }, 'admin'),
    ]);
    expect(both.map((r) => r.envelope.code).sort()).toEqual([0, AdminCode.AlreadyDecided]);
    const row = await signupRow(s.id);
    expect(row.status).toBe('confirmed');
    expect(row.paidAt).not.toBeNull();
    expect(await paymentOf('training', s.id)).toMatchObject({ status: 'paid', paidFen: 48000 });
    const info = await api.call<ApiSignupInfo>(`training/signupInfo/${classId}`, {}, { cookie: s.cookie });
    expect(info.envelope.data.signup.stage).toBe('confirmed');
    expect(info.envelope.data.payment?.paid).toBe(true);
    expect((await messagesOf(s.userId)).some((m) => m.title.includes('已确认到账'))).toBe(true);
  });

  it('confirms a paid course\'s enrolment the same way (one payment story)', async () => {
    const [course] = await t.db.select().from(courses).where(gt(courses.priceFen, 0)).limit(1);
    const { user, cookie } = await userWithCookie(t.db);
    expect((await api.call(`course/enrol/${course.id}`, {}, { cookie })).envelope.code).toBe(0);
    const [enrolment] = await t.db.select().from(courseEnrolments).where(and(eq(courseEnrolments.userId, user.id), eq(courseEnrolments.courseId, course.id)));
    const payment = await paymentOf('course', enrolment.id);
    expect(payment).toMatchObject({ status: 'pending', amountFen: course.priceFen });
    const res = await c.call(`admin/payment/confirm/${payment.id}`, { amount: String(course.priceFen / 100), reference: 'POS-77' }, 'finance');
    expect(res.envelope.code).toBe(0);
    expect((await t.db.select().from(courseEnrolments).where(eq(courseEnrolments.id, enrolment.id)))[0].paidAt).not.toBeNull();
    expect((await messagesOf(user.id)).map((m) => m.link)).toContain(`/course/success/${course.id}`);
    const page = await api.call<ApiCourseEnrolment>(`course/enrolment/${course.id}`, {}, { cookie });
    expect(page.envelope.data.paid).toBe(true);
  });

  it('names a course\'s learner who never filled in a name as the other queues do (学员 and the last four digits)', async () => {
    const [course] = await t.db.select().from(courses).where(gt(courses.priceFen, 0)).limit(1);
    const { user, cookie } = await userWithCookie(t.db, { name: '' });
    expect((await api.call(`course/enrol/${course.id}`, {}, { cookie })).envelope.code).toBe(0);
    const res = await c.call<ApiAdminPage<ApiAdminPaymentRow>>('admin/payment/list', { status: 'pending', q: user.phone }, 'finance');
    expect(res.envelope.data.list).toEqual([expect.objectContaining({ kind: 'course', name: `学员${user.phone.slice(-4)}`, phone: user.phone })]);
  });

  it('bulk confirms from one statement, each for its amount due', async () => {
    const a = await approved();
    const b = await approved();
    const res = await c.call<ApiBulkResult>('admin/payment/bulk', { ids: [String(a.paymentId), String(b.paymentId)], reference: '对账单-11月' }, 'finance');
    expect(res.envelope.data).toEqual({ done: [a.paymentId, b.paymentId], refused: [] });
    expect((await paymentOf('training', b.id)).reference).toBe('对账单-11月');
  });
});

describe('admin/signup/cancel/{id}', () => {
  it('cancels with a reason: the seat comes back, the unpaid fee leaves finance\'s queue; once', async () => {
    const s = await newSignup();
    await c.call(`admin/signup/decide/${s.id}`, { decision: 'approve' }, 'registrar');
    expect((await c.call(`admin/signup/cancel/${s.id}`, {}, 'registrar')).envelope.code).toBe(Code.BadInput);
    const seats = await seatsTaken();
    expect((await c.call(`admin/signup/cancel/${s.id}`, { reason: '学员电话申请取消' }, 'registrar')).envelope.code).toBe(0);
    expect(await seatsTaken()).toBe(seats - 1);
    expect((await paymentOf('training', s.id)).status).toBe('void');
    expect((await c.call(`admin/signup/cancel/${s.id}`, { reason: '再次' }, 'registrar')).envelope.code).toBe(AdminCode.AlreadyDecided);
    expect(await seatsTaken()).toBe(seats - 1);
    const page = await api.call<ApiTrainingDetail>(`training/detail/${classId}`, {}, { cookie: s.cookie });
    expect(page.envelope.data.closedSignup).toEqual({ stage: 'cancelled', reason: '学员电话申请取消' });
  });
});

describe('admin/signup/attendance/{id} and the roster', () => {
  it('marks and unmarks a session by hand with a reason, shown on the roster and its CSV', async () => {
    const s = await newSignup();
    const session = await addSession(t.db, classId, -2 * DAY, -2 * DAY + 3_600_000, '918273');
    const form = { sessionId: String(session.id), attended: '1', reason: '签到设备故障，现场核实' };
    expect((await c.call(`admin/signup/attendance/${s.id}`, { ...form, reason: '' }, 'registrar')).envelope.code).toBe(Code.BadInput);
    expect((await c.call(`admin/signup/attendance/${s.id}`, form, 'finance')).envelope.code).toBe(Code.Forbidden);
    expect((await c.call(`admin/signup/attendance/${s.id}`, form, 'registrar')).envelope.code).toBe(0);
    expect((await c.call(`admin/signup/attendance/${s.id}`, form, 'registrar')).envelope.code).toBe(Code.Conflict);
    const [checkin] = await t.db.select().from(trainingCheckins).where(and(eq(trainingCheckins.sessionId, session.id), eq(trainingCheckins.userId, s.userId)));
    expect(checkin.method).toBe('manual');

    const roster = await c.call<ApiAdminRoster>(`admin/signup/roster/${classId}`, {}, 'registrar');
    const me = roster.envelope.data.learners.find((l) => l.signupId === s.id);
    expect(me).toMatchObject({ stage: 'review', attended: [{ sessionId: session.id, method: 'manual' }] });
    const csv = await get(`admin/signup/roster/${classId}/csv`, {}, 'registrar');
    expect(csv.headers['Content-Type']).toContain('text/csv');
    expect(csv.body).toContain('✓（补录）');
    expect((await c.call(`admin/signup/roster/${classId}`, {}, 'store')).envelope.code).toBe(Code.Forbidden);

    expect((await c.call(`admin/signup/attendance/${s.id}`, { ...form, attended: '0', reason: '误补' }, 'registrar')).envelope.code).toBe(0);
    const [{ n }] = await t.db.select({ n: count() }).from(trainingCheckins).where(eq(trainingCheckins.sessionId, session.id));
    expect(n).toBe(0);
  });

  it('refuses to mark a session that has not started (4613) and writes nothing; unmarking one stays allowed', async () => {
    const s = await newSignup();
    const later = await addSession(t.db, classId, 3 * DAY, 3 * DAY + 3_600_000, '736451');
    const form = { sessionId: String(later.id), attended: '1', reason: '学员说会来，先补上' };
    const audits = await auditCount(t.db);
    const res = await c.call(`admin/signup/attendance/${s.id}`, form, 'registrar');
    expect(res.envelope.code).toBe(Code.CheckinTooEarly);
    expect(res.envelope.codeMsg).toMatch(/^“测试课程736451”将于\d{1,2}月\d{1,2}日 \d{2}:\d{2}开始，开课前不能补录出勤$/);
    const mine = and(eq(trainingCheckins.sessionId, later.id), eq(trainingCheckins.userId, s.userId));
    expect(await t.db.select().from(trainingCheckins).where(mine)).toHaveLength(0);
    expect(await auditCount(t.db)).toBe(audits);

    // A check-in already recorded on a future session (the old rule) can still be taken back.
    await t.db.insert(trainingCheckins).values({ sessionId: later.id, userId: s.userId, method: 'manual', scannedBy: null, createdAt: new Date() });
    expect((await c.call(`admin/signup/attendance/${s.id}`, { ...form, attended: '0', reason: '开课前误补' }, 'registrar')).envelope.code).toBe(0);
    expect(await t.db.select().from(trainingCheckins).where(mine)).toHaveLength(0);
  });

  it('exports the filtered sign-ups and payments as CSV guarded against formulas', async () => {
    const { user, cookie } = await userWithCookie(t.db);
    await api.call(`training/signup/${classId}`, signupForm({ workUnit: '=HYPERLINK("x")', phone: user.phone }), { cookie, ip: '10.77.9.9' });
    const csv = await get('admin/signup/csv', { q: user.phone }, 'registrar');
    expect(csv.body).toContain(`'=HYPERLINK`);
    const pay = await get('admin/payment/csv', { status: 'paid' }, 'finance');
    expect(pay.body).toContain('已到账');
    expect((await get('admin/payment/csv', {}, 'registrar')).envelope.code).toBe(Code.Forbidden);
  });
});

describe('the seed', () => {
  it('leaves work in both queues for the demo learners on a fresh clone', async () => {
    const review = await c.call<ApiAdminPage<ApiAdminSignupRow>>('admin/signup/list', { status: 'review', q: '13800000002' }, 'registrar');
    expect(review.envelope.data.total).toBe(1);
    const fees = await c.call<ApiAdminPage<ApiAdminPaymentRow>>('admin/payment/list', { status: 'pending', q: '13800000000' }, 'finance');
    expect(fees.envelope.data.list.map((r) => r.kind)).toContain('training');
    // Every fee the seed recorded as paid has its confirmed payment row (invoices and the queue agree).
    const [{ n }] = await t.db.select({ n: count() }).from(trainingSignups)
      .where(and(eq(trainingSignups.status, 'confirmed'), gt(trainingSignups.feeFen, 0)));
    const [{ m }] = await t.db.select({ m: count() }).from(payments).where(and(eq(payments.kind, 'training'), eq(payments.status, 'paid')));
    expect(m).toBeGreaterThanOrEqual(n);
  });
});
