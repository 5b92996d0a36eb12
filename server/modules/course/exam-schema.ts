// The post-test of a course or of a training class (issue 11): its question bank, its paper (the rules of
// an attempt) and the learners' attempts. A bank and a paper belong to exactly one of the two (course_id
// or training_id, a check says so); attempts hang on the paper. The tables sit with the course, where they
// began; the test's endpoints live in the exam domain above it (server/modules/exam).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { refColumn } from '@/server/db/columns';
import { updatedAtColumn } from '@/server/db/updated-at';
import { users } from '@/server/modules/passport/schema';
import { trainings } from '@/server/modules/training/schema';
import { courses } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** single: one right option; multiple: two or more, all of them needed; judge: 正确 / 错误. */
export type ExamQuestionKind = 'single' | 'multiple' | 'judge';

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    /** The course whose bank this is, or null for a class's (trainingId). */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id').references(() => trainings.id, { onDelete: 'cascade' }),
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
  (t) => [
    index('exam_questions_course_idx').on(t.courseId, t.sort),
    index('exam_questions_training_idx').on(t.trainingId, t.sort),
    check('exam_questions_owner', sql`num_nonnulls(${t.courseId}, ${t.trainingId}) = 1`),
  ],
);

/** How a course's or a class's test runs; one without a row (or with an unpublished one) has no test. */
export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    /** The course tested, or null for a class's paper (trainingId). */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id').references(() => trainings.id, { onDelete: 'cascade' }),
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
    uniqueIndex('exam_papers_training_uq').on(t.trainingId),
    check('exam_papers_owner', sql`num_nonnulls(${t.courseId}, ${t.trainingId}) = 1`),
    check('exam_papers_rules', sql`${t.passScore} between 0 and 100 and ${t.timeLimitMinutes} > 0 and ${t.maxAttempts} > 0 and ${t.drawCount} > 0`),
  ],
);

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    paperId: refColumn('paper_id', () => examPapers.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id', () => users.id, { onDelete: 'cascade' }),
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
