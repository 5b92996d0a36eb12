import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** The page's one h1, with an optional line under it. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.pageTitle}>
      <h1>{title}</h1>
      {children ? <div className={styles.pageIntro}>{children}</div> : null}
    </header>
  );
}
