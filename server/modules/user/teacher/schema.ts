// Lecturer certification (/user/teacher, scopes 0 and 1): one application at a time per user (the
// partial unique index below holds even against concurrent submits), with its qualifications and an
// attachment (a certificate scan: PDF, JPG or PNG) kept under DATA_DIR, never under public/.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/passport/schema';
import { reviewColumns } from '@/server/modules/user/apply/schema';
import { refColumn } from '@/server/db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type TeacherFileKind = 'pdf' | 'jpg' | 'png';

/** An uploaded attachment; id is 128 random bits and the file's name on disk. */
export const teacherUploads = pgTable(
  'teacher_uploads',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<TeacherFileKind>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** A seeded attachment: no file on disk, the download is a generated demo PDF (demo-file.ts). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('teacher_uploads_user_idx').on(t.userId, t.createdAt)],
);

export const teacherApplications = pgTable(
  'teacher_applications',
  {
    id: serial('id').primaryKey(),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
    /** Option value of dictionary 'professionalTitle'. */
    professionalTitle: varchar('professional_title', { length: 60 }).notNull(),
    yearsOfPractice: smallint('years_of_practice').notNull(),
    /** Option value of dictionary 'hospitalLevel'. */
    hospitalLevel: varchar('hospital_level', { length: 60 }).notNull(),
    /** Option values of dictionary 'courseSubject': what the lecturer would teach. */
    specialties: varchar('specialties', { length: 60 }).array().notNull(),
    /** Plain text: teaching experience. */
    experience: varchar('experience', { length: 2000 }).notNull().default(''),
    attachmentId: varchar('attachment_id', { length: 32 })
      .notNull()
      .references(() => teacherUploads.id),
    ...reviewColumns(),
  },
  (t) => [
    index('teacher_applications_user_idx').on(t.userId, t.createdAt),
    // One active application per user: submitted, under review or approved (a certified lecturer).
    uniqueIndex('teacher_applications_active_uq')
      .on(t.userId)
      .where(sql`status in ('submitted', 'reviewing', 'approved')`),
  ],
);
