// user/center/summary: the personal centre (/user/userCenter) in one call: who I am, my points and
// unread messages, my classes and courses in progress, my certificates.
import type { ApiUserCenter } from '@/contract/wire/user-center';
import { CENTER_LIST_SIZE } from '@/contract/wire/user-center';
import { defineRoute } from '@/server/http/route';
import { toApiCert } from '@/server/modules/cert/cards';
import { totalsOf } from '@/server/modules/cert/queries';
import { maskPhone } from '@/server/modules/passport/phone';
import { latestUnread } from '@/server/modules/message/queries';
import { profileNames } from '@/server/modules/passport/profile-dictionary';
import { currentCourses, currentTrainings, myCertificates } from './queries';

export const centerSummary = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session: { user } }): Promise<ApiUserCenter> => {
    const now = new Date();
    const [names, unread, trainings, courses, certs] = await Promise.all([
      profileNames(db, user),
      latestUnread(db, user.id, CENTER_LIST_SIZE),
      currentTrainings(db, user.id, CENTER_LIST_SIZE, now),
      currentCourses(db, user.id, CENTER_LIST_SIZE),
      myCertificates(db, user.id),
    ]);
    return {
      me: {
        name: user.name, phoneMasked: maskPhone(user.phone), avatar: user.avatar, scope: user.scope,
        workUnit: user.workUnit, professionalTitleName: names.professionalTitleName,
      },
      points: user.points,
      noRead: unread.count,
      unread: unread.latest,
      trainings,
      courses,
      // The count is the one the study centre and /user/cert show (revoked ones do not count); the
      // latest list still shows a revoked one, marked as such.
      certs: {
        total: totalsOf(certs.filter((r) => r.status !== 'revoked')).count,
        latest: certs.slice(0, CENTER_LIST_SIZE).map((r) => toApiCert(r, now)),
      },
    };
  },
});
