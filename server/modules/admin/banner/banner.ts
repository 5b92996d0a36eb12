// admin/banner/* (editor): the home page's banners (pics of kind 'banner'): picture, where a click goes (a
// path on this site or an https address, never javascript:), order, and on/off. A switched-off banner
// stays stored and leaves the home page at once (home/index reads only enabled ones; its cache is cleared).
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CACHE_LABELS } from '@/contract/cache-labels';
import { Code } from '@/contract/codes';
import type { ApiAdminBanner } from '@/contract/wire/admin-article';
import { withTransaction, type Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { refreshPublic } from '@/server/modules/admin/fresh';
import { defineAdminGet } from '@/server/modules/admin/get';
import { defineAdminRoute } from '@/server/modules/admin/guard';
import { pics } from '@/server/modules/common/schema';
import { zAdminPage } from '../list-inputs';
import { zFlag, zInt, zRequired, zSiteOrHttps } from '../article/inputs';
import { defineAdminDelete } from '@/server/modules/admin/delete';
import { saveAudited } from '../save-audited';

const isBanner = eq(pics.kind, 'banner');

function view(r: typeof pics.$inferSelect): ApiAdminBanner {
  return { id: r.id, url: r.url, width: r.width, height: r.height, alt: r.alt, link: r.link, sort: r.sort, isEnabled: r.isEnabled };
}

async function loadBanner(db: Db, id: number): Promise<ApiAdminBanner> {
  const [row] = await db.select().from(pics).where(and(eq(pics.id, id), isBanner));
  if (!row) throw new ApiError(Code.NotFound, '轮播图不存在或已删除');
  return view(row);
}

export const adminBannerList = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ ...zAdminPage }),
  handler: async ({ page, size }, { db }): Promise<{ list: ApiAdminBanner[]; total: number }> => {
    // In the home page's order (the order editors arrange), not newest first.
    const rows = await db.select().from(pics).where(isBanner).orderBy(asc(pics.sort), asc(pics.id)).offset((page - 1) * size).limit(size);
    const [{ n }] = await db.select({ n: count() }).from(pics).where(isBanner);
    return { list: rows.map(view), total: n };
  },
});

export const adminBannerGet = defineAdminGet(['editor'], loadBanner);

export const ZBannerSaveInput = z.object({
  id: zId.optional(),
  url: zSiteOrHttps('图片'),
  width: zInt('图片宽度', 1, 10000).optional().transform((v) => v ?? 1200),
  height: zInt('图片高度', 1, 10000).optional().transform((v) => v ?? 400),
  alt: zRequired(120, '图片说明'),
  link: z.union([z.literal(''), zSiteOrHttps('链接')]).optional().transform((v) => v || null),
  sort: zInt('排序', -9999, 9999).optional().transform((v) => v ?? 0),
  isEnabled: zFlag.optional().transform((v) => v ?? true),
});

export const adminBannerSave = defineAdminRoute({
  roles: ['editor'],
  input: ZBannerSaveInput,
  handler: async ({ id: givenId, ...values }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = givenId ? await loadBanner(tx, givenId) : null;
      const id = await saveAudited(tx, {
        table: pics, kind: 'banner', staffId: staff.id, id: before?.id, values, created: { kind: 'banner' }, before, load: loadBanner,
        action: (after) => (!before ? 'create' : before.isEnabled !== after?.isEnabled ? (after?.isEnabled ? 'publish' : 'unpublish') : 'update'),
      });
      await refreshPublic(tx, 'banner', [CACHE_LABELS.homeIndex]);
      return { id };
    }),
});

export const adminBannerDelete = defineAdminDelete({
  roles: ['editor'],
  kind: 'banner',
  load: loadBanner,
  remove: async (tx, id) => {
    await tx.delete(pics).where(eq(pics.id, id));
  },
  caches: [CACHE_LABELS.homeIndex],
});
