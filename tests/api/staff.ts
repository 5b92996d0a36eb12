// Console tests: log in one user per role (and a learner) and give each staff member their role row, so a test
// can call `as('editor')`, `as('learner')` or `as('guest')` without relying on the seed's demo staff.
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { StaffRole } from '@/contract/staff';
import type { Db } from '@/server/db/client';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { users } from '@/server/modules/passport/schema';
import { createApiCaller, type ApiCaller } from './call-api';
import { freshTestDb } from './test-db';

export type Who = StaffRole | 'learner' | 'guest';

/** Logs in `roles` (plus a learner) with phones 137<block><nn>, from client addresses 10.<block>.0.<n>. */
export async function loginStaff(db: Db, api: ApiCaller, block: number, roles: readonly StaffRole[]): Promise<(who: Who) => { cookie?: string }> {
  const cookies = new Map<Who, string>();
  const people: Who[] = [...roles, 'learner'];
  for (const [i, who] of people.entries()) {
    const phone = `137${String(block).padStart(4, '0')}${String(i + 1).padStart(4, '0')}`;
    cookies.set(who, (await api.login(phone, { ip: `10.${block % 250}.0.${i + 1}` })).cookie);
    if (who === 'learner') continue;
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    await db.insert(staffRoles).values({ userId: u.id, role: who });
  }
  return (who) => ({ cookie: who === 'guest' ? undefined : cookies.get(who) });
}

/**
 * A fresh database (freshTestDb) with `roles` and a learner logged in by loginStaff before the first test.
 * `call(path, body, who)` calls as `who` (the editor unless said); `auditTotal` and `lastAudit` read the trail.
 */
export function freshStaffApi(block: number, roles: readonly StaffRole[]) {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let as: (who: Who) => { cookie?: string };
  beforeAll(async () => {
    as = await loginStaff(t.db, api, block, roles);
  });
  const call = <T>(path: string, body: Record<string, unknown> = {}, who: Who = 'editor') => api.call<T>(path, body, as(who));
  const auditTotal = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  return { t, call, auditTotal, lastAudit };
}
