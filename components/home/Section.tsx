import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './home.module.css';

/** A titled block of the home page with a "more" link to its own screen. */
export function Section({ id, title, more, children }: { id: string; title: string; more: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link href={more} className={styles.more} aria-label={`查看更多${title}`}>
          更多 ›
        </Link>
      </div>
      {children}
    </section>
  );
}
