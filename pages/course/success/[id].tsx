import Link from '@/components/ui/Link';
import buttons from '@/components/course/course.module.css';
import styles from '@/components/course/success.module.css';
import { formatPrice } from '@/components/cards/format';
import { Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { formatDateTime } from '@/contract/time';
import type { CourseSuccessProps } from '@/loaders/course-success';
import type { BaseProps } from '@/loaders/page';
import { buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import { FactList } from '@/components/ui/FactList';

export { getServerSideProps } from '@/loaders/course-success';

export default function CourseSuccessPage({ enrolment, site, siteUrl }: CourseSuccessProps & BaseProps) {
  const { course } = enrolment;
  const started = enrolment.finishedLessons > 0;
  return (
    <>
      <Seo title={`报名成功 - ${course.title}`} site={site} siteUrl={siteUrl} path={`/course/success/${course.id}`} noindex />
      <Breadcrumbs
        items={[
          { name: '首页', path: '/' },
          { name: '精品课程', path: '/course' },
          { name: course.title, path: `/course/${course.id}` },
          { name: '报名成功', path: `/course/success/${course.id}` },
        ]}
      />
      <section className={cardClass({ padding: 'lg', className: styles.success })} aria-labelledby="success-title">
        <p className={styles.successIcon} aria-hidden="true">
          ✓
        </p>
        <h1 id="success-title" className={styles.successTitle}>
          报名成功
        </h1>
        <p className={styles.successLead}>您已报名《{course.title}》，可以开始学习了。</p>

        <div className={styles.successCard}>
          <img src={course.cover} alt="" width={640} height={360} className={styles.successCover} />
          <FactList
            className={styles.successFacts}
            facts={[
              { term: '课程', value: <Link href={`/course/${course.id}`}>{course.title}</Link> },
              { term: '主讲', value: course.lecturer },
              { term: '课时', value: `共${course.lessons}讲 · 已学完${enrolment.finishedLessons}讲` },
              !!course.credit && { term: '学分', value: course.credit },
              { term: '报名时间', value: formatDateTime(enrolment.enrolledAt) },
              { term: '课程费用', value: formatPrice(enrolment.price), valueClassName: enrolment.price > 0 ? styles.feePaid : styles.feeFree },
            ]}
          />
        </div>

        {enrolment.payNote ? (
          <div className={styles.payNote} role="note" aria-labelledby="pay-title">
            <h2 id="pay-title">{enrolment.paid ? '费用已确认到账' : '缴费说明'}</h2>
            <p>{enrolment.paid ? '学院已确认收到本课程费用，可在个人中心“发票管理”申请电子发票。' : enrolment.payNote}</p>
          </div>
        ) : null}

        <div className={`${buttons.actions} ${styles.successActions}`}>
          {enrolment.nextLessonId ? (
            <Link href={`/video/${enrolment.nextLessonId}`} className={buttonClass({ variant: 'primary' })}>
              {started ? '继续学习' : '开始学习'}
            </Link>
          ) : null}
          <Link href={`/course/${course.id}`} className={buttonClass({ variant: 'secondary' })}>
            返回课程
          </Link>
          <Link href="/user/study" className={buttonClass({ variant: 'secondary' })}>
            学习中心
          </Link>
        </div>
      </section>
    </>
  );
}
