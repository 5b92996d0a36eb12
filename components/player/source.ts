// How the player plays a source: MP4 (and anything not HLS) natively; HLS through hls.js on Media
// Source Extensions (or Managed Media Source, iOS 17.1+) wherever they exist, loaded only then, and
// natively only where they do not (older iPhones). Chromium's own HLS (version 14x on) stalls in the
// last second of a lesson-length stream, so a lesson never reached its end and never counted as
// finished; hls.js plays the same streams to the end.

export type PlaybackMode = 'native' | 'hls.js' | 'unsupported';

/** An HLS playlist, judged by its path (a query string or fragment does not count). */
export function isHlsSource(src: string): boolean {
  return /\.m3u8$/i.test(src.split(/[?#]/)[0]);
}

export function choosePlayback(src: string, can: { nativeHls: boolean; mediaSource: boolean }): PlaybackMode {
  if (!isHlsSource(src)) return 'native';
  if (can.mediaSource) return 'hls.js';
  return can.nativeHls ? 'native' : 'unsupported';
}

/** What this browser can do, asked of a video element. */
export function browserCapabilities(video: HTMLVideoElement): { nativeHls: boolean; mediaSource: boolean } {
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mediaSource: typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window),
  };
}
