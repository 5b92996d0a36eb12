// user/training/classes: the classes this user runs or teaches (scopes 1 and 3), paged, optionally by
// status; ongoing ones first, then upcoming, then finished.
import { z } from 'zod';
import type { ApiStaffClassList } from '@/contract/wire/user-training';
import { STAFF_CLASS_STATUSES } from '@/contract/wire/user-training';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { requireArea } from '../scope';
import { listStaffClasses } from './queries';

export const ZStaffClassesInput = z.object({
  status: z.enum(STAFF_CLASS_STATUSES).optional(),
  ...zPaging(10),
});

export const userTrainingClasses = defineRoute({
  input: ZStaffClassesInput,
  auth: 'user',
  handler: async (input, { db, session: { user } }): Promise<ApiStaffClassList> => {
    requireArea(user, 'training');
    const { list, total } = await listStaffClasses(db, user.id, input.status, pageWindow(input), new Date());
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
