import Link from '@/components/ui/Link';
import { LearnerTable } from '@/components/scope/LearnerTable';
import { OrgCourseList } from '@/components/scope/OrgCourseList';
import { ScopeFrame } from '@/components/scope/ScopeFrame';
import { PageTitle } from '@/components/ui/PageTitle';
import type { BaseProps } from '@/loaders/page';
import type { UserCourseProps } from '@/loaders/user-course';

export { getServerSideProps } from '@/loaders/user-course';

const DESCRIPTION = '您的机构开设的课程：报名学员、每位学员的学习进度与进度导出。';

export default function UserCoursePage(props: UserCourseProps & BaseProps) {
  const { site, siteUrl } = props;
  const crumbs = [{ name: '培训中心', path: '/user/course' }];
  let title: string;
  let path: string;
  if (props.view === 'learners') {
    const { course, page } = props.learners;
    title = `${course.title} - 学员学习进度${page > 1 ? `（第${page}页）` : ''}`;
    path = `/user/course?id=${course.id}${page > 1 ? `&page=${page}` : ''}`;
    crumbs.push({ name: '学员学习进度', path: `/user/course?id=${course.id}` });
  } else {
    const { page } = props.courses;
    title = `培训中心${page > 1 ? `（第${page}页）` : ''}`;
    path = page > 1 ? `/user/course?page=${page}` : '/user/course';
  }
  return (
    <ScopeFrame site={site} siteUrl={siteUrl} title={title} description={DESCRIPTION} path={path} crumbs={crumbs}>
      {props.view === 'learners' ? (
        <>
          <PageTitle title="学员学习进度">
            <Link href="/user/course">← 返回机构课程</Link>
          </PageTitle>
          <LearnerTable data={props.learners} />
        </>
      ) : (
        <>
          <PageTitle title="培训中心">贵机构开设的课程，可查看报名学员的学习进度并导出。</PageTitle>
          <OrgCourseList courses={props.courses} />
        </>
      )}
    </ScopeFrame>
  );
}
