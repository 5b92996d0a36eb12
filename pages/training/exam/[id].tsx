import { ExamScreen, examOwner } from '@/components/course/ExamScreen';
import { Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { TrainingExamProps } from '@/loaders/training-exam';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/training-exam';

export default function TrainingExamPage({ exam, site, siteUrl }: TrainingExamProps & BaseProps) {
  const owner = examOwner(exam);
  return (
    <>
      <Seo title={`${exam.title} - ${owner.title}`} site={site} siteUrl={siteUrl} path={`/training/exam/${owner.id}`} noindex />
      <div className="desktop-only">
        <Breadcrumbs
          items={[
            { name: '首页', path: '/' },
            { name: '培训班', path: '/training' },
            { name: owner.title, path: `/training/${owner.id}` },
            { name: '培训班考试', path: `/training/exam/${owner.id}` },
          ]}
        />
      </div>
      <ExamScreen key={owner.id} exam={exam} />
    </>
  );
}
