import { ArticleList } from '@/components/cards/ArticleList';
import cards from '@/components/cards/cards.module.css';
import { CourseCard } from '@/components/cards/CourseCard';
import { LiveCard } from '@/components/cards/LiveCard';
import { TrainingCard } from '@/components/cards/TrainingCard';
import { DemandInvite } from '@/components/demand/DemandInvite';
import { Banners } from '@/components/home/Banners';
import styles from '@/components/home/home.module.css';
import { QuickEntries } from '@/components/home/QuickEntries';
import { Section } from '@/components/home/Section';
import { Seo } from '@/components/seo/Seo';
import { websiteJsonLd } from '@/lib/json-ld';
import type { HomeProps } from '@/loaders/home';
import type { BaseProps } from '@/loaders/page';
import Link from '@/components/ui/Link';

export { getServerSideProps } from '@/loaders/home';

export default function HomePage({ home, site, siteUrl }: HomeProps & BaseProps) {
  return (
    <>
      <Seo title={site.name} site={site} siteUrl={siteUrl} path="/" description={site.description} jsonLd={[websiteJsonLd(site, siteUrl)]} />
      <h1 className="visually-hidden">{site.name}</h1>
      <Banners banners={home.banners} />
      <QuickEntries />
      <DemandInvite demand={home.demand} />

      <Section id="home-training" title="培训班" more="/training">
        <ul className={`${cards.grid} ${cards.grid3}`}>
          {home.trainings.map((t) => (
            <li key={t.id}>
              <TrainingCard training={t} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="home-course" className={styles.later} title="精品课程" more="/course">
        <ul className={cards.grid}>
          {home.courses.map((c) => (
            <li key={c.id}>
              <CourseCard course={c} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="home-live" className={styles.later} title="直播" more="/live">
        <ul className={`${cards.grid} ${cards.grid3}`}>
          {home.lives.map((l) => (
            <li key={l.id}>
              <LiveCard live={l} />
            </li>
          ))}
        </ul>
      </Section>

      <div className={`${styles.columns} ${styles.later}`}>
        <Section id="home-notice" title="培训通知" more="/notice">
          <div className={styles.panel}>
            <ArticleList articles={home.notices} />
          </div>
        </Section>
        <Section id="home-news" title="资讯" more="/news">
          <div className={styles.panel}>
            <ArticleList articles={home.news} />
          </div>
        </Section>
      </div>

      <Section id="home-science" className={styles.later} title="科普" more="/science">
        <div className={styles.panel}>
          <ArticleList articles={home.science} withSummary />
        </div>
      </Section>

      <Section id="home-project" className={styles.later} title="区域健康项目" more="/project">
        <div className={styles.project}>
          {home.project.intro ? (
            <div className={styles.projectIntro}>
              <h3>{home.project.intro.title}</h3>
              <p>{home.project.intro.summary}</p>
              <Link href={`/detail/${home.project.intro.id}`}>了解项目</Link>
            </div>
          ) : null}
          <div className={styles.panel}>
            <ArticleList articles={home.project.articles} />
          </div>
        </div>
      </Section>
    </>
  );
}
