import Link from '@/components/ui/Link';
import { ChapterList } from '@/components/course/ChapterList';
import { CourseActions } from '@/components/course/CourseActions';
import styles from '@/components/course/course.module.css';
import { formatTotal } from '@/components/course/format';
import { LecturerCard } from '@/components/course/LecturerCard';
import { formatPrice } from '@/components/cards/format';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { isoDuration, toChinaIso } from '@/contract/time';
import { formatDate } from '@/contract/time';
import type { CourseDetailProps } from '@/loaders/course-detail';
import type { BaseProps } from '@/loaders/page';
import type { ApiCourseDetail } from '@/contract/wire/course';
import { organizationRef } from '@/lib/json-ld';
import { hasRichContent } from '@/lib/rich-text';
import { cardClass, coverClass } from '@/components/ui/Card';

export { getServerSideProps } from '@/loaders/course-detail';

/** schema.org Course with its online CourseInstance and offer (Google's course rich result). */
function courseJsonLd(course: ApiCourseDetail, siteUrl: string): object {
  const url = `${siteUrl}/course/${course.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    url,
    image: course.cover.startsWith('http') ? course.cover : `${siteUrl}${course.cover}`,
    inLanguage: 'zh-CN',
    datePublished: toChinaIso(course.publishedAt),
    provider: organizationRef(siteUrl),
    instructor: {
      '@type': 'Person',
      name: course.lecturer.name,
      jobTitle: course.lecturer.title,
      worksFor: { '@type': 'Organization', name: course.lecturer.workUnit },
    },
    about: course.subjectName || undefined,
    keywords: course.tags.map((t) => t.name).join(',') || undefined,
    isAccessibleForFree: course.price === 0,
    educationalCredentialAwarded: course.credit || undefined,
    offers: {
      '@type': 'Offer',
      category: course.price > 0 ? 'Paid' : 'Free',
      price: course.price,
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
      url,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: isoDuration(course.totalSeconds),
      instructor: { '@type': 'Person', name: course.lecturer.name },
    },
  };
}

export default function CourseDetailPage({ course, common, site, siteUrl }: CourseDetailProps & BaseProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '精品课程', path: '/course' },
    { name: course.title, path: `/course/${course.id}` },
  ];
  const finished = course.chapters.flatMap((c) => c.lessons).filter((l) => l.progress?.finished).length;
  return (
    <>
      <Seo
        title={course.title}
        site={site}
        siteUrl={siteUrl}
        path={`/course/${course.id}`}
        description={course.summary}
        image={course.cover}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs), courseJsonLd(course, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />

      <section className={styles.hero} aria-labelledby="course-title">
        <div className={coverClass({ rounded: true, className: styles.heroCover })}>
          <img src={course.cover} alt="" width={640} height={360} />
        </div>
        <div className={styles.heroBody}>
          <h1 id="course-title" className={styles.heroTitle}>
            {course.title}
          </h1>
          <p className={styles.heroSummary}>{course.summary}</p>
          <dl className={styles.facts}>
            <div>
              <dt>主讲</dt>
              <dd>
                {course.lecturer.name} {course.lecturer.title}
              </dd>
            </div>
            {course.subjectName ? (
              <div>
                <dt>分类</dt>
                <dd>
                  <Link href={`/course?subject=${course.subject}`}>{course.subjectName}</Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>课时</dt>
              <dd>
                {course.lessons}讲 · 共{formatTotal(course.totalSeconds)}
              </dd>
            </div>
            <div>
              <dt>学习</dt>
              <dd>{course.learners}人</dd>
            </div>
            {course.credit ? (
              <div>
                <dt>学分</dt>
                <dd>{course.credit}</dd>
              </div>
            ) : null}
            <div>
              <dt>上线</dt>
              <dd>{formatDate(course.publishedAt)}</dd>
            </div>
          </dl>
          <p className={styles.heroPrice}>
            <span className={course.price > 0 ? styles.price : styles.free}>{formatPrice(course.price)}</span>
            {course.enrolled ? (
              <span className={styles.enrolledNote}>
                已报名 · 已学完 {finished}/{course.lessons} 讲
              </span>
            ) : course.price > 0 ? (
              <span className={styles.priceNote}>第1讲免费试看，报名后学习全部课时</span>
            ) : (
              <span className={styles.priceNote}>免费学习，登录后自动记录学习进度</span>
            )}
          </p>
          <CourseActions course={course} login={common.userInfo.login} />
          {course.exam ? (
            <p className={styles.priceNote}>
              本课程设结业考试（{course.exam.passScore}分及格），学完全部课时并通过考试后颁发结业证书。
              {course.enrolled ? <Link href={`/course/exam/${course.id}`}>进入考试</Link> : null}
            </p>
          ) : null}
        </div>
      </section>

      <div className={styles.columns}>
        <div className={styles.mainCol}>
          {/* An introduction never written, or only an editor's empty paragraphs, would be an empty card. */}
          {hasRichContent(course.intro) ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="course-intro">
              <h2 id="course-intro" className={styles.panelTitle}>
                课程介绍
              </h2>
              <div className={styles.richText} dangerouslySetInnerHTML={{ __html: course.intro }} />
            </section>
          ) : null}
          <section className={cardClass({ className: styles.panel })} aria-labelledby="course-toc">
            <h2 id="course-toc" className={styles.panelTitle}>
              课程目录
              <span className={styles.panelNote}>
                {course.chapters.length}章 · {course.lessons}讲
              </span>
            </h2>
            <ChapterList chapters={course.chapters} />
          </section>
        </div>
        <aside className={styles.sideCol}>
          <section className={cardClass({ className: styles.panel })} aria-labelledby="course-lecturer">
            <h2 id="course-lecturer" className={styles.panelTitle}>
              讲师介绍
            </h2>
            <LecturerCard lecturer={course.lecturer} />
          </section>
          {course.tags.length ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="course-tags">
              <h2 id="course-tags" className={styles.panelTitle}>
                相关标签
              </h2>
              <ul className={styles.tags}>
                {course.tags.map((t) => (
                  <li key={t.id}>
                    <Link href={`/tags/${t.id}`}>{t.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </>
  );
}
