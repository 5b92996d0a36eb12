import Link from '@/components/ui/Link';
import { trainingStateText } from '@/components/cards/format';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { AttachmentLink } from '@/components/activity/AttachmentLink';
import { RichText } from '@/components/training/RichText';
import { Schedule } from '@/components/training/Schedule';
import { SignupForm } from '@/components/training/SignupForm';
import { SignupPanel } from '@/components/training/SignupPanel';
import { StickySignup } from '@/components/training/StickySignup';
import { trainingCourseJsonLd, trainingSessionsJsonLd } from '@/components/training/training-json-ld';
import { TrainingFacts } from '@/components/training/TrainingFacts';
import styles from '@/components/training/training.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { formatDate } from '@/contract/time';
import type { BaseProps } from '@/loaders/page';
import type { TrainingDetailProps } from '@/loaders/training-detail';
import { hasRichContent } from '@/lib/rich-text';
import { cardClass, coverClass } from '@/components/ui/Card';

export { getServerSideProps } from '@/loaders/training-detail';

export default function TrainingDetailPage({ training: t, formOptions, loggedIn, site, siteUrl }: TrainingDetailProps & BaseProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '培训班', path: '/training' },
    { name: t.title, path: `/training/${t.id}` },
  ];
  const description = (
    `${t.title}：${formatDate(t.startAt)}至${formatDate(t.endAt)}在${t.region.name}举办，` +
    `${t.fee > 0 ? `培训费${t.fee}元` : '免费'}，共${t.seatsTotal}个名额。${t.summary}`
  ).slice(0, 160);
  const statusClass = t.status === 'finished' ? styles.badgeMuted : styles.badgeStrong;
  return (
    <article className={t.canSignup && !t.mySignup ? styles.withStickyBar : undefined}>
      <Seo
        title={t.title}
        site={site}
        siteUrl={siteUrl}
        path={`/training/${t.id}`}
        description={description}
        image={t.cover}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs), trainingCourseJsonLd(t, siteUrl), ...trainingSessionsJsonLd(t, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className={styles.hero}>
        <div className={coverClass({ rounded: true, className: styles.heroCover })}>
          <img src={t.cover} alt="" width={640} height={360} />
        </div>
        <div className={styles.heroBody}>
          <ul className={styles.badges} aria-label="状态">
            <li className={`${styles.badge} ${statusClass}`}>{trainingStateText(t)}</li>
            {t.status === 'ongoing' && t.canSignup ? <li className={styles.badge}>开班期间可报名</li> : null}
            <li className={styles.badge}>{t.project.name}</li>
          </ul>
          <h1>{t.title}</h1>
          <p className={styles.summary}>{t.summary}</p>
          <TrainingFacts t={t} />
          <SignupPanel t={t} loggedIn={loggedIn} />
        </div>
      </header>

      <div className={styles.layout}>
        <div>
          {t.signupDefaults ? (
            <section id="signup" className={cardClass({ className: styles.panel })} aria-labelledby="signup-title">
              <h2 id="signup-title">在线报名</h2>
              <p className={styles.formHint}>
                已根据您的个人资料预先填写，请核对；报名成功后可在报名成功页查看电子票。
                {t.fee > 0 ? `本期培训费 ${t.fee} 元，${t.payMethod === 'transfer' ? '报名后通过银行转账缴纳' : '报到时现场缴纳'}。` : ''}
              </p>
              <SignupForm trainingId={t.id} defaults={t.signupDefaults} options={formOptions} questions={t.signupFields} />
            </section>
          ) : null}
          <section className={cardClass({ className: styles.panel })} aria-labelledby="schedule-title">
            <h2 id="schedule-title">课程安排</h2>
            <Schedule sessions={t.sessions} />
          </section>
          {/* Both are optional (admin/training/save): none, or an editor's empty paragraphs, would be an empty card. */}
          {hasRichContent(t.syllabus) ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="syllabus-title">
              <h2 id="syllabus-title">培训大纲</h2>
              <RichText html={t.syllabus} />
            </section>
          ) : null}
          {hasRichContent(t.notice) ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="notice-title">
              <h2 id="notice-title">报到须知</h2>
              <RichText html={t.notice} />
            </section>
          ) : null}
          {t.files.length > 0 ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="files-title">
              <h2 id="files-title">培训资料</h2>
              <ul className={styles.files}>
                {t.files.map((f) => (
                  <li key={f.url}>
                    <AttachmentLink attachment={f} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className={styles.aside}>
          {t.base ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="base-title">
              <h2 id="base-title">培训基地</h2>
              <ul className={styles.asideList}>
                <li>
                  <Link href={`/base/${t.base.id}`}>{t.base.name}</Link>
                </li>
                <li>{t.base.address}</li>
              </ul>
            </section>
          ) : null}
          <section className={cardClass({ className: styles.panel })} aria-labelledby="contact-title">
            <h2 id="contact-title">报名咨询</h2>
            <ul className={styles.asideList}>
              <li>电话：<a href={`tel:${t.contactPhone}`}>{t.contactPhone}</a></li>
              <li>
                <Link href="/training/attend">培训签到</Link> · <Link href="/training?type=project">培训项目</Link>
              </li>
            </ul>
          </section>
          {t.tags.length ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="tags-title">
              <h2 id="tags-title">标签</h2>
              <ul className={styles.tagList}>
                {t.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link href={`/tags/${tag.id}`}>{tag.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      <StickySignup t={t} loggedIn={loggedIn} />
    </article>
  );
}
