// user/teacher/current: my lecturer certification (the active application, if any) and earlier ones.
import type { ApiTeacherCurrent } from '@/contract/wire/user-teacher';
import { defineRoute } from '@/server/http/route';
import { requireArea } from '../scope';
import { teacherState } from './queries';

export const userTeacherCurrent = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session: { user } }): Promise<ApiTeacherCurrent> => {
    requireArea(user, 'teacher');
    return teacherState(db, user.id);
  },
});
