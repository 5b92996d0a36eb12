// Who a notice reaches (admin/message/*): every account that is not disabled, a class's roster (sign-ups not
// cancelled: waiting and confirmed) or a course's learners (its enrolments). Disabled accounts get nothing.
import { and, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApiNoticeAudience, ApiNoticeTarget } from '@/contract/wire/admin-people';
import type { Db } from '@/server/db/client';
import { courseEnrolments, courses } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { trainingSignups, trainings } from '@/server/modules/training/schema';
import { containing } from '../list-inputs';

type Group = 'training' | 'course';

/** Whether the account `userId` (an SQL expression) belongs to the class or course `targetId`. */
function memberOf(group: Group, userId: SQL, targetId: SQL | number): SQL {
  return group === 'training'
    ? sql`exists (select 1 from ${trainingSignups} s where s.user_id = ${userId} and s.training_id = ${targetId} and s.status <> 'cancelled')`
    : sql`exists (select 1 from ${courseEnrolments} e where e.user_id = ${userId} and e.course_id = ${targetId})`;
}

/** The user ids a notice to this audience goes to, in id order. */
export async function recipientIds(db: Db, audience: ApiNoticeAudience, targetId: number): Promise<number[]> {
  const member = audience === 'everyone' ? undefined : memberOf(audience, sql`${users.id}`, targetId);
  const rows = await db.select({ id: users.id }).from(users).where(and(isNull(users.disabledAt), member)).orderBy(users.id);
  return rows.map((r) => r.id);
}

const tableOf = (group: Group) => (group === 'training' ? trainings : courses);

/** The class's or course's title, or undefined when there is no such thing. */
export async function targetTitle(db: Db, group: Group, id: number): Promise<string | undefined> {
  const table = tableOf(group);
  const [row] = await db.select({ title: table.title }).from(table).where(eq(table.id, id)).limit(1);
  return row?.title;
}

export const TARGETS_MAX = 20;

/** Classes or courses whose title holds `q`, newest first, with how many a notice would reach. */
export async function findTargets(db: Db, group: Group, q: string | undefined): Promise<ApiNoticeTarget[]> {
  const table = tableOf(group);
  // The table's name spelled out: in a one-table select Drizzle leaves columns unqualified.
  const own = sql.raw(`"${group === 'training' ? 'trainings' : 'courses'}"."id"`);
  const learners = sql<number>`(select count(*) from ${users} u where u.disabled_at is null and ${memberOf(group, sql`u.id`, own)})`.mapWith(Number);
  return db
    .select({ id: table.id, title: table.title, learners })
    .from(table)
    .where(q ? ilike(table.title, containing(q)) : undefined)
    .orderBy(desc(table.id))
    .limit(TARGETS_MAX);
}
