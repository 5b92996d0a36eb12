// training/signupInfo/{id}: the logged-in user's own sign-up for class {id}: its form answers, how to
// pay, the e-ticket and the attendance so far. Someone else's sign-up does not exist for them.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiSignupInfo } from '@/contract/wire/training';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { bases } from '@/server/modules/training/base-schema';
import { toSeconds } from '@/server/modules/common/time';
import { maskPhone } from '@/server/modules/passport/phone';
import { listSessions, liveStatus, requireOwnSignup } from './detail';
import { optionOf } from './options';
import { paymentOf } from './payment';
import { canCancelSignup, checkinState } from './rules';
import { trainingCheckins } from './schema';
import { signupStage } from './stage';
import { trainingStatus } from './status';
import { makeTicket } from './ticket';

export const trainingSignupInfo = defineRoute({
  input: z.object({ id: zId }),
  auth: 'user',
  handler: async ({ id }, { db, session }): Promise<ApiSignupInfo> => {
    const now = new Date();
    const userId = session.user.id;
    const { training: t, signup } = await requireOwnSignup(db, id, userId);
    const sessions = await listSessions(db, id);
    const checkins = sessions.length
      ? await db
          .select({ sessionId: trainingCheckins.sessionId, at: trainingCheckins.createdAt })
          .from(trainingCheckins)
          .where(and(eq(trainingCheckins.userId, userId), inArray(trainingCheckins.sessionId, sessions.map((s) => s.id))))
      : [];
    const checkedAt = new Map(checkins.map((c) => [c.sessionId, c.at]));
    const [base] = t.baseId ? await db.select({ id: bases.id, name: bases.name }).from(bases).where(eq(bases.id, t.baseId)) : [];

    return {
      training: {
        id: t.id, title: t.title, status: trainingStatus(t, now),
        startAt: toSeconds(t.startAt), endAt: toSeconds(t.endAt), signupEndAt: toSeconds(t.signupEndAt),
        location: sessions[0]?.location ?? '', base: base ?? null, contactPhone: t.contactPhone,
      },
      signup: {
        status: liveStatus(signup.status),
        stage: signupStage(signup),
        name: signup.name,
        phoneMasked: maskPhone(signup.phone),
        workUnit: signup.workUnit,
        department: signup.department,
        jobTitle: signup.jobTitle,
        region: (await optionOf(db, 'region', signup.region)).name,
        createdAt: toSeconds(signup.createdAt),
        canCancel: canCancelSignup(t, signup, now),
      },
      payment: paymentOf({
        signupId: signup.id, name: signup.name, feeFen: signup.feeFen, paid: signup.status === 'confirmed',
        method: t.payMethod, startAt: t.startAt, signupEndAt: t.signupEndAt,
      }),
      ticket: await makeTicket(db, signup.id),
      attendance: sessions.map((s) => {
        const at = checkedAt.get(s.id);
        return {
          id: s.id, title: s.title, teacher: s.teacher, location: s.location,
          startAt: toSeconds(s.startAt), endAt: toSeconds(s.endAt),
          state: checkinState(s, Boolean(at), now), checkedInAt: at ? toSeconds(at) : null,
        };
      }),
    };
  },
});
