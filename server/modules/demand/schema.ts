// Training-needs surveys (/demand/{id}): questions and the answers people send.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/server/db/created-at';
import { users } from '@/server/modules/passport/schema';
import { updatedAtColumn } from '@/server/db/updated-at';
import { refColumn } from '@/server/db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const demands = pgTable('demands', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  intro: text('intro').notNull(),
  startAt: at('start_at').notNull(),
  endAt: at('end_at').notNull(),
  /** Unpublished (a draft, or taken down by an editor): absent from every public read. */
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: updatedAtColumn(),
});

export type QuestionKind = 'single' | 'multiple' | 'text';

export const demandQuestions = pgTable(
  'demand_questions',
  {
    id: serial('id').primaryKey(),
    demandId: refColumn('demand_id', () => demands.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<QuestionKind>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Choices of single/multiple questions; empty for text. */
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('demand_questions_demand_idx').on(t.demandId, t.sort)],
);

/** One person's answers (one set per user, replaced on each save): "q<question id>" -> chosen indexes or text. */
export const demandAnswers = pgTable(
  'demand_answers',
  {
    id: serial('id').primaryKey(),
    demandId: refColumn('demand_id', () => demands.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<Record<string, number[] | string>>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('demand_answers_demand_idx').on(t.demandId, t.createdAt),
    uniqueIndex('demand_answers_demand_user_idx').on(t.demandId, t.userId),
  ],
);
