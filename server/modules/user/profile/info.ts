// user/profile/info (SPEC 7): the logged-in user's own profile; the phone is masked.
import type { ApiProfile } from '@/lib/api-types';
import { defineRoute } from '@/server/http/route';
import { maskPhone } from '@/server/modules/passport/phone';

function toGender(value: string): ApiProfile['gender'] {
  return value === 'male' || value === 'female' ? value : '';
}

export const profileInfo = defineRoute({
  auth: 'user',
  handler: async (_input, { session: { user } }): Promise<ApiProfile> => ({
    id: user.id,
    phoneMasked: maskPhone(user.phone),
    name: user.name,
    gender: toGender(user.gender),
    workUnit: user.workUnit,
    department: user.department,
    jobTitle: user.jobTitle,
    professionalTitle: user.professionalTitle,
    region: user.region,
    avatar: user.avatar,
    scope: user.scope,
    points: user.points,
    createdAt: Math.floor(user.createdAt.getTime() / 1000),
  }),
});
