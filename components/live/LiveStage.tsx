// The top of a broadcast page: before the start the cover with a countdown, while live the stream,
// once ended the replay (or a note while the replay is being prepared).
import type { RefObject } from 'react';
import { VideoPlayer } from '@/components/player/VideoPlayer';
import { formatDateTime } from '@/contract/time';
import type { ApiLiveDetail } from '@/contract/wire/live';
import { Countdown } from './Countdown';
import styles from './live.module.css';

type Props = {
  live: ApiLiveDetail;
  /** The box around the player: chapters and ?t= find the <video> in it. */
  stageRef: RefObject<HTMLDivElement | null>;
  onStart: () => void;
};

export function LiveStage({ live, stageRef, onStart }: Props) {
  if (live.playSrc && live.status !== 'upcoming') {
    return (
      // The site's player (components/player, shared with the course videos): MP4, and HLS natively or
      // through hls.js loaded only when needed. No progress sink: broadcasts are not tracked.
      <div className={styles.stage} ref={stageRef}>
        <VideoPlayer src={live.playSrc} poster={live.cover} title={live.status === 'live' ? `${live.title}（直播）` : `${live.title}（回放）`} />
      </div>
    );
  }
  return (
    <div className={styles.stage}>
      <img src={live.cover} alt="" width={1280} height={720} />
      <div className={styles.overlay}>
        {live.status === 'upcoming' ? (
          <>
            <Countdown startAt={live.startAt} now={live.now} onDone={onStart} />
            <p>开播时间：{formatDateTime(live.startAt)}（北京时间）</p>
          </>
        ) : (
          <p>{live.status === 'live' ? '直播信号准备中，请稍后刷新' : '回放整理中，敬请期待'}</p>
        )}
      </div>
    </div>
  );
}
