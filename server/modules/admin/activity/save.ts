// admin/activity/save (editor): creates (no id) or changes a case competition: title, cover, summary,
// organiser, rules (rich text, sanitized on save with the articles' allow-list), milestones, its three
// times (start, entry deadline, results) and whether it is published. One audit row and a cache refresh.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { isDay } from '@/contract/time';
import { ACTIVITY_LIMITS } from '@/contract/wire/admin-content';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zText } from '@/server/http/inputs';
import { sanitizeRichText } from '@/server/http/sanitize-html';
import { activities } from '@/server/modules/activity/schema';
import { refreshPublic } from '../fresh';
import { saveAudited } from '../save-audited';
import { defineAdminRoute } from '../guard';
import { saveAction, zMinute, zPictureUrl, zPublishStatus, zSaveId } from '../content-inputs';
import { loadAdminActivity } from './queries';

const required = (max: number, label: string) => zText(max, label).refine((s) => s.length > 0, `请填写${label}`);

const zMilestone = z.object({
  date: z.string({ error: '请填写节点日期' }).refine(isDay, '节点日期应为 YYYY-MM-DD'),
  title: required(ACTIVITY_LIMITS.milestone, '节点名称'),
});

export const ZAdminActivitySaveInput = z
  .object({
    id: zSaveId,
    title: required(ACTIVITY_LIMITS.title, '标题'),
    cover: zPictureUrl('封面', ACTIVITY_LIMITS.cover),
    summary: required(ACTIVITY_LIMITS.summary, '简介'),
    organiser: required(ACTIVITY_LIMITS.organiser, '主办单位'),
    rules: z
      .string({ error: '请填写大赛规则' })
      .max(ACTIVITY_LIMITS.rules, `大赛规则不能超过${ACTIVITY_LIMITS.rules}个字符`)
      .transform(sanitizeRichText)
      .refine((s) => s.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, '请填写大赛规则'),
    timeline: z.array(zMilestone).max(ACTIVITY_LIMITS.milestones, `时间节点最多${ACTIVITY_LIMITS.milestones}个`).optional().transform((v) => v ?? []),
    startAt: zMinute('开始时间'),
    deadline: zMinute('截止投稿时间'),
    endAt: zMinute('结果公布时间'),
    status: zPublishStatus,
  })
  .superRefine((v, ctx) => {
    if (v.deadline <= v.startAt) ctx.addIssue({ code: 'custom', path: ['deadline'], message: '截止投稿时间应晚于开始时间' });
    if (v.endAt < v.deadline) ctx.addIssue({ code: 'custom', path: ['endAt'], message: '结果公布时间不能早于截止投稿时间' });
  });

export const adminActivitySave = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminActivitySaveInput,
  handler: async ({ id, status, ...fields }, { db, staff }): Promise<{ id: number }> =>
    withTransaction(db, async (tx) => {
      const before = id === undefined ? null : await loadAdminActivity(tx, id);
      if (id !== undefined && !before) throw new ApiError(Code.NotFound, '该大赛不存在');
      const savedId = await saveAudited(tx, {
        table: activities, kind: 'activity', staffId: staff.id, id, before, load: loadAdminActivity,
        values: { ...fields, isPublished: status === 'published' }, action: () => saveAction(before?.status ?? null, status),
      });
      // The main menu's competition entry (home/userInfo existActivity) follows what is published.
      await refreshPublic(tx, 'activity');
      return { id: savedId };
    }),
});
