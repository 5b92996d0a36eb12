// /live/{id}: one broadcast. Before it starts: countdown, reminder booking and "add to calendar"; while
// live: the stream; after: the replay with its chapters and a written summary crawlers can index.
import { useCallback, useEffect, useRef } from 'react';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { liveStatusText } from '@/components/cards/format';
import { BookingButton } from '@/components/live/BookingButton';
import { ChapterList } from '@/components/live/ChapterList';
import { LiveGrid } from '@/components/live/LiveGrid';
import { LiveStage } from '@/components/live/LiveStage';
import { liveEventJsonLd, liveVideoJsonLd } from '@/components/live/live-json-ld';
import styles from '@/components/live/live.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { formatDate, formatDateTime } from '@/contract/time';
import type { LiveDetailProps } from '@/loaders/live';
import type { BaseProps } from '@/loaders/page';
import { hasRichContent } from '@/lib/rich-text';
import { useCommonStore } from '@/stores/common-store-context';
import { cardClass } from '@/components/ui/Card';
import { groupedNumber } from '@/lib/grouped-number';

export { getLiveDetailProps as getServerSideProps } from '@/loaders/live';

const badgeClass = { upcoming: styles.badge, live: `${styles.badge} ${styles.badgeLive}`, ended: `${styles.badge} ${styles.badgeEnded}` };

/** "2025-03-01 19:30—21:00", with the end's date too when it is another day. */
function timeRange(startAt: number, endAt: number): string {
  const sameDay = formatDate(startAt) === formatDate(endAt);
  return `${formatDateTime(startAt)}—${sameDay ? formatDate(endAt, 'HH:mm') : formatDateTime(endAt)}`;
}

export default function LiveDetailPage({ live, site, siteUrl }: LiveDetailProps & BaseProps) {
  const router = useRouter();
  const stageRef = useRef<HTMLDivElement>(null);
  const getVideo = useCallback(() => stageRef.current?.querySelector('video') ?? null, []);
  const isLoggedIn = useCommonStore((s) => s.userInfo.login);
  const path = `/live/${live.id}`;
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '直播', path: '/live' },
    { name: live.title, path },
  ];
  const hasSummary = live.summary.trim() !== '';
  const hasIntro = hasRichContent(live.intro);
  const video = liveVideoJsonLd(live, siteUrl);
  const jsonLd = [liveEventJsonLd(live, siteUrl), ...(video ? [video] : []), breadcrumbJsonLd(siteUrl, crumbs)];
  const description =
    live.status === 'ended'
      ? `直播回放：${live.summary}`
      : `${formatDateTime(live.startAt)}（北京时间）${live.status === 'live' ? '正在直播' : '开播'}：${live.summary}`;

  // The countdown reached zero: load the page again from the server, which now serves the stream.
  const onStart = useCallback(() => {
    void router.replace(router.asPath, undefined, { scroll: false });
  }, [router]);

  // ?t=300 (the replay's chapter links in search results) starts the replay there.
  const startOffset = typeof router.query.t === 'string' && /^\d{1,6}$/.test(router.query.t) ? Number(router.query.t) : 0;
  useEffect(() => {
    const v = getVideo();
    if (!v || !startOffset || live.status !== 'ended') return;
    const seek = () => {
      v.currentTime = startOffset;
    };
    if (v.readyState >= 1) seek();
    else v.addEventListener('loadedmetadata', seek, { once: true });
    return () => v.removeEventListener('loadedmetadata', seek);
  }, [startOffset, live.status, getVideo]);

  return (
    <>
      <Seo title={live.status === 'ended' ? `${live.title}（回放）` : live.title} site={site} siteUrl={siteUrl} path={path}
        description={description} image={live.cover} type="article" jsonLd={jsonLd} />
      <Breadcrumbs items={crumbs} />

      <div className={styles.top}>
        <LiveStage key={live.status} live={live} stageRef={stageRef} onStart={onStart} />
        <section className={cardClass({ className: styles.info })} aria-labelledby="live-title">
          <p className={styles.badgeRow}>
            <span className={badgeClass[live.status]}>{live.status === 'ended' ? '直播回放' : liveStatusText[live.status]}</span>
          </p>
          <h1 id="live-title">{live.title}</h1>
          <dl className={styles.facts}>
            <dt>时间</dt>
            <dd>{timeRange(live.startAt, live.endAt)}（北京时间）</dd>
            <dt>主讲</dt>
            <dd>
              {live.speaker}，{live.speakerTitle}
            </dd>
            {live.status === 'live' ? (
              <>
                <dt>在线</dt>
                <dd>{groupedNumber(live.viewers)}人正在观看</dd>
              </>
            ) : null}
            {live.status === 'ended' ? (
              <>
                <dt>观看</dt>
                <dd>{groupedNumber(live.viewers)}次</dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            {live.status === 'upcoming' ? (
              <BookingButton key={`${live.id}-${live.booked}`} liveId={live.id} isLoggedIn={isLoggedIn} booked={live.booked} bookings={live.bookings} />
            ) : null}
            {live.status !== 'ended' ? (
              <a href={`/api/med/calendar/live/${live.id}`} className={styles.calendar} download={`live-${live.id}.ics`}>
                {live.status === 'upcoming' ? '添加到日历（开播前30分钟提醒）' : '添加到日历'}
              </a>
            ) : null}
          </div>
          {live.tags.length ? (
            <ul className={styles.tags} aria-label="标签">
              {live.tags.map((t) => (
                <li key={t.id}>
                  <Link href={`/tags/${t.id}`}>{t.name}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      {live.status === 'ended' && live.chapters.length ? (
        <section className={cardClass({ className: styles.panel })} aria-labelledby="live-chapters">
          <h2 id="live-chapters">回放章节</h2>
          <ChapterList chapters={live.chapters} getVideo={getVideo} />
        </section>
      ) : null}

      {/* The introduction is optional (admin/live/save) and may be only an editor's empty paragraphs; the
          card stays for the one-line summary alone, and goes when neither has anything to show. */}
      {hasSummary || hasIntro ? (
        <section className={cardClass({ className: styles.panel })} aria-labelledby="live-intro">
          <h2 id="live-intro">{live.status === 'ended' ? '内容摘要' : '直播介绍'}</h2>
          {hasSummary ? <p className={styles.lead}>{live.summary}</p> : null}
          {hasIntro ? <div className={styles.richText} dangerouslySetInnerHTML={{ __html: live.intro }} /> : null}
        </section>
      ) : null}

      {live.related.length ? (
        <section className={styles.section} aria-labelledby="live-related">
          <div className={styles.sectionHead}>
            <h2 id="live-related">更多直播</h2>
            <Link href="/live">全部直播 ›</Link>
          </div>
          <LiveGrid lives={live.related} wide />
        </section>
      ) : null}
    </>
  );
}
