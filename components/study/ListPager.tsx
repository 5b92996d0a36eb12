// Previous / next links for one list of the study centre (plain links: they work without JavaScript).
import Link from '@/components/ui/Link';
import { studyHref, type StudyPages } from './study-links';
import styles from './study.module.css';

type Props = { label: string; param: keyof StudyPages; pages: StudyPages; page: number; pageSize: number; total: number };

export function ListPager({ label, param, pages, page, pageSize, total }: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const href = (n: number) => studyHref({ ...pages, [param]: n });
  return (
    <nav className={styles.pager} aria-label={`${label}分页`}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          上一页
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className={styles.pagerInfo}>
        第 {page}/{last} 页 · 共 {total} 个
      </span>
      {page < last ? (
        <Link href={href(page + 1)} rel="next">
          下一页
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
