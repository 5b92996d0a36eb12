// Row shapes the generators produce: the tables' insert types with ids fixed, so that rows can point at
// each other before anything is inserted and every seeded database numbers its content the same way.
import type {
  activities, articles, bases, courseChapters, courses, courseVideos, demandQuestions, demands, documents,
  journalEntries, journals, lecturers, liveChapters, lives, trainingSessions, trainings,
} from '@/server/db/schema';
import type { TaggedItemType } from '@/server/modules/common/tag-schema';

type WithId<T> = T & { id: number };

export type BaseRow = WithId<typeof bases.$inferInsert>;
export type TrainingRow = WithId<typeof trainings.$inferInsert> & { tag: string };
export type SessionRow = typeof trainingSessions.$inferInsert;
export type LecturerRow = WithId<typeof lecturers.$inferInsert>;
export type CourseRow = WithId<typeof courses.$inferInsert> & { tag: string };
export type ChapterRow = WithId<typeof courseChapters.$inferInsert>;
export type VideoRow = typeof courseVideos.$inferInsert;
export type LiveRow = WithId<typeof lives.$inferInsert> & { tag: string };
export type LiveChapterRow = typeof liveChapters.$inferInsert;
/** An article before ids are given; tags by name. */
export type ArticleDraft = Omit<typeof articles.$inferInsert, 'id'> & { tags: string[] };
export type ArticleRow = WithId<ArticleDraft>;
export type DocumentRow = typeof documents.$inferInsert;
export type JournalRow = WithId<typeof journals.$inferInsert>;
export type JournalEntryRow = typeof journalEntries.$inferInsert;
export type ActivityRow = WithId<typeof activities.$inferInsert>;
export type DemandRow = WithId<typeof demands.$inferInsert>;
export type QuestionRow = typeof demandQuestions.$inferInsert;
export type Tagged = { type: TaggedItemType; id: number; tag: string };
