// The members of a news section as tabs (资讯: 全部, 政策法规, 前沿资讯, 工作动态): plain links, so a
// crawler follows them and the page works without JavaScript.
import Link from '@/components/ui/Link';
import type { ApiArticleCategory } from '@/contract/wire/article';
import styles from './article.module.css';

type Props = { root: ApiArticleCategory; items: ApiArticleCategory[]; currentPath: string };

export function SectionTabs({ root, items, currentPath }: Props) {
  const tabs = [{ path: root.path, name: `全部${root.name}` }, ...items];
  return (
    <nav className={styles.tabs} aria-label={`${root.name}栏目`}>
      <ul>
        {tabs.map((t) => {
          const active = t.path === currentPath;
          return (
            <li key={t.path}>
              <Link href={t.path} className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab} aria-current={active ? 'page' : undefined}>
                {t.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
