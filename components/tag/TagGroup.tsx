// One kind of item carrying a tag, shown with the same cards its own list uses.
import Link from '@/components/ui/Link';
import { ArticleList } from '@/components/cards/ArticleList';
import cards from '@/components/cards/cards.module.css';
import { CourseCard } from '@/components/cards/CourseCard';
import { LiveCard } from '@/components/cards/LiveCard';
import { TrainingCard } from '@/components/cards/TrainingCard';
import type { ApiTagGroup } from '@/contract/wire/tag';
import { tagTypeLabel } from './labels';
import styles from './tag.module.css';

function Items({ group }: { group: ApiTagGroup }) {
  switch (group.type) {
    case 'training':
      return (
        <ul className={`${cards.grid} ${cards.grid3}`}>
          {group.list.map((t) => (
            <li key={t.id}>
              <TrainingCard training={t} />
            </li>
          ))}
        </ul>
      );
    case 'course':
      return (
        <ul className={cards.grid}>
          {group.list.map((c) => (
            <li key={c.id}>
              <CourseCard course={c} />
            </li>
          ))}
        </ul>
      );
    case 'live':
      return (
        <ul className={`${cards.grid} ${cards.grid3}`}>
          {group.list.map((l) => (
            <li key={l.id}>
              <LiveCard live={l} />
            </li>
          ))}
        </ul>
      );
    case 'article':
      return (
        <div className={styles.panel}>
          <ArticleList articles={group.list} withSummary />
        </div>
      );
  }
}

type Props = { group: ApiTagGroup; moreHref?: string };

export function TagGroup({ group, moreHref }: Props) {
  const label = tagTypeLabel[group.type];
  const id = `tag-group-${group.type}`;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <div className={styles.groupHead}>
        <h2 id={id} className={styles.groupTitle}>
          {label.name}
          <span className={styles.groupCount}>
            {group.total}
            {label.unit}
          </span>
        </h2>
        {moreHref && group.total > group.list.length ? (
          <Link href={moreHref}>
            查看全部{group.total}
            {label.unit}
            {label.name} ›
          </Link>
        ) : null}
      </div>
      <Items group={group} />
    </section>
  );
}
