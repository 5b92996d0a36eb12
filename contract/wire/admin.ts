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
  /** When the newest of their roles was granted (Unix seconds, as the API sends times: contract/time.ts). */
  grantedAt: number;
};

/** admin/audit/list: one change. */
export type ApiAuditRow = {
  id: number;
  staff: { id: number; name: string };
  action: AuditAction;
  kind: string;
  itemId: string;
  /** Unix seconds. */
  createdAt: number;
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

/** Times in Unix seconds; state as the public live list says it ('upcoming', 'live', 'ended'). */
export type ApiDashboardLive = { id: number; title: string; startAt: number; endAt: number; state: string };

export type ApiDashboard = {
  tiles: ApiDashboardTile[];
  /** Today's live broadcasts (editor and registrar concern themselves with them). */
  lives: ApiDashboardLive[] | null;
  /** The last 30 days, oldest first: day (YYYY-MM-DD, Beijing), sign-ups and enrolments; null when not shown. */
  series: { day: string; signups: number; enrolments: number }[] | null;
};

/** What the audit trail calls each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: '新建',
  update: '修改',
  delete: '删除',
  publish: '发布',
  unpublish: '下线',
  grant: '授予角色',
  revoke: '撤销角色',
  approve: '通过',
  reject: '驳回',
  score: '评分',
  'revoke-cert': '撤销证书',
  reissue: '换发证书',
  issue: '开具发票',
  reverse: '红冲',
  ship: '发货',
  cancel: '取消',
  'confirm-payment': '确认收款',
  attendance: '修正出勤',
  'change-scope': '变更身份',
  disable: '停用账号',
  enable: '启用账号',
  send: '发送通知',
};

/** What the audit trail calls each kind of thing (an unknown kind is shown as it is stored). */
export const AUDIT_KIND_LABELS: Record<string, string> = {
  article: '文章',
  category: '栏目',
  banner: '轮播图',
  tag: '标签',
  journal: '期刊',
  training: '培训班',
  base: '培训基地',
  course: '课程',
  live: '直播',
  activity: '病例大赛',
  demand: '需求调查',
  staff: '人员与权限',
  invoice: '发票',
  gift: '礼品',
  'gift-order': '兑换订单',
  application: '培训班申请',
  'teacher-application': '讲师认证',
  'activity-entry': '大赛作品',
  certificate: '证书',
  signup: '培训报名',
  payment: '缴费',
  user: '用户',
  notice: '站内通知',
  exam_question: '考试题目',
};

/** admin/audit/options: who appears in the trail and which kinds, for the filters. */
export type ApiAuditOptions = {
  staff: { id: number; name: string }[];
  kinds: { value: string; name: string }[];
};
