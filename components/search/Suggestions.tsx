// Popular searches as links: shown for an empty query and when nothing was found.
import Link from '@/components/ui/Link';
import { searchHref } from './labels';
import styles from './search.module.css';

export function Suggestions({ words, title = '热门搜索' }: { words: string[]; title?: string }) {
  if (words.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby="search-suggestions">
      <h2 id="search-suggestions">{title}</h2>
      <ul>
        {words.map((w) => (
          <li key={w}>
            <Link href={searchHref(w)}>{w}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
