// /live: the broadcasts, as an overview (live now, upcoming, replays) or one tab with paging. Every time
// is China time; the calendar feed lets a doctor subscribe to what is coming.
import Link from '@/components/ui/Link';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { CalendarFeed } from '@/components/live/CalendarFeed';
import { LiveGrid } from '@/components/live/LiveGrid';
import { LIVE_TAB_LABELS, LiveTabs } from '@/components/live/LiveTabs';
import styles from '@/components/live/live.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { pageHref, Pager } from '@/components/ui/Pager';
import type { ApiLiveCard } from '@/contract/api-types';
import type { LiveListProps } from '@/loaders/live';
import type { BaseProps } from '@/loaders/page';
import type { ApiLiveStatus } from '@/contract/wire/live';

export { getLiveListProps as getServerSideProps } from '@/loaders/live';

const SECTION_EMPTY: Record<ApiLiveStatus, string> = {
  live: '当前没有正在进行的直播',
  upcoming: '暂无直播预告，敬请关注',
  ended: '暂无直播回放',
};

function itemListJsonLd(siteUrl: string, lives: ApiLiveCard[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: lives.map((l, i) => ({ '@type': 'ListItem', position: i + 1, url: `${siteUrl}/live/${l.id}`, name: l.title })),
  };
}

export default function LiveListPage(props: LiveListProps & BaseProps) {
  const { site, siteUrl, counts } = props;
  const status = props.view === 'tab' ? props.status : null;
  const page = props.view === 'tab' ? props.list.page : 1;
  const path = pageHref('/live', page, { status: status ?? undefined });
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '直播', path: '/live' },
    ...(status ? [{ name: LIVE_TAB_LABELS[status], path: `/live?status=${status}` }] : []),
  ];
  const heading = status ? `${LIVE_TAB_LABELS[status]}` : '专家直播';
  const title = status ? `${heading}${page > 1 ? ` 第${page}页` : ''} - 直播` : '专家直播';
  const shown = props.view === 'tab' ? props.list.list : [...props.sections.live.list, ...props.sections.upcoming.list, ...props.sections.ended.list];
  const description = status
    ? `${site.name}${heading}：第${page}页，共${props.view === 'tab' ? props.list.total : 0}场，时间均为北京时间。`
    : `${site.name}专家直播：正在直播${counts.live}场、即将开始${counts.upcoming}场、精彩回放${counts.ended}场，可预约开播提醒、添加到日历。`;

  return (
    <>
      <Seo title={title} site={site} siteUrl={siteUrl} path={path} description={description}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs), itemListJsonLd(siteUrl, shown)]} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.listHead}>
        <div>
          <h1>{heading}</h1>
          <p className={styles.listIntro}>基层常见病诊疗专家在线讲解，开播前可预约提醒，错过可看回放。时间均为北京时间。</p>
        </div>
        <CalendarFeed siteUrl={siteUrl} />
      </header>
      <LiveTabs current={status} counts={counts} />

      {props.view === 'overview' ? (
        (['live', 'upcoming', 'ended'] as const).map((s) => (
          <section key={s} className={styles.section} aria-labelledby={`live-${s}`}>
            <div className={styles.sectionHead}>
              <h2 id={`live-${s}`}>
                {s === 'live' ? <span className={styles.dot} aria-hidden="true" /> : null}
                {LIVE_TAB_LABELS[s]}
              </h2>
              {counts[s] > props.sections[s].list.length ? (
                <Link href={`/live?status=${s}`}>
                  全部{counts[s]}场<span className="visually-hidden">{LIVE_TAB_LABELS[s]}</span> ›
                </Link>
              ) : null}
            </div>
            {props.sections[s].list.length ? <LiveGrid lives={props.sections[s].list} /> : <EmptyState title={SECTION_EMPTY[s]} />}
          </section>
        ))
      ) : (
        <>
          {props.list.list.length ? <LiveGrid lives={props.list.list} level={2} /> : <EmptyState title={SECTION_EMPTY[props.status]}><Link href="/live">查看全部直播</Link></EmptyState>}
          <Pager path="/live" page={props.list.page} pageSize={props.list.pageSize} total={props.list.total} query={{ status: props.status }} />
        </>
      )}
      <p className={styles.hint}>
        点“订阅日历”即可在手机或电脑的日历应用（如 iPhone 日历、Outlook）中订阅；Google 日历等请点“复制订阅地址”后通过网址添加。未来90天的直播和培训班日程会自动同步。
      </p>
    </>
  );
}
