// One list of the study centre (my classes, my courses): its heading with the count and a way to find more,
// its rows or how to begin, and its own pager (each list pages apart, its page in its own query parameter).
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { ApiPage } from '@/contract/api-types';
import { ListPager } from './ListPager';
import type { StudyPages } from './study-links';
import styles from './study.module.css';

/** What each list says, where it finds more and which query parameter pages it. */
const LISTS = {
  training: {
    title: '我的培训班',
    more: { href: '/training', label: '更多培训班' },
    empty: { text: '还没有报名培训班。', link: '去看看培训班' },
    pager: { label: '培训班', param: 'tpage' },
  },
  course: {
    title: '我的课程',
    more: { href: '/course', label: '更多课程' },
    empty: { text: '还没有报名课程。', link: '去学习精品课程' },
    pager: { label: '课程', param: 'cpage' },
  },
} as const;

type Props<T> = {
  kind: keyof typeof LISTS;
  data: ApiPage<T>;
  /** Every list's page, for the links that turn this one's. */
  pages: StudyPages;
  children: (item: T) => ReactNode;
};

export function StudyList<T>({ kind, data, pages, children }: Props<T>) {
  const { title, more, empty, pager } = LISTS[kind];
  const id = `study-${kind}s`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>
          {title}（{data.total}）
        </h2>
        <Link href={more.href}>{more.label}</Link>
      </div>
      {data.list.length ? (
        <ul className={styles.items}>{data.list.map(children)}</ul>
      ) : (
        <p className={styles.empty}>
          {empty.text}
          <Link href={more.href}>{empty.link}</Link>
        </p>
      )}
      <ListPager {...pager} pages={pages} page={data.page} pageSize={data.pageSize} total={data.total} />
    </section>
  );
}
