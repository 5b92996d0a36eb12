// home/common (docs/product.md §7): what every page needs, the same for every visitor (no session is read).
import type { ApiHomeCommon } from '@/contract/api-types';
import { defineRoute } from '@/server/http/route';
import { getCategoryTree } from '@/server/modules/category/queries';
import { listRedirects } from '@/server/modules/common/redirects';
import { SITE } from '../common/site';

export const homeCommon = defineRoute({
  handler: async (_input, { db }): Promise<ApiHomeCommon> => {
    const [categories, redirects] = await Promise.all([getCategoryTree(db), listRedirects(db)]);
    return { site: SITE, categories, redirects };
  },
});
