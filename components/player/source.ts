// How the player plays a source: MP4 (and anything not HLS) natively; HLS natively where the browser
// can (Safari, iOS, recent Chromium), else through hls.js on Media Source Extensions, loaded only then.

export type PlaybackMode = 'native' | 'hls.js' | 'unsupported';

/** An HLS playlist, judged by its path (a query string or fragment does not count). */
export function isHlsSource(src: string): boolean {
  return /\.m3u8$/i.test(src.split(/[?#]/)[0]);
}

export function choosePlayback(src: string, can: { nativeHls: boolean; mediaSource: boolean }): PlaybackMode {
  if (!isHlsSource(src) || can.nativeHls) return 'native';
  return can.mediaSource ? 'hls.js' : 'unsupported';
}

/** What this browser can do, asked of a video element. */
export function browserCapabilities(video: HTMLVideoElement): { nativeHls: boolean; mediaSource: boolean } {
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mediaSource: typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window),
  };
}
