// admin/activity/entry/list (registrar): one competition's entries (without activityId, the one to judge now), newest first, filtered by review state
// (`pending` = not reviewed) and the author's name or phone (or the title); admin/activity/entry/csv (GET): the
// same with every judge's score; admin/activity/entry/file/{id} (GET): an entry's attachment, for staff only.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { formatDate } from '@/contract/time';
import { ENTRY_FILTERS, ENTRY_STATUS_LABELS, type ApiAdminEntryPage } from '@/contract/wire/admin-review';
import { ApiError } from '@/server/http/api-error';
import { csvDownload } from '@/server/http/csv';
import { zId } from '@/server/http/inputs';
import { CONTENT_TYPES } from '@/server/modules/activity/file-type';
import { activityEntries, activityUploads, type UploadKind } from '@/server/modules/activity/schema';
import { activityFiles } from '@/server/modules/activity/storage';
import { defineAdminRoute } from '../guard';
import { zAdminPage, zOptional } from '../list-inputs';
import { zPersonQuery } from '../review-queue';
import { competitionChoices, currentCompetition, entryActivity, entryRows, loadEntryActivity } from './entry-queries';

const zFilters = { activityId: zId, status: zOptional(z.enum(ENTRY_FILTERS, '状态不正确')), q: zPersonQuery };
const zListFilters = { ...zFilters, activityId: zOptional(zId) };

export const adminEntryList = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ ...zAdminPage, ...zListFilters }),
  handler: async ({ page, size, activityId, ...f }, { db }): Promise<ApiAdminEntryPage> => {
    const competitions = await competitionChoices(db);
    const id = activityId ?? currentCompetition(competitions)?.id;
    if (id === undefined) throw new ApiError(Code.NotFound, '还没有病例大赛');
    const activity = await entryActivity(db, id);
    return { ...(await entryRows(db, { ...f, activityId: id }, size, (page - 1) * size)), activity, competitions };
  },
});

export const adminEntryCsv = defineAdminRoute({
  roles: ['registrar'],
  methods: ['GET'],
  input: z.object(zFilters),
  handler: async (f, { db }) => {
    const activity = await loadEntryActivity(db, f.activityId);
    const { list } = await entryRows(db, f, 5000, 0);
    return csvDownload(
      `${activity.title.slice(0, 40)}-参赛作品.csv`,
      ['编号', '提交时间', '作品名称', '科室', '作者', '手机', '工作单位', '审核', '审核意见', '平均分', '评委评分', '名次', '奖项', '摘要'],
      list.map((r) => [
        r.id, formatDate(r.createdAt, 'YYYY-MM-DD HH:mm'), r.title, r.department, r.author.name, r.author.phone, r.author.workUnit,
        ENTRY_STATUS_LABELS[r.status], r.reviewReason ?? '', r.average, r.scores.map((x) => `${x.judgeName}:${x.score}`).join('；'),
        r.rank, r.award ?? '', r.abstract,
      ]),
    );
  },
});

export const adminEntryFile = defineAdminRoute({
  roles: ['registrar'],
  methods: ['GET'],
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }) => {
    const [row] = await db
      .select({ uploadId: activityUploads.id, fileName: activityUploads.fileName, kind: activityUploads.kind })
      .from(activityEntries)
      .innerJoin(activityUploads, eq(activityUploads.id, activityEntries.attachmentId))
      .where(eq(activityEntries.id, id))
      .limit(1);
    // Opened in a new tab from the review drawer when it is a PDF or a picture; a Word file is still saved.
    const file = row ? await activityFiles.download(row.uploadId, CONTENT_TYPES[row.kind as UploadKind], row.fileName, { inline: true }) : null;
    if (!file) throw new ApiError(Code.NotFound, '附件不存在');
    return file;
  },
});
