// user/profile/info (docs/product.md §7): the logged-in user's own profile; the phone is masked. Dictionary fields
// come with their names so every screen shows names while the row keeps codes.
import type { ApiProfile } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { defineRoute } from '@/server/http/route';
import { maskPhone } from '@/server/modules/passport/phone';
import type { User } from '@/server/modules/passport/users';
import { profileNames } from '@/server/modules/passport/profile-dictionary';

function toGender(value: string): ApiProfile['gender'] {
  return value === 'male' || value === 'female' ? value : '';
}

export async function buildProfile(db: Db, user: User): Promise<ApiProfile> {
  return {
    id: user.id,
    phoneMasked: maskPhone(user.phone),
    name: user.name,
    gender: toGender(user.gender),
    workUnit: user.workUnit,
    department: user.department,
    jobTitle: user.jobTitle,
    professionalTitle: user.professionalTitle,
    region: user.region,
    county: user.county,
    ...(await profileNames(db, user)),
    avatar: user.avatar,
    scope: user.scope,
    points: user.points,
    createdAt: Math.floor(user.createdAt.getTime() / 1000),
  };
}

export const profileInfo = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session }): Promise<ApiProfile> => buildProfile(db, session.user),
});
