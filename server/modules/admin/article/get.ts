// admin/article/get/{id} (editor): the article as the edit form shows it.
// admin/article/preview/{id} (editor): the article exactly as its public page will show it (the same
// detail the page renders), whatever its status: a draft's preview is for staff only.
import { z } from 'zod';
import type { ApiArticleDetail } from '@/contract/wire/article';
import { zId } from '@/server/http/inputs';
import { defineAdminGet } from '@/server/modules/admin/get';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { getArticleDetail } from '@/server/modules/article/detail';
import { loadAdminArticle } from './view';

export const adminArticleGet = defineAdminGet(['editor'], loadAdminArticle);

export const adminArticlePreview = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiArticleDetail> => getArticleDetail(db, id, { preview: true }),
});
