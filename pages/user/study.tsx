import Link from 'next/link';
import { DemandInvite } from '@/components/demand/DemandInvite';
import { ListPager } from '@/components/study/ListPager';
import { studyHref } from '@/components/study/study-links';
import { StudyOverview } from '@/components/study/StudyOverview';
import { CourseItem, TrainingItem } from '@/components/study/StudyItems';
import styles from '@/components/study/study.module.css';
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

      <section className={styles.section} aria-labelledby="study-trainings">
        <div className={styles.sectionHead}>
          <h2 id="study-trainings">我的培训班（{trainings.total}）</h2>
          <Link href="/training">更多培训班</Link>
        </div>
        {trainings.list.length ? (
          <ul className={styles.items}>
            {trainings.list.map((t) => (
              <TrainingItem key={t.id} item={t} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            还没有报名培训班。
            <Link href="/training">去看看培训班</Link>
          </p>
        )}
        <ListPager label="培训班" param="tpage" pages={pages} page={trainings.page} pageSize={trainings.pageSize} total={trainings.total} />
      </section>

      <section className={styles.section} aria-labelledby="study-courses">
        <div className={styles.sectionHead}>
          <h2 id="study-courses">我的课程（{courses.total}）</h2>
          <Link href="/course">更多课程</Link>
        </div>
        {courses.list.length ? (
          <ul className={styles.items}>
            {courses.list.map((c) => (
              <CourseItem key={c.id} item={c} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            还没有报名课程。
            <Link href="/course">去学习精品课程</Link>
          </p>
        )}
        <ListPager label="课程" param="cpage" pages={pages} page={courses.page} pageSize={courses.pageSize} total={courses.total} />
      </section>
    </>
  );
}
