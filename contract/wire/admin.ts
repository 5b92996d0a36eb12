// Wire types of the console's own endpoints (docs/product.md §10): admin/me, staff, the audit trail and the
// console home. Each kind of content has its own file (contract/wire/admin-<kind>.ts).
import type { AuditAction, StaffRole } from '../staff';

/** admin/me: the signed-in staff member. */
export type ApiAdminMe = { id: number; name: string; phone: string; roles: StaffRole[] };

/** The paging every console list takes (`page` from 1, `size` up to ADMIN_PAGE_SIZE_MAX). */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;

/** What every console list answers, newest first. */
export type ApiAdminPage<T> = { list: T[]; total: number };

/** admin/staff/list: one person holding any role. */
export type ApiAdminStaffRow = {
  userId: number;
  name: string;
  phone: string;
  roles: StaffRole[];
  /** When the newest of their roles was granted (ISO). */
  grantedAt: string;
};

/** admin/audit/list: one change. */
export type ApiAuditRow = {
  id: number;
  staff: { id: number; name: string };
  action: AuditAction;
  kind: string;
  itemId: string;
  /** ISO time. */
  createdAt: string;
  before: unknown;
  after: unknown;
};

/** admin/dashboard: one number on the console home, shown to the roles it concerns. */
export type ApiDashboardTile = {
  key: string;
  label: string;
  value: number;
  /** A short note under the number ("近 30 天"). */
  hint: string;
  /** Where the console page for it is, when there is one. */
  link: string | null;
};

export type ApiDashboardLive = { id: number; title: string; startAt: string; state: string };

export type ApiDashboard = {
  tiles: ApiDashboardTile[];
  /** Today's live broadcasts (editor and registrar concern themselves with them). */
  lives: ApiDashboardLive[] | null;
  /** The last 30 days, oldest first: day (YYYY-MM-DD, Beijing), sign-ups and enrolments; null when not shown. */
  series: { day: string; signups: number; enrolments: number }[] | null;
};
