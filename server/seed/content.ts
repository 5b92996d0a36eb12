// Builds every row of the demo content in memory, deterministically (fixed seed) with times relative
// to `now`. Nothing here touches the database: load.ts inserts what this returns.
import { createRng } from './random';
import type { ArticleDraft, ArticleRow, DocumentRow, JournalEntryRow, Tagged } from './types';
import { buildBases } from './bases';
import { buildTrainings } from './trainings';
import { buildCourses, buildLecturers } from './courses';
import { buildLives } from './lives';
import { buildScienceArticles } from './articles-science';
import { buildFrontierArticles, buildPolicyArticles, buildWorkArticles } from './articles-news';
import { buildNoticeArticles } from './articles-notices';
import { buildProjectArticles } from './articles-project';
import { buildJournals } from './journals';
import { buildActivities, buildDemands } from './activities';
import { buildActivityEntries } from './activity-entries';
import { buildOptions, buildPics, buildTagRows } from './reference';
import { ABOUT_PAGES } from './data/about';
import { CATEGORIES, CAT } from './data/categories';
import { DEMO_FILES } from './data/files';
import { ORG, REDIRECTS } from './data/site';
import { DAY_MS } from './text';

/** Articles per news-like category; the project count includes its pinned introduction. */
export const ARTICLE_COUNTS = { notice: 30, science: 50, frontier: 35, work: 27, project: 20 } as const;
const SEED = 20240601;

export function buildContent(now: number) {
  const rng = createRng(SEED);
  const bases = buildBases(rng);
  const { trainings, sessions } = buildTrainings(rng, now, bases);
  const lecturers = buildLecturers(rng);
  const { courses, chapters, videos } = buildCourses(rng, now, lecturers);
  const { lives, chapters: liveChapters } = buildLives(rng, now);
  const { journals, entries } = buildJournals(rng, now);
  const activities = buildActivities(now);

  const about: ArticleDraft[] = ABOUT_PAGES.map((page, i) => ({
    ...page, categoryId: CAT.about, cover: null, source: ORG, author: '学院办公室', isPinned: i === 0,
    views: 2000 + i * 310, publishedAt: new Date(now - (900 - i) * DAY_MS), tags: [],
  }));
  const drafts: ArticleDraft[] = [
    ...about,
    ...buildNoticeArticles(rng, now, trainings, ARTICLE_COUNTS.notice),
    ...buildScienceArticles(rng, now, ARTICLE_COUNTS.science),
    ...buildPolicyArticles(rng, now),
    ...buildFrontierArticles(rng, now, ARTICLE_COUNTS.frontier),
    ...buildWorkArticles(rng, now, ARTICLE_COUNTS.work),
    ...buildProjectArticles(rng, now, ARTICLE_COUNTS.project),
    ...entries.map((e) => e.article),
  ];
  const articles: ArticleRow[] = drafts.map((a, i) => ({ ...a, id: i + 1 }));
  const firstJournalArticle = articles.length - entries.length + 1;
  const journalEntries: JournalEntryRow[] = entries.map((e, i) => ({
    journalId: e.journalId, section: e.section, title: e.title, authors: e.authors, page: e.page, sort: e.sort,
    articleId: firstJournalArticle + i,
  }));

  // Printable attachments for /view: the original of each policy, and a sign-up form and sign-up notes
  // for class notices. The files are real (public/files/, scripts/make-demo-files.mjs).
  const documents: DocumentRow[] = articles.flatMap((a): DocumentRow[] => {
    if (a.categoryId === CAT.newsPolicy && a.title.includes('印发')) {
      return [{ articleId: a.id, title: `${a.title.replace(/^.*印发/, '')}（全文）`, ...DEMO_FILES.policy, createdAt: a.publishedAt }];
    }
    if (a.categoryId === CAT.notice && a.title.startsWith('关于举办')) {
      return [
        { articleId: a.id, title: '培训报名回执表', ...DEMO_FILES.signupForm, createdAt: a.publishedAt },
        { articleId: a.id, title: '培训报名须知', ...DEMO_FILES.signupNotes, createdAt: a.publishedAt },
      ];
    }
    return [];
  });

  const tagged: Tagged[] = [
    ...articles.flatMap((a) => a.tags.map((tag) => ({ type: 'article' as const, id: a.id, tag }))),
    ...trainings.map((t) => ({ type: 'training' as const, id: t.id, tag: t.tag })),
    ...courses.map((c) => ({ type: 'course' as const, id: c.id, tag: c.tag })),
    ...lives.map((l) => ({ type: 'live' as const, id: l.id, tag: l.tag })),
  ];
  const { tags, itemTags } = buildTagRows(tagged);

  return {
    options: buildOptions(),
    pics: buildPics(),
    redirects: REDIRECTS,
    categories: CATEGORIES,
    bases, trainings, sessions, lecturers, courses, chapters, videos, lives, liveChapters,
    articles, documents, journals, journalEntries,
    activities,
    activityEntries: buildActivityEntries(activities, now),
    ...buildDemands(now),
    tags, itemTags,
  };
}

export type SeedContent = ReturnType<typeof buildContent>;
