// admin/live/save (registrar, editor): creates a broadcast (no id) or updates one. A new broadcast starts
// upcoming (its start lies ahead). The state follows from the times (server/modules/live/status.ts), so
// an edit may not move the times across now: starting and ending early is admin/live/state, with its
// allowed order. The row, its tags, its search document and the audit row change in one transaction.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { LIVE_LIMITS as L, LIVE_STATE_LABELS } from '@/contract/wire/admin-course';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import { lives } from '@/server/modules/live/schema';
import { liveStatus } from '@/server/modules/live/status';
import { syncSearchDocs } from '@/server/modules/search/documents';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { requireTags, writeItemTags } from '../item-tags';
import { zRequired } from '../form-inputs';
import { isVideoAddress, VIDEO_ADDRESS_MESSAGE, zFlag, zPicture, zSeconds, zTagIds, zVideoAddress } from '../course/inputs';
import { LIVE_ROLES, loadAdminLive } from './queries';
import { followStartChange } from './reminders';

export const ZLiveSave = z
  .object({
    id: zId.optional(),
    title: zRequired(L.title, '直播标题'),
    cover: zPicture('封面'),
    speaker: zRequired(L.speaker, '主讲人'),
    speakerTitle: zRequired(L.speakerTitle, '主讲人职务'),
    summary: zRequired(L.summary, '简介'),
    intro: z.string().max(L.intro, `直播介绍不能超过${L.intro}个字符`).optional().transform((s) => sanitizeRichOrPlainText(s ?? '')),
    startAt: zSeconds('开始时间'),
    endAt: zSeconds('结束时间'),
    streamSrc: zVideoAddress('直播流地址'),
    replaySrc: z
      .string()
      .max(300, '回放地址过长')
      .optional()
      .transform((s) => s?.trim() ?? '')
      .refine((s) => s === '' || isVideoAddress(s), VIDEO_ADDRESS_MESSAGE),
    isPublished: zFlag,
    tagIds: zTagIds,
  })
  .superRefine((v, ctx) => {
    // zod runs this even when a time failed its own check.
    if (!(v.startAt instanceof Date) || !(v.endAt instanceof Date)) return;
    const seconds = (v.endAt.getTime() - v.startAt.getTime()) / 1000;
    if (seconds <= 0) ctx.addIssue({ code: 'custom', path: ['endAt'], message: '结束时间须晚于开始时间' });
    else if (seconds > L.maxSeconds) ctx.addIssue({ code: 'custom', path: ['endAt'], message: '一场直播不能超过24小时' });
  });

const bad = (field: string, message: string) => new ApiError(Code.BadInput, `${field}：${message}`);

export const adminLiveSave = defineAdminRoute({
  roles: LIVE_ROLES,
  input: ZLiveSave,
  handler: async (input, { db, staff }): Promise<{ id: number }> => {
    const now = new Date();
    await requireTags(db, input.tagIds);
    let moved = false;
    const id = await withTransaction(db, async (tx) => {
      const before = input.id === undefined ? null : await loadAdminLive(tx, input.id, now);
      if (input.id !== undefined && !before) throw new ApiError(Code.NotFound, '直播不存在');
      const state = liveStatus(input, now);
      if (!before && state !== 'upcoming') throw bad('startAt', '新建直播的开始时间须晚于现在');
      if (before && state !== before.state) {
        throw bad('startAt', `当前状态为「${LIVE_STATE_LABELS[before.state]}」，修改时间不能改变直播状态；开始或结束直播请用状态操作`);
      }
      const row = {
        title: input.title, cover: input.cover, speaker: input.speaker, speakerTitle: input.speakerTitle, summary: input.summary,
        intro: input.intro, startAt: input.startAt, endAt: input.endAt, streamSrc: input.streamSrc,
        replaySrc: input.replaySrc || null, isPublished: input.isPublished,
      };
      let liveId: number;
      if (before) {
        liveId = before.id;
        await tx.update(lives).set(row).where(eq(lives.id, liveId));
        moved = before.startAt !== Math.floor(input.startAt.getTime() / 1000) && before.bookings > 0;
      } else {
        [{ id: liveId }] = await tx.insert(lives).values(row).returning({ id: lives.id });
      }
      await writeItemTags(tx, 'live', liveId, input.tagIds);
      await syncSearchDocs(tx, 'live', [liveId]);
      const after = await loadAdminLive(tx, liveId, now);
      const action = !before ? 'create' : before.isPublished !== input.isPublished ? (input.isPublished ? 'publish' : 'unpublish') : 'update';
      await writeAudit(tx, { staffId: staff.id, action, kind: 'live', itemId: liveId, before, after });
      await refreshPublic(tx, 'live');
      return liveId;
    });
    if (moved) await followStartChange(db, id, input.startAt, now);
    return { id };
  },
});
