// The replay's chapters: plain text a crawler reads, and buttons that jump the player to each topic.
import type { ApiLiveChapter } from '@/contract/wire/live';
import { formatOffset } from './countdown';
import styles from './live.module.css';

type Props = { chapters: ApiLiveChapter[]; getVideo: () => HTMLVideoElement | null };

export function ChapterList({ chapters, getVideo }: Props) {
  function jump(seconds: number) {
    const video = getVideo();
    if (!video) return;
    video.currentTime = seconds;
    video.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    void video.play().catch(() => {
      // Autoplay refused: the position is set, the visitor presses play.
    });
  }
  return (
    <ol className={styles.chapters}>
      {chapters.map((c) => (
        <li key={c.offsetSeconds}>
          <button type="button" className={styles.chapterButton} onClick={() => jump(c.offsetSeconds)}>
            <span className={styles.chapterTime}>{formatOffset(c.offsetSeconds)}</span>
            <span>{c.title}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
