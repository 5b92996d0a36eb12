// admin/journal/get/:id (editor): an issue with its papers, published or not.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiAdminJournal } from '@/contract/wire/admin-content';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineAdminRoute } from '../guard';
import { loadAdminJournal } from './queries';

export const adminJournalGet = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiAdminJournal> => {
    const journal = await loadAdminJournal(db, id);
    if (!journal) throw new ApiError(Code.NotFound, '期刊不存在');
    return journal;
  },
});
