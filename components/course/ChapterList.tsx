// A course's table of contents: chapters and their lessons, each a link to its video page, with what
// the visitor may play and how far they got. The video page uses it as its playlist.
import Link from '@/components/ui/Link';
import type { ApiChapter } from '@/contract/wire/course';
import { formatClock, progressText } from './format';
import styles from './ChapterList.module.css';

type Props = {
  chapters: ApiChapter[];
  /** The lesson on screen (video page). */
  currentId?: number;
  /** Heading level of the chapter titles, under the section's own heading. */
  headingLevel?: 'h3' | 'h4';
};

export function ChapterList({ chapters, currentId, headingLevel: Heading = 'h3' }: Props) {
  const numbered = chapters.reduce<{ start: number; list: { chapter: ApiChapter; start: number }[] }>(
    (acc, chapter) => ({ start: acc.start + chapter.lessons.length, list: [...acc.list, { chapter, start: acc.start }] }),
    { start: 1, list: [] },
  ).list;
  return (
    <ol className={styles.chapters}>
      {numbered.map(({ chapter, start }) => (
        <li key={chapter.id} className={styles.chapter}>
          <Heading className={styles.chapterTitle}>{chapter.title}</Heading>
          <ol className={styles.lessons}>
            {chapter.lessons.map((lesson, i) => {
              const isCurrent = lesson.id === currentId;
              const progress = progressText(lesson.progress);
              return (
                <li key={lesson.id}>
                  <Link
                    href={`/video/${lesson.id}`}
                    className={isCurrent ? `${styles.lesson} ${styles.lessonCurrent}` : styles.lesson}
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    <span className={styles.lessonNo} aria-hidden="true">
                      {start + i}
                    </span>
                    <span className={styles.lessonTitle}>
                      <span className="visually-hidden">第{start + i}讲 </span>
                      {lesson.title}
                    </span>
                    <span className={styles.lessonMeta}>
                      {lesson.isPreview ? <span className={styles.badgePreview}>试看</span> : null}
                      {lesson.canWatch ? null : <span className={styles.badgeLocked}>报名后观看</span>}
                      {progress ? (
                        <span className={lesson.progress?.finished ? styles.progressDone : styles.progress}>{progress}</span>
                      ) : null}
                      <span className={styles.lessonTime}>{formatClock(lesson.durationSeconds)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
