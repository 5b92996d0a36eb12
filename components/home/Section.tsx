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
        {/* The name starts with the words on screen (WCAG 2.5.3), so voice control finds "更多". */}
        <Link href={more} className={styles.more}>
          更多<span className="visually-hidden">{title}</span> ›
        </Link>
      </div>
      {children}
    </section>
  );
}
