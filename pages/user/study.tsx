import { DemandInvite } from '@/components/demand/DemandInvite';
import { studyHref } from '@/components/study/study-links';
import { StudyOverview } from '@/components/study/StudyOverview';
import { CourseItem, TrainingItem } from '@/components/study/StudyItems';
import { StudyList } from '@/components/study/StudyList';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageTitle } from '@/components/ui/PageTitle';
import { CENTRE_CRUMBS, UserSeo } from '@/components/user/UserSeo';
import type { BaseProps } from '@/loaders/page';
import type { UserStudyProps } from '@/loaders/user-study';

export { getServerSideProps } from '@/loaders/user-study';

export default function UserStudyPage({ study, demand, site, siteUrl }: UserStudyProps & BaseProps) {
  const { trainings, courses } = study;
  const pages = { tpage: trainings.page, cpage: courses.page };
  const crumbs = [...CENTRE_CRUMBS, { name: '学习中心', path: '/user/study' }];
  return (
    <>
      <UserSeo
        site={site}
        siteUrl={siteUrl}
        title="学习中心"
        description="我报名的培训班和课程、学习进度、继续上次的学习，以及已获得的学分和学时。"
        path={studyHref(pages)}
        crumbs={crumbs}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle title="学习中心" />
      <StudyOverview study={study} />
      <DemandInvite demand={demand} />

      <StudyList kind="training" data={trainings} pages={pages}>
        {(t) => <TrainingItem key={t.id} item={t} />}
      </StudyList>
      <StudyList kind="course" data={courses} pages={pages}>
        {(c) => <CourseItem key={c.id} item={c} />}
      </StudyList>
    </>
  );
}
