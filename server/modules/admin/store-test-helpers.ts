// Shared by the finance and store queue tests: people with a session and, when asked, a staff role.
import { count, eq } from 'drizzle-orm';
import type { StaffRole } from '@/contract/staff';
import type { Db } from '@/server/db/client';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { messages } from '@/server/modules/message/schema';
import { makeUser } from '@/server/modules/user/gift/test-helpers';

export type Person = { id: number; cookie: string; phone: string };

/** A new account holding `role` (none: a learner), with its session cookie. */
export async function makeStaff(db: Db, role: StaffRole | null, prefix: string): Promise<Person> {
  const person = await makeUser(db, 0, prefix);
  if (role) await db.insert(staffRoles).values({ userId: person.id, role });
  return person;
}

/** One person per role, then a learner, each made by makeStaff in that order. */
export async function makeStaffSet<R extends StaffRole>(db: Db, roles: readonly R[], prefix: string): Promise<Record<R | 'learner', Person>> {
  const people = {} as Record<R | 'learner', Person>;
  for (const role of roles) people[role] = await makeStaff(db, role, prefix);
  people.learner = await makeStaff(db, null, prefix);
  return people;
}

/** How many audit rows and messages there are: a refused call changes neither. */
export async function trailCounts(db: Db, userId?: number) {
  const [{ audit }] = await db.select({ audit: count() }).from(auditLog);
  const [{ sent }] = await db.select({ sent: count() }).from(messages).where(userId ? eq(messages.userId, userId) : undefined);
  return { audit, sent };
}
