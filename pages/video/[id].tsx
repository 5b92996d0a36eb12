import Link from '@/components/ui/Link';
import { ChapterList } from '@/components/course/ChapterList';
import toc from '@/components/course/ChapterList.module.css';
import panel from '@/components/course/course.module.css';
import styles from '@/components/course/watch.module.css';
import { formatClock } from '@/components/course/format';
import { LockedLesson } from '@/components/course/LockedLesson';
import { useLessonWatch } from '@/components/course/use-lesson-watch';
import { VideoPlayer } from '@/components/player/VideoPlayer';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { isoDuration, toChinaIso } from '@/contract/time';
import { organizationRef } from '@/lib/json-ld';
import type { BaseProps } from '@/loaders/page';
import type { VideoProps } from '@/loaders/video';
import type { ApiVideoDetail } from '@/contract/wire/course';
import { cardClass } from '@/components/ui/Card';

export { getServerSideProps } from '@/loaders/video';

const absolute = (siteUrl: string, path: string) => (path.startsWith('http') ? path : `${siteUrl}${path}`);

/** Whether a guest may play the lesson: a free course or a preview lesson (the sitemap's rule too). */
const isOpenToGuests = (video: ApiVideoDetail) => video.course.price === 0 || video.isPreview;

function videoJsonLd(video: ApiVideoDetail, description: string, siteUrl: string): object {
  const isFree = isOpenToGuests(video);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: `${video.title} - ${video.course.title}`,
    description,
    thumbnailUrl: [absolute(siteUrl, video.course.cover)],
    uploadDate: toChinaIso(video.course.publishedAt),
    duration: isoDuration(video.durationSeconds),
    inLanguage: 'zh-CN',
    isAccessibleForFree: isFree,
    // Only a lesson anyone may play gives its media address away.
    ...(isFree && video.src ? { contentUrl: absolute(siteUrl, video.src) } : {}),
    publisher: organizationRef(siteUrl),
    isPartOf: { '@type': 'Course', name: video.course.title, url: `${siteUrl}/course/${video.course.id}` },
  };
}

export default function VideoPage({ video, site, siteUrl }: VideoProps & BaseProps) {
  // The playlist and the hints follow the API's answers to the player, not only the page's first load.
  const { watch, chapters } = useLessonWatch(video);
  const lessons = chapters.flatMap((c) => c.lessons);
  const number = lessons.findIndex((l) => l.id === video.id) + 1;
  const description = `《${video.course.title}》第${number}讲：${video.title}。${video.course.lecturer}${video.course.lecturerTitle}主讲。${video.course.summary}`;
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '精品课程', path: '/course' },
    { name: video.course.title, path: `/course/${video.course.id}` },
    { name: video.title, path: `/video/${video.id}` },
  ];

  return (
    <>
      <Seo
        title={`${video.title} - ${video.course.title}`}
        site={site}
        siteUrl={siteUrl}
        path={`/video/${video.id}`}
        description={description}
        image={video.course.cover}
        // A paid lesson shows a guest only a lock: nothing for a search result to send people to.
        robots={isOpenToGuests(video) ? 'index' : 'noindex-follow'}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs), videoJsonLd(video, description, siteUrl)]}
      />
      <div className="desktop-only">
        <Breadcrumbs items={crumbs} />
      </div>
      <div className={styles.watch}>
        <div className={styles.main}>
          <div className={styles.stage}>
            {video.canWatch && video.src ? (
              <VideoPlayer
                key={video.id}
                src={video.src}
                poster={video.course.cover}
                title={video.title}
                startAt={video.resumeAt}
                watch={watch}
              />
            ) : (
              <LockedLesson
                courseId={video.course.id}
                courseTitle={video.course.title}
                cover={video.course.cover}
                login={video.login}
                videoId={video.id}
              />
            )}
          </div>
          <div className={cardClass({ padding: 'sm', className: styles.info })}>
            <h1 className={styles.title}>
              <span className={styles.no}>第{number}讲</span>
              {video.title}
            </h1>
            <p className={styles.meta}>
              <Link href={`/course/${video.course.id}`}>{video.course.title}</Link>
              <span>{video.chapter.title}</span>
              <span>时长 {formatClock(video.durationSeconds)}</span>
              <span>
                {video.course.lecturer} {video.course.lecturerTitle}
              </span>
              {video.isPreview ? <span className={toc.badgePreview}>免费试看</span> : null}
            </p>
            {video.canWatch && !video.login ? (
              <p className={styles.hint}>
                <Link href={`/login?url=${encodeURIComponent(`/video/${video.id}`)}`}>登录</Link>
                后可自动保存学习进度，下次打开从上次位置继续。
              </p>
            ) : null}
            {video.isPreview && !video.enrolled ? (
              <p className={styles.hint}>
                本讲为试看课时，<Link href={`/course/${video.course.id}`}>报名课程</Link>后可学习全部 {lessons.length} 讲。
              </p>
            ) : null}
            {video.enrolled && video.course.hasExam ? (
              <p className={styles.hint}>
                {lessons.every((l) => l.progress?.finished)
                  ? '全部课时已学完，'
                  : '本课程设结业考试，学完全部课时后可参加，'}
                <Link href={`/course/exam/${video.course.id}`}>进入考试</Link>
              </p>
            ) : null}
            <nav className={styles.prevNext} aria-label="上一讲和下一讲">
              {video.prev ? (
                <Link href={`/video/${video.prev.id}`} rel="prev" className={styles.prevNextLink}>
                  <span className={styles.prevNextLabel}>上一讲</span>
                  <span className={styles.prevNextTitle}>{video.prev.title}</span>
                </Link>
              ) : (
                <span />
              )}
              {video.next ? (
                <Link href={`/video/${video.next.id}`} rel="next" className={`${styles.prevNextLink} ${styles.next}`}>
                  <span className={styles.prevNextLabel}>下一讲</span>
                  <span className={styles.prevNextTitle}>{video.next.title}</span>
                </Link>
              ) : null}
            </nav>
          </div>
        </div>
        <aside className={cardClass({ padding: 'sm', className: styles.playlist })} aria-labelledby="playlist-title">
          <h2 id="playlist-title" className={panel.panelTitle}>
            课程目录
            <span className={panel.panelNote}>共{lessons.length}讲</span>
          </h2>
          <ChapterList chapters={chapters} currentId={video.id} />
        </aside>
      </div>
    </>
  );
}
