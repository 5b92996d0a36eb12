// admin/signup/roster/{id} (registrar): class {id}'s roster in the console: every live sign-up with its stage,
// the sessions attended (and how each was recorded) and the certificate; admin/signup/roster/{id}/csv (GET)
// is the same as a spreadsheet.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { formatChinaMinute } from '@/contract/time';
import type { ApiAdminRoster } from '@/contract/wire/admin-signup';
import { SIGNUP_STAGE_TEXT } from '@/contract/wire/training';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { csvDownload } from '@/server/http/csv';
import { zId } from '@/server/http/inputs';
import { certStatus } from '@/server/modules/cert/cards';
import { certificates } from '@/server/modules/cert/schema';
import { trainingCheckins, trainingSessions, trainingSignups, trainings } from '@/server/modules/training/schema';
import { signupStage } from '@/server/modules/training/stage';
import { defineAdminRoute } from '../guard';

const CERT_TEXT = { valid: '已发放', expired: '已过期', revoked: '已撤销' } as const;

export async function loadAdminRoster(db: Db, id: number, now: Date): Promise<ApiAdminRoster> {
  const [t] = await db.select().from(trainings).where(eq(trainings.id, id));
  if (!t) throw new ApiError(Code.NotFound, '培训班不存在');
  const sessions = await db.select().from(trainingSessions).where(eq(trainingSessions.trainingId, id))
    .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id));
  const signups = await db.select().from(trainingSignups)
    .where(and(eq(trainingSignups.trainingId, id), ne(trainingSignups.status, 'cancelled')))
    .orderBy(asc(trainingSignups.createdAt), asc(trainingSignups.id));
  const userIds = signups.map((r) => r.userId);
  const checkins = userIds.length && sessions.length
    ? await db.select().from(trainingCheckins)
      .where(and(inArray(trainingCheckins.sessionId, sessions.map((x) => x.id)), inArray(trainingCheckins.userId, userIds)))
    : [];
  const certs = userIds.length
    ? await db.select().from(certificates)
      .where(and(eq(certificates.kind, 'training'), eq(certificates.refId, id), inArray(certificates.userId, userIds)))
    : [];
  return {
    training: {
      id: t.id, title: t.title, startAt: formatChinaMinute(t.startAt), endAt: formatChinaMinute(t.endAt),
      seatsTotal: t.seatsTotal, seatsTaken: t.seatsTaken, credit: t.credit,
    },
    sessions: sessions.map((x) => ({ id: x.id, title: x.title, startAt: formatChinaMinute(x.startAt) })),
    learners: signups.map((r) => {
      const cert = certs.find((c) => c.userId === r.userId);
      return {
        signupId: r.id, name: r.name, phone: r.phone, workUnit: r.workUnit, stage: signupStage(r),
        attended: checkins.filter((c) => c.userId === r.userId).map((c) => ({ sessionId: c.sessionId, method: c.method })),
        cert: cert ? { number: cert.number, status: certStatus(cert, now) } : null,
      };
    }),
  };
}

const zRosterInput = z.object({ id: zId });

export const adminSignupRoster = defineAdminRoute({
  roles: ['registrar'],
  input: zRosterInput,
  handler: async ({ id }, { db }) => loadAdminRoster(db, id, new Date()),
});

export const adminSignupRosterCsv = defineAdminRoute({
  roles: ['registrar'],
  methods: ['GET'],
  input: zRosterInput,
  handler: async ({ id }, { db }) => {
    const roster = await loadAdminRoster(db, id, new Date());
    const header = [
      '序号', '姓名', '手机号', '工作单位', '报名状态',
      ...roster.sessions.map((x, i) => `第${i + 1}场 ${x.startAt} ${x.title}`),
      `出勤场次（共${roster.sessions.length}场）`, '证书编号', '证书状态',
    ];
    const rows = roster.learners.map((l, i) => {
      const attended = new Map(l.attended.map((a) => [a.sessionId, a.method]));
      return [
        i + 1, l.name, l.phone, l.workUnit, SIGNUP_STAGE_TEXT[l.stage],
        ...roster.sessions.map((x) => (attended.has(x.id) ? (attended.get(x.id) === 'manual' ? '✓（补录）' : '✓') : '')),
        l.attended.length, l.cert?.number ?? '', l.cert ? CERT_TEXT[l.cert.status] : '未发放',
      ];
    });
    return csvDownload(`${roster.training.title}-花名册.csv`, header, rows);
  },
});
