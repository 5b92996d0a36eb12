// /activity/{id} (login): a competition's rules and timeline, the visitor's own entry (submit and edit
// until the deadline) and the entries the organisers published.
import styles from '@/components/activity/activity.module.css';
import { EntryPanel } from '@/components/activity/EntryPanel';
import { PublishedEntries } from '@/components/activity/PublishedEntries';
import { StatusBadge } from '@/components/activity/StatusBadge';
import { Timeline } from '@/components/activity/Timeline';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { pageHref } from '@/components/ui/Pager';
import { formatDateTime } from '@/contract/time';
import type { ActivityDetailProps } from '@/loaders/activity';
import type { BaseProps } from '@/loaders/page';
import { hasRichContent } from '@/lib/rich-text';
import { ButtonLink } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

export { getActivityDetailProps as getServerSideProps } from '@/loaders/activity';

export default function ActivityDetailPage({ activity: a, mine, entries, today, site, siteUrl }: ActivityDetailProps & BaseProps) {
  const path = pageHref(`/activity/${a.id}`, entries.page);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '病例大赛', path: '/activity' },
    { name: a.title, path: `/activity/${a.id}` },
  ];
  const action = mine.canEdit ? (mine.entry ? '查看我的作品' : '提交作品') : mine.entry ? '查看我的作品' : null;
  return (
    <>
      <Seo title={`${a.title}${entries.page > 1 ? ` 第${entries.page}页` : ''}`} site={site} siteUrl={siteUrl} path={path}
        description={a.summary} image={a.cover} noindex jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <header className={cardClass({ className: styles.hero })}>
        <img className={styles.heroCover} src={a.cover} alt="" width={480} height={270} />
        <div className={styles.heroBody}>
          <h1>
            <StatusBadge status={a.status} /> {a.title}
          </h1>
          <p className={styles.cardSummary}>{a.summary}</p>
          <dl className={styles.heroFacts}>
            <dt>主办单位</dt>
            <dd>{a.organiser}</dd>
            <dt>作品征集</dt>
            <dd>
              {formatDateTime(a.startAt)} 至 {formatDateTime(a.deadline)}
            </dd>
            <dt>结果公布</dt>
            <dd>{formatDateTime(a.endAt)}</dd>
            <dt>参赛作品</dt>
            <dd>
              已收到{a.entryCount}份，公开展示{a.publishedCount}份
            </dd>
          </dl>
          <p className={styles.heroActions}>
            {action ? (
              <ButtonLink href="#my-entry" external>
                {action}
              </ButtonLink>
            ) : null}
            <ButtonLink href="#entries" external variant="secondary">
              {a.resultsPublishedAt ? '评审结果' : '优秀作品展示'}
            </ButtonLink>
          </p>
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.areaSide}>
          {/* Milestones are optional (admin/activity/save): without any, no empty card. */}
          {a.timeline.length > 0 ? (
            <section className={cardClass({ className: styles.panel })} aria-labelledby="timeline-heading">
              <h2 id="timeline-heading" className={styles.panelTitle}>
                时间安排
              </h2>
              <Timeline milestones={a.timeline} today={today} />
            </section>
          ) : null}
          <EntryPanel activity={a} mine={mine} />
        </div>
        {/* The console requires rules (admin/activity/save), but another API (MED_API_ORIGIN) may send none or
            only an editor's empty paragraphs: no empty card then, and the grid leaves the area empty. */}
        {hasRichContent(a.rules) ? (
          <section className={cardClass({ className: `${styles.section} ${styles.areaRules}` })} aria-labelledby="rules-heading">
            <h2 id="rules-heading" className={styles.sectionTitle}>
              大赛规则
            </h2>
            {/* Sanitized on the server (server/http/sanitize-html.ts). */}
            <div className={styles.rules} dangerouslySetInnerHTML={{ __html: a.rules }} />
          </section>
        ) : null}
        <div className={styles.areaEntries}>
          <PublishedEntries activityId={a.id} entries={entries} resultsPublishedAt={a.resultsPublishedAt} />
        </div>
      </div>
    </>
  );
}
