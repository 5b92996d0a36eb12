// Staff roles of the console (docs/product.md §10). They belong to a person, apart from the learner's
// scope: a person may hold several, and `admin` may do everything, staff and the audit trail included.

export const STAFF_ROLES = ['admin', 'editor', 'registrar', 'finance', 'store'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '系统管理员',
  editor: '内容编辑',
  registrar: '教务',
  finance: '财务',
  store: '积分商城',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether someone holding `held` may do what needs one of `needed` (admin may do everything). */
export function hasRole(held: readonly StaffRole[], needed: StaffRole | readonly StaffRole[]): boolean {
  if (held.includes('admin')) return true;
  const list: readonly StaffRole[] = typeof needed === 'string' ? [needed] : needed;
  return list.some((r) => held.includes(r));
}

/** What an audit row says was done. */
export const AUDIT_ACTIONS = [
  'create', 'update', 'delete', 'publish', 'unpublish', 'grant', 'revoke',
  'approve', 'reject', 'score', 'revoke-cert', 'reissue',
  'issue', 'reverse', 'ship',
  'cancel', 'confirm-payment', 'attendance',
  'change-scope', 'disable', 'enable', 'send',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
