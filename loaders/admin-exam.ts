// Loaders of the console's test pages (issue 11 point 4): a course's (/admin/exam/{id}) or a class's
// (/admin/exam/training/{id}) paper rules and bank, and how the test has gone so far (null while there is no
// paper, which the stats endpoint answers as 4004).
import type { ApiAdminExamBank, ApiAdminExamStats } from '@/contract/wire/admin-exam';
import { orMissing, withAdmin } from './admin';

export const EXAM_PAGE_ROLES = ['registrar'] as const;

export type AdminExamEditProps = { bank: ApiAdminExamBank; stats: ApiAdminExamStats | null };

const examEditProps = (prefix: 'admin/exam' | 'admin/exam/training') =>
  withAdmin<AdminExamEditProps>(EXAM_PAGE_ROLES, async (_ctx, api, { params }) => {
    // "new" passes the route's validator but names no course or class.
    if (!params.id || params.id === 'new') return { notFound: true };
    const bank = await orMissing(api.call<ApiAdminExamBank>(`${prefix}/get/${params.id}`, undefined, { suppressToast: true }));
    if (!bank) return { notFound: true };
    const stats = await orMissing(api.call<ApiAdminExamStats>(`${prefix}/stats/${params.id}`, undefined, { suppressToast: true }));
    return { bank, stats };
  });

export const getExamEditProps = examEditProps('admin/exam');
export const getTrainingExamEditProps = examEditProps('admin/exam/training');
