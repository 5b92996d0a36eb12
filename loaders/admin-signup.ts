// Loaders of the sign-up and payment queues (/admin/signup, /admin/payment) and a class's roster
// (/admin/signup/roster/[id]); the lists themselves load in the browser (useAdminList). An unknown class is the 404 page.
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminRoster } from '@/contract/wire/admin-signup';
import type { ApiAdminTrainingRow } from '@/contract/wire/admin-training';
import { ApiCodeError } from '@/lib/http';
import { withAdmin } from './admin';

export type ClassChoice = { id: number; title: string };
export type AdminSignupListProps = { classes: ClassChoice[] };
export type AdminRosterProps = { roster: ApiAdminRoster };

export const getSignupListProps = withAdmin<AdminSignupListProps>(['registrar'], async (_ctx, api) => {
  // The class filter offers the 100 newest classes, which holds every class still taking sign-ups.
  const page = await api.call<ApiAdminPage<ApiAdminTrainingRow>>('admin/training/list', { size: 100 });
  return { classes: page.list.map((t) => ({ id: t.id, title: t.title })) };
});

export const getPaymentListProps = withAdmin(['finance']);

export const getRosterProps = withAdmin<AdminRosterProps>(['registrar'], async (_ctx, api, { params }) => {
  try {
    return { roster: await api.call<ApiAdminRoster>(`admin/signup/roster/${params.id}`) };
  } catch (error) {
    if (error instanceof ApiCodeError && (error.code === Code.NotFound || error.code === Code.BadInput)) return { notFound: true };
    throw error;
  }
});
