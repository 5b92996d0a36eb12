// admin/message/list (editor): the notices sent, newest first, with whom each went to and how many got it;
// admin/message/targets: classes or courses to address, found by title, with how many each would reach.
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { NOTICE_AUDIENCES, type ApiAdminNoticeRow, type ApiNoticeTarget } from '@/contract/wire/admin-people';
import { zText } from '@/server/http/inputs';
import { toSeconds } from '@/server/modules/common/time';
import { users } from '@/server/modules/passport/schema';
import { defineAdminRoute } from '../guard';
import { containing, zAdminPage, zOptional } from '../list-inputs';
import { findTargets } from './audience';
import { adminNotices } from './schema';

export const ZAdminMessageListInput = z.object({
  audience: zOptional(z.enum(NOTICE_AUDIENCES, '发送对象不正确')),
  q: zOptional(zText(60, '关键词')),
  ...zAdminPage,
});

export const adminMessageList = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminMessageListInput,
  handler: async ({ audience, q, page, size }, { db }): Promise<ApiAdminPage<ApiAdminNoticeRow>> => {
    const where = and(audience ? eq(adminNotices.audience, audience) : undefined, q ? ilike(adminNotices.title, containing(q)) : undefined);
    const [{ total }] = await db.select({ total: count() }).from(adminNotices).where(where);
    const rows = await db
      .select({ n: adminNotices, staffName: users.name })
      .from(adminNotices)
      .innerJoin(users, eq(users.id, adminNotices.staffId))
      .where(where)
      .orderBy(desc(adminNotices.createdAt), desc(adminNotices.id))
      .limit(size)
      .offset((page - 1) * size);
    return {
      total,
      list: rows.map(({ n, staffName }) => ({
        id: n.id, audience: n.audience, targetId: n.targetId, targetTitle: n.targetTitle, title: n.title, body: n.body, link: n.link,
        recipients: n.recipients, staff: { id: n.staffId, name: staffName }, createdAt: toSeconds(n.createdAt),
      })),
    };
  },
});

export const adminMessageTargets = defineAdminRoute({
  roles: ['editor'],
  input: z.object({ kind: z.enum(['training', 'course'], '请选择培训班或课程'), q: zOptional(zText(60, '关键词')) }),
  handler: async ({ kind, q }, { db }): Promise<ApiNoticeTarget[]> => findTargets(db, kind, q),
});
