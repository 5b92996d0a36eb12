// admin/cert/revoke/{id} (registrar, with a reason): the certificate stops counting at once (credit totals and the
// yearly summary leave it out) and the public verification page says revoked, with the date. admin/cert/reissue/{id}:
// the certificate is handed out again under a new number, with the holder's current name, valid again if it was
// revoked; the old number is kept so that the verification page answers it as replaced. Each is one transaction
// with its audit row and the holder's message (link /user/cert); a repeat or a concurrent call changes nothing more.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId, zText } from '@/server/http/inputs';
import { newCertNumber } from '@/server/modules/cert/number';
import { certificateOldNumbers, certificates as c } from '@/server/modules/cert/schema';
import { createMessage } from '@/server/modules/message/create';
import { notifyBySms } from '@/server/modules/message/sms';
import { users } from '@/server/modules/passport/schema';
import { writeAudit } from '../audit';
import { decidedOnce, REASON_MAX } from '../decide';
import { defineAdminRoute } from '../guard';

const zReason = (label: string) => zText(REASON_MAX, label).refine((s) => s.length > 0, `请填写${label}`);

export const adminCertRevoke = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId, reason: zReason('撤销原因') }),
  handler: async ({ id, reason }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const now = new Date();
      const [before] = await tx.select().from(c).where(eq(c.id, id));
      if (!before) throw new ApiError(Code.NotFound, '证书不存在');
      const [row] = await tx.update(c).set({ status: 'revoked', revokedAt: now, revokeReason: reason })
        .where(and(eq(c.id, id), eq(c.status, 'valid'))).returning();
      const after = decidedOnce(row);
      await createMessage(tx, {
        userId: after.userId, link: '/user/cert', at: now, title: '您的证书已被撤销',
        body: `您的证书《${after.title}》（编号 ${after.number}）已被学院撤销，不再计入学分。原因：${reason}。如有疑问请联系学院培训部。`,
      });
      notifyBySms(tx, 'cert-revoked', { userId: after.userId, ref: `${id}:${now.getTime()}`, link: '/user/cert' });
      await writeAudit(tx, { staffId: staff.id, action: 'revoke-cert', kind: 'certificate', itemId: id, before, after });
      return { id, status: 'revoked' as const };
    }),
});

export const adminCertReissue = defineAdminRoute({
  roles: ['registrar'],
  input: z.object({ id: zId, number: z.string().max(19, '证书编号不正确'), reason: zReason('换发原因') }),
  handler: async ({ id, number, reason }, { db, staff }) =>
    withTransaction(db, async (tx) => {
      const now = new Date();
      const [before] = await tx.select().from(c).where(eq(c.id, id));
      if (!before) throw new ApiError(Code.NotFound, '证书不存在');
      const [holder] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, before.userId));
      const holderName = holder?.name.trim() || before.holderName;
      // `number` is the one the registrar saw: a second click, or a colleague's reissue meanwhile, finds it changed.
      const [row] = await tx
        .update(c)
        .set({ number: newCertNumber(), holderName, status: 'valid', revokedAt: null, revokeReason: '', reissuedAt: now })
        .where(and(eq(c.id, id), eq(c.number, number)))
        .returning();
      const after = decidedOnce(row);
      await tx.insert(certificateOldNumbers).values({ number: before.number, certificateId: id, replacedAt: now });
      await createMessage(tx, {
        userId: after.userId, link: '/user/cert', at: now, title: '您的证书已换发',
        body: `您的证书《${after.title}》已换发新证书，新编号 ${after.number}，原编号 ${before.number} 作废。原因：${reason}。请在“我的证书”中下载新证书。`,
      });
      notifyBySms(tx, 'cert-reissued', { userId: after.userId, ref: `${id}:${after.number}`, link: '/user/cert' });
      await writeAudit(tx, { staffId: staff.id, action: 'reissue', kind: 'certificate', itemId: id, before, after });
      return { id, number: after.number };
    }),
});
