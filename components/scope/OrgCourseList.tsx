// The courses an organisation runs (/user/course): one card each, with a link to its learners.
import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import type { ApiOrgCourseList } from '@/contract/wire/user-course';
import { ItemStats } from './ItemStats';
import styles from './scope.module.css';
import { cardClass } from '@/components/ui/Card';

export function OrgCourseList({ courses }: { courses: ApiOrgCourseList }) {
  if (courses.list.length === 0) {
    return (
      <EmptyState title="您的机构还没有开设课程">
        <p>学院为贵机构上线课程后，会在这里显示报名学员和学习进度。</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.items}>
        {courses.list.map((c) => (
          <li key={c.id} className={cardClass({ padding: 'sm', className: `${styles.item} ${styles.courseItem}` })}>
            <img src={c.cover} alt="" width={96} height={54} className={styles.cover} loading="lazy" />
            <div>
              <h2 className={styles.itemTitle}>
                <Link href={`/user/course?id=${c.id}`}>{c.title}</Link>
              </h2>
              <p className={styles.meta}>
                <span>主讲：{c.lecturer}</span>
                <span>{c.lessons} 课时</span>
                {c.credit ? <span>{c.credit}</span> : null}
              </p>
            </div>
            <ItemStats
              stats={[{ label: '报名学员', value: c.enrolled }, { label: '已学完', value: c.finished }]}
              action={{ href: `/user/course?id=${c.id}`, text: '学员进度', label: `查看“${c.title}”的学员进度` }}
            />
          </li>
        ))}
      </ul>
      <Pager path="/user/course" page={courses.page} pageSize={courses.pageSize} total={courses.total} />
    </>
  );
}
