// Who runs a course (/user/course, scope 2): an organisation's administrator sees the courses listed
// here for them, with their learners and progress. A course may be run by several administrators.
import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { courses } from '@/server/modules/course/schema';
import { users } from '@/server/modules/passport/schema';
import { refColumn } from '@/server/db/columns';

export const courseStaff = pgTable(
  'course_staff',
  {
    courseId: refColumn('course_id', () => courses.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_staff_user_idx').on(t.userId)],
);
