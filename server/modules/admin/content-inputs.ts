// Input pieces of the console's content forms (journals, case competitions, surveys): paging, the publish
// status, times typed as China-time minutes, picture addresses. Each refuses bad values with a Chinese
// message that the dispatcher answers as code 4000 with the field's name.
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AuditAction } from '@/contract/staff';
import { parseChinaMinute } from '@/contract/time';
import { ADMIN_PUBLISH_STATUSES, type AdminPublishStatus } from '@/contract/wire/admin-content';
import { zId } from '@/server/http/inputs';
import { containing } from './list-inputs';


/** An id in a save form: absent or empty creates, a number edits. */
export const zSaveId = z
  .union([z.literal(''), zId])
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : v));

export const zPublishStatus = z.enum(ADMIN_PUBLISH_STATUSES as [AdminPublishStatus, ...AdminPublishStatus[]], { error: '请选择发布状态' });

export const zStatusFilter = z
  .union([z.literal(''), zPublishStatus])
  .optional()
  .transform((v) => v || undefined);

/** "YYYY-MM-DD HH:mm" in China time, as the console's date pickers send it. */
export function zMinute(label: string) {
  return z
    .string({ error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .transform((s, ctx) => {
      const at = parseChinaMinute(s.trim());
      if (!at) {
        ctx.addIssue({ code: 'custom', message: `${label}格式应为 YYYY-MM-DD HH:mm` });
        return z.NEVER;
      }
      return at;
    });
}

/** A picture's address: a path on this site (/images/..., /api/med/...) or an https URL. */
export function zPictureUrl(label: string, max: number) {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}过长`)
    .refine((s) => /^\/(?!\/)[^\s"'<>\\]*$/.test(s) || /^https:\/\/[^\s"'<>\\]+$/.test(s), `${label}应为站内路径（/ 开头）或 https 地址`);
}

/** "1"/"true"/"on" as a checkbox sends it. */
export const zFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off'], { error: '取值不正确' })
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'on');

/** What an audit row calls a save: a creation, a change of publish status, or another change. */
export function saveAction(before: AdminPublishStatus | null, after: AdminPublishStatus): AuditAction {
  if (before === null) return 'create';
  if (before !== after) return after === 'published' ? 'publish' : 'unpublish';
  return 'update';
}

export const statusOf = (isPublished: boolean): AdminPublishStatus => (isPublished ? 'published' : 'draft');

/** A content list's filter: published or draft (`status` left out: both), and a name containing `q`. */
export function publishedAndNamed(isPublished: AnyPgColumn, name: AnyPgColumn, status: AdminPublishStatus | undefined, q: string | undefined): SQL | undefined {
  return and(status === undefined ? undefined : eq(isPublished, status === 'published'), q ? ilike(name, containing(q)) : undefined);
}
