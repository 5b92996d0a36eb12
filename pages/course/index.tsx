import cards from '@/components/cards/cards.module.css';
import { CourseCard } from '@/components/cards/CourseCard';
import styles from '@/components/course/course.module.css';
import { SortLinks } from '@/components/course/SortLinks';
import { ListEmpty, ListPageHead } from '@/components/seo/ListPageHead';
import { Pager } from '@/components/ui/Pager';
import type { CourseListProps } from '@/loaders/course-list';
import type { BaseProps } from '@/loaders/page';
import { listRobots } from '@/lib/seo-text';

export { getServerSideProps } from '@/loaders/course-list';

const PATH = '/course';
const PRICE_LABEL = { free: '免费', paid: '付费' } as const;

export default function CourseListPage({ data, filter, site, siteUrl }: CourseListProps & BaseProps) {
  const subjectName = data.subjects.find((s) => s.value === filter.subject)?.name;
  const heading = [subjectName, filter.price ? PRICE_LABEL[filter.price] : null].filter(Boolean).join('·');
  const title = [heading ? `${heading}课程` : '精品课程', filter.sort === 'popular' ? '最多学习' : null, data.page > 1 ? `第${data.page}页` : null]
    .filter(Boolean)
    .join(' - ');
  const description =
    `${site.name}${heading}精品视频课程，共${data.total}门${data.page > 1 ? `（第${data.page}页）` : ''}：权威专家主讲，` +
    '覆盖全科医学、慢病管理、中医药、急诊急救等基层诊疗要点，支持手机学习与断点续播。';
  const current = { subject: filter.subject, price: filter.price, sort: filter.sort };
  return (
    <>
      <ListPageHead site={site} siteUrl={siteUrl} path={PATH} crumb="精品课程" title={title}
        heading={heading ? `${heading}课程` : '精品课程'}
        intro="权威专家录制的基层诊疗视频课程，随时随地学习，进度自动保存。"
        description={description} data={data}
        robots={listRobots([filter.subject, filter.price, filter.sort === 'popular' ? filter.sort : null], data.total)}
        items={data.list.map((c) => ({ path: `/course/${c.id}`, name: c.title }))}
        current={current}
        groups={[
          { name: 'subject', label: '课程分类', options: data.subjects.map((s) => ({ value: s.value, label: s.name })) },
          { name: 'price', label: '价格', options: [{ value: 'free', label: '免费' }, { value: 'paid', label: '付费' }] },
        ]}
      />
      <div className={styles.listHead}>
        <p className={styles.count}>
          共 <strong>{data.total}</strong> 门课程
        </p>
        <SortLinks path={PATH} current={current} />
      </div>
      {data.list.length ? (
        <ul className={cards.grid}>
          {data.list.map((c) => (
            <li key={c.id}>
              <CourseCard course={c} level={2} />
            </li>
          ))}
        </ul>
      ) : (
        <ListEmpty title="暂无符合条件的课程" hint="换个分类看看" path={PATH} all="查看全部课程" />
      )}
      <Pager path={PATH} page={data.page} pageSize={data.pageSize} total={data.total} query={current} />
    </>
  );
}
