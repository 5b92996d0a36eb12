// user/cert/list: the logged-in user's certificates, newest first, with the credit totals that count
// (revoked ones do not) and the years the yearly summary can be downloaded for.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiCertList } from '@/contract/wire/cert';
import { ApiError } from '@/server/http/api-error';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { toApiCert } from './cards';
import { countingCerts, listUserCerts, totalsOf, yearsOf } from './queries';

export const CERT_PAGE_SIZE = 10;
export const ZCertListInput = z.object({ ...zPaging(CERT_PAGE_SIZE) });

export const certList = defineRoute({
  input: ZCertListInput,
  auth: 'user',
  handler: async (paging, { db, session }): Promise<ApiCertList> => {
    const userId = session.user.id;
    const now = new Date();
    const window = pageWindow(paging);
    const { rows, total } = await listUserCerts(db, userId, window);
    if (paging.page > 1 && window.offset >= total) throw new ApiError(Code.BadInput, '页码超出范围');
    const counting = await countingCerts(db, userId);
    return {
      list: rows.map((r) => toApiCert(r, now)),
      total,
      page: paging.page,
      pageSize: paging.pageSize,
      totals: totalsOf(counting),
      years: yearsOf(counting),
    };
  },
});
