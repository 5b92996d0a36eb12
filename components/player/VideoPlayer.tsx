// The site's video player: the browser's own <video> with its controls (keyboard and screen readers
// included), MP4 as is and HLS natively or through hls.js (loaded only when needed), a resume to a saved
// position, and progress reports to a sink (none for guests). Also usable for live streams and replays.
// Give it a `key` per video: a new lesson is a new player, so the old one reports where it stopped.
import type HlsType from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { formatClock } from '@/components/course/format';
import { browserCapabilities, choosePlayback, isHlsSource } from './source';
import { createProgressSaver, type ProgressSink } from './progress-saver';
import styles from './player.module.css';

type Props = {
  src: string;
  /** Shown before playback starts; sized 16:9 like the player. */
  poster?: string;
  /** Accessible name of the player, e.g. the lesson's title. */
  title: string;
  /** Seconds to start at (a saved position); ignored when at or past the end. */
  startAt?: number;
  /** Where progress goes; absent: nothing is reported. */
  progress?: ProgressSink;
};

type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** How long the "resumed at" note stays. */
const RESUME_NOTE_MS = 8000;

export function VideoPlayer({ src, poster, title, startAt = 0, progress }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [waiting, setWaiting] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const hls = isHlsSource(src);

  // Progress: every 10 s of playback, on pause, after a seek, at the end, and when the page is left.
  // Declared first so that on unmount it reports before anything else touches the element.
  useEffect(() => {
    const video = ref.current;
    if (!video || !progress) return;
    const saver = createProgressSaver(progress, { startAt });
    const on = {
      timeupdate: () => {
        if (!video.paused && !video.seeking) saver.tick(video.currentTime, video.duration);
      },
      pause: () => {
        if (!video.ended) saver.pause(video.currentTime, video.duration);
      },
      seeked: () => saver.seeked(video.currentTime, video.duration),
      ended: () => saver.ended(video.duration),
    };
    const leave = () => saver.leave(video.currentTime, video.duration);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
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
  }, [progress, startAt]);

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
        // The browser's controls from the first play on; before it, our one large play button (a phone's
        // native overlay would otherwise show a second one under it).
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
          <span aria-hidden="true">▶</span>
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
      {resumedAt !== null && status !== 'error' ? (
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
