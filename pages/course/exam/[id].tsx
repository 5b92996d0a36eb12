import { ExamScreen } from '@/components/course/ExamScreen';
import { Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { CourseExamProps } from '@/loaders/course-exam';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/course-exam';

export default function CourseExamPage({ exam, site, siteUrl }: CourseExamProps & BaseProps) {
  return (
    <>
      <Seo title={`${exam.title} - ${exam.courseTitle}`} site={site} siteUrl={siteUrl} path={`/course/exam/${exam.courseId}`} noindex />
      <div className="desktop-only">
        <Breadcrumbs
          items={[
            { name: '首页', path: '/' },
            { name: '精品课程', path: '/course' },
            { name: exam.courseTitle, path: `/course/${exam.courseId}` },
            { name: '课程考试', path: `/course/exam/${exam.courseId}` },
          ]}
        />
      </div>
      <ExamScreen key={exam.courseId} exam={exam} />
    </>
  );
}
