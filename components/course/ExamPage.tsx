// The page of a post-test, a course's (/course/exam/{id}) or a training class's (/training/exam/{id}):
// one frame for both, as ExamScreen is one screen for both. The trail runs through the owner's list and
// page; the page is never indexed (it shows one learner's attempts).
import { Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { ApiExamInfo } from '@/contract/wire/exam';
import type { BaseProps } from '@/loaders/page';
import { ExamScreen, examOwner } from './ExamScreen';

/** The list each kind of owner sits in, and the name of its test in the trail. */
const TRAIL = {
  course: { list: '精品课程', listPath: '/course', name: '课程考试' },
  training: { list: '培训班', listPath: '/training', name: '培训班考试' },
} as const;

export function ExamPage({ exam, site, siteUrl }: { exam: ApiExamInfo } & BaseProps) {
  const owner = examOwner(exam);
  const trail = TRAIL[owner.kind];
  const path = `${trail.listPath}/exam/${owner.id}`;
  return (
    <>
      <Seo title={`${exam.title} - ${owner.title}`} site={site} siteUrl={siteUrl} path={path} noindex />
      <div className="desktop-only">
        <Breadcrumbs
          items={[
            { name: '首页', path: '/' },
            { name: trail.list, path: trail.listPath },
            { name: owner.title, path: owner.path },
            { name: trail.name, path },
          ]}
        />
      </div>
      <ExamScreen key={owner.id} exam={exam} />
    </>
  );
}
