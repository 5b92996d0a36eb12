// Wire types of the console's people (admin/user/*, administrator) and notices (admin/message/*, editor):
// docs/product.md §10.
import type { StaffRole } from '../staff';
import type { ApiAdminPage } from './admin';
import type { ApiSignupStage } from './training';

/** A learner's scope (docs/product.md §6) as the console names it. */
export const SCOPE_LABELS: Record<number, string> = { 0: '学员', 1: '讲师', 2: '机构管理员', 3: '培训中心负责人' };
export const SCOPES = [0, 1, 2, 3] as const;

export type ApiAdminUserRow = {
  id: number;
  name: string;
  phone: string;
  scope: number;
  points: number;
  roles: StaffRole[];
  /** Unix seconds when disabled; null while the account works. */
  disabledAt: number | null;
  createdAt: number;
};

/**
 * A person's records as the detail lists them, newest first, each list paged on its own by
 * admin/user/records/{id}?kind=. Times in Unix seconds; status as stored (the console names the ones it knows).
 */
export type ApiAdminUserRecords = {
  /** stage: where the sign-up stands (a pending one waits for its review or for its fee). */
  signups: { id: number; trainingId: number; title: string; status: string; stage: ApiSignupStage; feeFen: number; paidAt: number | null; createdAt: number };
  enrolments: { id: number; courseId: number; title: string; feeFen: number; paidAt: number | null; createdAt: number };
  certificates: { id: number; number: string; title: string; kind: string; status: string; issuedAt: number };
  pointsHistory: { id: number; delta: number; balanceAfter: number; label: string; note: string; createdAt: number };
  orders: { id: number; orderNo: string; giftTitle: string; quantity: number; totalPoints: number; status: string; trackingNote: string | null; createdAt: number };
};
export type ApiAdminUserRecordKind = keyof ApiAdminUserRecords;
export const ADMIN_USER_RECORD_KINDS = ['signups', 'enrolments', 'certificates', 'pointsHistory', 'orders'] as const satisfies readonly ApiAdminUserRecordKind[];

/** Rows of each list on one page of the detail; admin/user/get answers the first page of every list. */
export const ADMIN_USER_RECORDS_PAGE = 10;

export type ApiAdminUserDetail = ApiAdminUserRow & {
  gender: string;
  workUnit: string;
  department: string;
  jobTitle: string;
  /** Dictionary values shown by name (a value the dictionary lacks, as it is). */
  professionalTitleName: string;
  regionName: string;
  countyName: string;
} & { [K in ApiAdminUserRecordKind]: ApiAdminPage<ApiAdminUserRecords[K]> };

/** admin/message/send: who gets a notice. */
export const NOTICE_AUDIENCES = ['everyone', 'training', 'course'] as const;
export type ApiNoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_AUDIENCE_LABELS: Record<ApiNoticeAudience, string> = {
  everyone: '全体用户',
  training: '培训班学员',
  course: '课程学员',
};

export const NOTICE_LIMITS = { title: 100, body: 2000, link: 300 } as const;

/** admin/message/list: one notice sent. */
export type ApiAdminNoticeRow = {
  id: number;
  audience: ApiNoticeAudience;
  targetId: number | null;
  targetTitle: string;
  title: string;
  body: string;
  link: string | null;
  recipients: number;
  staff: { id: number; name: string };
  createdAt: number;
};

/** admin/message/targets: a class or course to address, with how many the notice would reach. */
export type ApiNoticeTarget = { id: number; title: string; learners: number };
