// Loader of the console's course test page (issue 11 point 4): the course's paper rules and bank, and how
// the test has gone so far (null while the course has no paper, which the stats endpoint answers as 4004).
import type { ApiAdminExamBank, ApiAdminExamStats } from '@/contract/wire/admin-exam';
import { orMissing, withAdmin } from './admin';

export const EXAM_PAGE_ROLES = ['registrar'] as const;

export type AdminExamEditProps = { bank: ApiAdminExamBank; stats: ApiAdminExamStats | null };

export const getExamEditProps = withAdmin<AdminExamEditProps>(EXAM_PAGE_ROLES, async (_ctx, api, { params }) => {
  // "new" passes the route's validator but names no course.
  if (!params.id || params.id === 'new') return { notFound: true };
  const bank = await orMissing(api.call<ApiAdminExamBank>(`admin/exam/get/${params.id}`, undefined, { suppressToast: true }));
  if (!bank) return { notFound: true };
  const stats = await orMissing(api.call<ApiAdminExamStats>(`admin/exam/stats/${params.id}`, undefined, { suppressToast: true }));
  return { bank, stats };
});
