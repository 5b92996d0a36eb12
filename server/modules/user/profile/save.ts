// user/profile/save: the user edits their own profile (name, gender, work unit, department, job title,
// professional title, city and county). Every field is sent each time (the form shows them all); the
// answer is the saved profile. Validated here whatever the form checked (the server is the lock).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiProfile } from '@/contract/api-types';
import { OPTION_VALUE, PROFILE_LIMITS } from '@/contract/wire/profile';
import { zText } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { users } from '@/server/modules/passport/schema';
import { checkProfileOptions } from './dictionary';
import { buildProfile } from './info';

const zOptional = (label: string) =>
  z
    .string()
    .max(60, `${label}不正确`)
    .refine((v) => v === '' || OPTION_VALUE.test(v), `${label}不正确`)
    .optional()
    .transform((v) => v ?? '');

export const ZProfileSaveInput = z.object({
  name: zText(PROFILE_LIMITS.name, '姓名').refine((s) => s.length > 0, '请填写姓名'),
  gender: z
    .enum(['', 'male', 'female'], '性别不正确')
    .optional()
    .transform((v) => v ?? ''),
  workUnit: zText(PROFILE_LIMITS.workUnit, '工作单位').optional().transform((v) => v ?? ''),
  department: zText(PROFILE_LIMITS.department, '科室').optional().transform((v) => v ?? ''),
  jobTitle: zText(PROFILE_LIMITS.jobTitle, '职务').optional().transform((v) => v ?? ''),
  professionalTitle: zOptional('职称'),
  region: zOptional('所在城市'),
  county: zOptional('所在区县'),
});

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
