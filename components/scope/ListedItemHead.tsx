// The card on top of a course's learners or a class's roster: the item's name and facts, the whole list as a
// CSV download (the main action) and the item's public page beside it.
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import styles from './scope.module.css';

type Props = {
  /** The heading's id, the card's name for a screen reader. */
  id: string;
  title: string;
  /** The facts under the name, each a span. */
  meta: ReactNode;
  csv: { url: string; label: string };
  page: { href: string; label: string };
};

export function ListedItemHead({ id, title, meta, csv, page }: Props) {
  return (
    <section className={cardClass({ className: styles.panel })} aria-labelledby={id}>
      <div className={styles.head}>
        <div>
          <h2 id={id}>{title}</h2>
          <p className={styles.meta}>{meta}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink external variant="primary" size="sm" href={csv.url} download>
            {csv.label}
          </ButtonLink>
          <ButtonLink variant="secondary" size="sm" href={page.href}>
            {page.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
