// user/profile/save: the user edits their own profile (name, gender, work unit, department, job title,
// professional title, city and county). Every field is sent each time (the form shows them all); the
// answer is the saved profile. Validated here whatever the form checked (the server is the lock).
import { eq } from 'drizzle-orm';
import type { ApiProfile } from '@/contract/api-types';
import { profileForm } from '@/contract/forms/profile';
import { defineRoute } from '@/server/http/route';
import { users } from '@/server/modules/passport/schema';
import { checkProfileOptions } from '@/server/modules/passport/profile-dictionary';
import { buildProfile } from './info';

/** The form, shared with the site (contract/forms/profile.ts). */
export const ZProfileSaveInput = profileForm;

export const profileSave = defineRoute({
  auth: 'user',
  input: ZProfileSaveInput,
  rateLimit: { name: 'profile-save', limit: () => 60, windowSeconds: 600 },
  handler: async (input, { db, session }): Promise<ApiProfile> => {
    await checkProfileOptions(db, input);
    const [saved] = await db.update(users).set(input).where(eq(users.id, session.user.id)).returning();
    return buildProfile(db, saved);
  },
});
