import Link from '@/components/ui/Link';
import type { ApiTagRef } from '@/contract/wire/article';
import styles from './detail.module.css';

/** Tags as links to their pages (/tags/{id}). */
export function TagLinks({ tags }: { tags: ApiTagRef[] }) {
  return (
    <ul className={styles.tags}>
      {tags.map((t) => (
        <li key={t.id}>
          <Link href={`/tags/${t.id}`} className={styles.tag}>
            #{t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
