// A course's post-test (issue 11): its question bank, its paper (the rules of an attempt) and the
// learners' attempts. The tables sit with the course because the course's certificate depends on a
// pass (certificates.ts); the test's endpoints live in the exam domain above it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from '@/server/db/updated-at';
import { users } from '@/server/modules/passport/schema';
import { courses } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** single: one right option; multiple: two or more, all of them needed; judge: 正确 / 错误. */
export type ExamQuestionKind = 'single' | 'multiple' | 'judge';

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<ExamQuestionKind>().notNull(),
    stem: varchar('stem', { length: 500 }).notNull(),
    /** The options' texts in order (judge: 正确, 错误). */
    options: jsonb('options').$type<string[]>().notNull(),
    /** Indexes of the right options, ascending. Never sent before a paper is submitted. */
    answer: jsonb('answer').$type<number[]>().notNull(),
    /** Shown with the result, after submitting. */
    explanation: varchar('explanation', { length: 1000 }).notNull().default(''),
    /** A fixed paper asks the questions marked here; a random one draws from every question. */
    inPaper: boolean('in_paper').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('exam_questions_course_idx').on(t.courseId, t.sort)],
);

/** How a course's test runs; a course without a row (or with an unpublished one) has no test. */
export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** fixed: the questions marked inPaper, in order; random: drawCount questions drawn per attempt. */
    mode: varchar('mode', { length: 10 }).$type<'fixed' | 'random'>().notNull().default('fixed'),
    drawCount: smallint('draw_count').notNull().default(10),
    /** Score (0-100) needed to pass. */
    passScore: smallint('pass_score').notNull().default(60),
    timeLimitMinutes: smallint('time_limit_minutes').notNull().default(30),
    maxAttempts: smallint('max_attempts').notNull().default(3),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('exam_papers_course_uq').on(t.courseId),
    check('exam_papers_rules', sql`${t.passScore} between 0 and 100 and ${t.timeLimitMinutes} > 0 and ${t.maxAttempts} > 0 and ${t.drawCount} > 0`),
  ],
);

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, ...: unique per learner and paper, so two starts at once cannot both take the same try. */
    number: smallint('number').notNull(),
    /** The questions of this attempt, in the order asked. */
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    /** The learner's choices so far, by question id (saved while answering; scored as they stand at the deadline). */
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull().default({}),
    startedAt: at('started_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    submittedAt: at('submitted_at'),
    /** 0-100, set when submitted. */
    score: smallint('score'),
    correctCount: smallint('correct_count'),
    passed: boolean('passed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('exam_attempts_user_paper_number_uq').on(t.userId, t.paperId, t.number),
    index('exam_attempts_paper_idx').on(t.paperId, t.submittedAt),
  ],
);
