// admin/message/send (editor): a notice to everyone, to a class's roster or to a course's learners, as site
// messages. The notice's row, every recipient's message and the audit row are one transaction: either all
// of them got it and the history says so, or nobody did.
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import { NOTICE_AUDIENCES, NOTICE_LIMITS } from '@/contract/wire/admin-people';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zRequired } from '@/contract/forms/fields';
import { zId } from '@/server/http/inputs';
import { createMessages, isSitePath } from '@/server/modules/message/create';
import { writeAudit } from '../audit';
import { defineAdminRoute } from '../guard';
import { zOptional } from '../list-inputs';
import { recipientIds, targetTitle } from './audience';
import { adminNotices } from './schema';

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the messages' columns. */
const CHUNK = 1000;

export const ZAdminMessageSendInput = z
  .object({
    audience: z.enum(NOTICE_AUDIENCES, '请选择发送对象'),
    targetId: zOptional(zId),
    title: zRequired(NOTICE_LIMITS.title, '标题'),
    body: zRequired(NOTICE_LIMITS.body, '内容'),
    link: zOptional(
      z.string().trim().max(NOTICE_LIMITS.link, `链接不能超过${NOTICE_LIMITS.link}个字符`).refine(isSitePath, '链接须是本站地址，以 / 开头，如 /training/3'),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.audience !== 'everyone' && v.targetId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: v.audience === 'training' ? '请选择培训班' : '请选择课程' });
    }
  });

export const adminMessageSend = defineAdminRoute({
  roles: ['editor'],
  input: ZAdminMessageSendInput,
  handler: async ({ audience, targetId, title, body, link }, { db, staff }): Promise<{ id: number; recipients: number }> =>
    withTransaction(db, async (tx) => {
      let target = '';
      if (audience !== 'everyone') {
        const found = await targetTitle(tx, audience, targetId!);
        if (found === undefined) throw new ApiError(Code.NotFound, audience === 'training' ? '该培训班不存在' : '该课程不存在');
        target = found;
      }
      const ids = await recipientIds(tx, audience, targetId ?? 0);
      if (!ids.length) throw new ApiError(AdminCode.NoticeNoRecipients);
      const [notice] = await tx
        .insert(adminNotices)
        .values({ staffId: staff.id, audience, targetId: targetId ?? null, targetTitle: target, title, body, link: link ?? null, recipients: ids.length })
        .returning();
      for (let i = 0; i < ids.length; i += CHUNK) {
        await createMessages(tx, ids.slice(i, i + CHUNK).map((userId) => ({ userId, title, body, link: link ?? null })));
      }
      await writeAudit(tx, {
        staffId: staff.id, action: 'send', kind: 'notice', itemId: notice.id, before: null,
        after: { audience, targetId: notice.targetId, targetTitle: target, title, body, link: notice.link, recipients: ids.length },
      });
      return { id: notice.id, recipients: ids.length };
    }),
});
