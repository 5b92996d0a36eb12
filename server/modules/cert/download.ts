// user/cert/pdf/:id (GET): one of the user's certificates as a PDF; someone else's id answers like one
// that does not exist. user/cert/summary?year= (GET): the yearly credit summary for the employer.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { toSeconds } from '@/server/modules/common/time';
import { SITE } from '@/server/modules/common/site';
import { profileNames } from '@/server/modules/passport/profile-dictionary';
import { pdfDownload } from '@/server/pdf';
import { toApiCert } from './cards';
import { renderCertificatePdf } from './certificate-pdf';
import { chinaYear, countingCerts, findUserCert } from './queries';
import { renderSummaryPdf } from './summary-pdf';

export const certPdf = defineRoute({
  methods: ['GET'],
  auth: 'user',
  input: z.object({ id: zId }),
  handler: async ({ id }, { db, session }) => {
    const row = await findUserCert(db, session.user.id, id);
    if (!row) throw new ApiError(Code.NotFound, '证书不存在');
    const cert = toApiCert(row, new Date());
    return pdfDownload(renderCertificatePdf(cert), `证书_${cert.number}.pdf`);
  },
});

/** The first year the academy issued certificates; earlier years have nothing to sum. */
export const FIRST_CERT_YEAR = 2015;

export const ZSummaryInput = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, '年份不正确')
    .transform(Number)
    .refine((y) => y >= FIRST_CERT_YEAR && y <= chinaYear(new Date()), '年份不正确')
    .optional(),
});

export const certSummary = defineRoute({
  methods: ['GET'],
  auth: 'user',
  input: ZSummaryInput,
  handler: async ({ year: asked }, { db, session }) => {
    const now = new Date();
    const year = asked ?? chinaYear(now);
    // The session carries the user's row; the title is stored as a dictionary value, shown by name.
    const { user } = session;
    const { professionalTitleName } = await profileNames(db, user);
    const holder = { name: user.name, workUnit: user.workUnit, department: user.department, professionalTitle: professionalTitleName, phone: user.phone };
    const certs = (await countingCerts(db, session.user.id)).filter((r) => chinaYear(r.issuedAt) === year).map((r) => toApiCert(r, now));
    const doc = renderSummaryPdf(holder, year, certs, SITE.name, toSeconds(now));
    return pdfDownload(doc, `学分汇总表_${year}.pdf`);
  },
});
