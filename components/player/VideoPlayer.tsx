// The site's video player: the browser's own <video> with its controls (keyboard and screen readers
// included), MP4 as is and HLS natively or through hls.js (loaded only when needed), a resume to a saved
// position, and watch time for a logged-in learner (watch-clock.ts: heartbeats the server credits, and no
// seeking past the furthest point on the first viewing). Also usable for live streams and replays.
// Give it a `key` per video: a new lesson is a new player, so the old one reports where it stopped.
import type HlsType from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { formatClock } from '@/components/course/format';
import { browserCapabilities, choosePlayback, isHlsSource } from './source';
import { MAX_PLAYBACK_RATE } from '@/contract/watch';
import { createWatchClock, type WatchSink } from './watch-clock';
import styles from './player.module.css';

type Props = {
  src: string;
  /** Shown before playback starts; sized 16:9 like the player. */
  poster?: string;
  /** Accessible name of the player, e.g. the lesson's title. */
  title: string;
  /** Seconds to start at (a saved position); ignored when at or past the end. */
  startAt?: number;
  /** A logged-in learner's watch time: where heartbeats go, and what the server knows; absent: nothing is reported. */
  watch?: { sink: WatchSink; furthest: number; finished: boolean };
};

type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** How long the "resumed at" note stays. */
const RESUME_NOTE_MS = 8000;

const NOTES = {
  seek: '首次学习不能快进到尚未观看的位置，学完本讲后可自由拖动',
  superseded: '您已在其他页面或设备播放课程，本页已暂停计时',
} as const;

export function VideoPlayer({ src, poster, title, startAt = 0, watch }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [waiting, setWaiting] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [note, setNote] = useState<keyof typeof NOTES | null>(null);
  const hls = isHlsSource(src);
  const sink = watch?.sink;
  const [initialFurthest] = useState(watch?.furthest ?? 0);
  const [initialFinished] = useState(watch?.finished ?? false);

  // Watch time: heartbeats while playing, on pause, at the end and when the page is left; the first
  // viewing's seek limit; no playback faster than the server credits. Declared first so that on unmount
  // it reports before anything else touches the element.
  useEffect(() => {
    const video = ref.current;
    if (!video || !sink) return;
    const clock = createWatchClock(sink, {
      furthest: initialFurthest,
      finished: initialFinished,
      onSuperseded: () => {
        video.pause();
        setNote('superseded');
      },
    });
    const on = {
      play: () => {
        setNote((n) => (n === 'superseded' ? null : n));
        clock.play(video.currentTime);
      },
      timeupdate: () => {
        if (!video.paused && !video.seeking) clock.tick(video.currentTime);
      },
      pause: () => {
        if (!video.ended) clock.pause(video.currentTime);
      },
      seeking: () => {
        const limit = clock.seekLimit(video.currentTime);
        if (limit !== video.currentTime) {
          video.currentTime = limit;
          setNote('seek');
        }
      },
      seeked: () => clock.seeked(video.currentTime),
      ended: () => clock.ended(video.duration),
      ratechange: () => {
        if (video.playbackRate > MAX_PLAYBACK_RATE) video.playbackRate = MAX_PLAYBACK_RATE;
      },
    };
    const leave = () => clock.leave(video.currentTime, false);
    // A hidden tab may go on playing (a lecture listened to): its heartbeat says so.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clock.leave(video.currentTime, !video.paused);
    };
    for (const [name, fn] of Object.entries(on)) video.addEventListener(name, fn);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const [name, fn] of Object.entries(on)) video.removeEventListener(name, fn);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Another page of the site (or another lesson): report where the learner left.
      leave();
    };
  }, [sink, initialFurthest, initialFinished]);

  useEffect(() => {
    if (note !== 'seek') return;
    const timer = setTimeout(() => setNote(null), RESUME_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  // HLS sources are attached here (MP4 is in the markup): through hls.js where the browser has Media
  // Source Extensions (source.ts says why), imported only then so that MP4 pages never download it,
  // else natively.
  useEffect(() => {
    const video = ref.current;
    if (!video || !hls) return;
    let cancelled = false;
    let player: HlsType | undefined;
    const can = browserCapabilities(video);
    const mode = choosePlayback(src, can);
    if (mode === 'native') {
      video.src = src;
    } else if (mode === 'unsupported') {
      setStatus('error');
    } else {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (can.nativeHls) video.src = src;
            else setStatus('error');
            return;
          }
          // No worker: the CSP allows no blob: workers, and these streams are small.
          player = new Hls({ enableWorker: false });
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setStatus('error');
          });
          player.loadSource(src);
          player.attachMedia(video);
        })
        .catch(() => setStatus('error'));
    }
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [src, hls]);

  // Resume once the length is known (the metadata may have arrived before hydration).
  useEffect(() => {
    const video = ref.current;
    if (!video || startAt <= 0) return;
    let done = false;
    const apply = () => {
      if (done || !Number.isFinite(video.duration)) return;
      done = true;
      if (startAt < video.duration - 0.5) {
        video.currentTime = startAt;
        setResumedAt(startAt);
      }
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) apply();
    video.addEventListener('loadedmetadata', apply);
    return () => video.removeEventListener('loadedmetadata', apply);
  }, [src, startAt]);

  useEffect(() => {
    if (resumedAt === null) return;
    const timer = setTimeout(() => setResumedAt(null), RESUME_NOTE_MS);
    return () => clearTimeout(timer);
  }, [resumedAt]);

  const play = () => {
    const video = ref.current;
    if (!video) return;
    setStatus('loading');
    video.play().catch(() => setStatus(video.error ? 'error' : 'paused'));
  };

  const restart = () => {
    const video = ref.current;
    if (!video) return;
    video.currentTime = 0;
    setResumedAt(null);
  };

  return (
    <div className={styles.player}>
      <video
        ref={ref}
        className={styles.video}
        src={hls ? undefined : src}
        poster={poster}
        // The browser's controls from the first play on; before it, our one play button over the whole poster
        // (a phone's native overlay would otherwise show a second one under it).
        controls={status !== 'idle'}
        playsInline
        preload="metadata"
        aria-label={title}
        onPlay={() => setStatus('playing')}
        onPlaying={() => setWaiting(false)}
        onWaiting={() => setWaiting(true)}
        onPause={() => setStatus((s) => (s === 'error' ? s : 'paused'))}
        onError={() => setStatus('error')}
      />
      {status === 'idle' ? (
        <button type="button" className={styles.bigPlay} onClick={play} aria-label="播放视频">
          <span className={styles.bigPlayMark} aria-hidden="true">
            ▶
          </span>
        </button>
      ) : null}
      {(status === 'loading' || waiting) && status !== 'error' ? (
        <div className={styles.spinner} role="status">
          <span className={styles.spinnerDot} aria-hidden="true" />
          加载中…
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>视频加载失败，请检查网络后刷新重试。</p>
          <button type="button" onClick={() => window.location.reload()}>
            刷新页面
          </button>
        </div>
      ) : null}
      {note && status !== 'error' ? (
        <p className={styles.note} role="status">
          {NOTES[note]}
        </p>
      ) : null}
      {resumedAt !== null && status !== 'error' && !note ? (
        <p className={styles.resumed} role="status">
          已从上次观看的 {formatClock(resumedAt)} 处继续
          <button type="button" onClick={restart}>
            从头播放
          </button>
        </p>
      ) : null}
    </div>
  );
}
