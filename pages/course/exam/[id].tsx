import { ExamScreen, examOwner } from '@/components/course/ExamScreen';
import { Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { CourseExamProps } from '@/loaders/course-exam';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/course-exam';

export default function CourseExamPage({ exam, site, siteUrl }: CourseExamProps & BaseProps) {
  const owner = examOwner(exam);
  return (
    <>
      <Seo title={`${exam.title} - ${owner.title}`} site={site} siteUrl={siteUrl} path={`/course/exam/${owner.id}`} noindex />
      <div className="desktop-only">
        <Breadcrumbs
          items={[
            { name: '首页', path: '/' },
            { name: '精品课程', path: '/course' },
            { name: owner.title, path: `/course/${owner.id}` },
            { name: '课程考试', path: `/course/exam/${owner.id}` },
          ]}
        />
      </div>
      <ExamScreen key={owner.id} exam={exam} />
    </>
  );
}
