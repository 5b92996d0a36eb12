// Rich text that the API has already sanitized with its allow-list (server/http/sanitize-html.ts).
import styles from './training.module.css';

export function RichText({ html }: { html: string }) {
  return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}
