// media/length/:seconds (/media/length/<seconds>.m3u8, rewritten by next.config.js): the demo video of
// a given length, as an HLS playlist that repeats short committed segments (scripts/make-media.sh).
// Lessons are listed as 8-35 minutes long; a clip of a few seconds made the player, the progress saved
// and "finished" disagree with the course outline, and a real file per length would not fit in git.
// Each segment restarts its timestamps at 0, so every repetition is marked as a discontinuity (RFC 8216
// 4.3.2.3), which native HLS and hls.js both follow to build one continuous timeline.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { ApiError } from '@/server/http/api-error';
import { defineRoute, RawBody } from '@/server/http/route';

/** Length of the segment a playlist repeats. */
const LONG_SECONDS = 10;

/**
 * The committed segments: one of 10 s, repeated, and one each of 1-9 s for the rest. A single segment
 * for the rest, not a run of 1 s ones: Chromium's native HLS lost its place seeking through many short
 * discontinuous segments. Their real lengths are checked by playlist.test.ts.
 */
export const DEMO_SEGMENTS = Array.from({ length: LONG_SECONDS }, (_, i) => ({ uri: `/media/demo-${i + 1}s.ts`, seconds: i + 1 }));

/** Longer than any lesson or broadcast replay the site lists; anything beyond is not ours. */
export const MAX_DEMO_SECONDS = 6 * 3600;

/** The playable address of a demo video exactly `seconds` long. */
export function demoMediaSrc(seconds: number): string {
  return `/media/length/${seconds}.m3u8`;
}

/** The segments that add up to `seconds`: as many long ones as fit, then one for the rest. */
export function demoSegments(seconds: number): { uri: string; seconds: number }[] {
  const long = DEMO_SEGMENTS[LONG_SECONDS - 1];
  const rest = seconds % LONG_SECONDS;
  const out = Array.from({ length: Math.floor(seconds / LONG_SECONDS) }, () => long);
  return rest ? [...out, DEMO_SEGMENTS[rest - 1]] : out;
}

export function renderDemoPlaylist(seconds: number): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${LONG_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-DISCONTINUITY-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  demoSegments(seconds).forEach((seg, i) => {
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${seg.seconds.toFixed(3)},`, seg.uri);
  });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

const SECONDS = /^[1-9]\d{0,5}$/;

export const mediaDemoPlaylist = defineRoute({
  input: z.object({ seconds: z.string() }),
  methods: ['GET'],
  // The playlist depends on the address only.
  cacheControl: 'public, max-age=86400',
  handler: async ({ seconds }) => {
    // A player asking for a playlist that is not there gets a real 404, not an envelope it cannot read.
    const n = SECONDS.test(seconds) ? Number(seconds) : 0;
    if (n < 1 || n > MAX_DEMO_SECONDS) throw new ApiError(Code.NotFound, '视频不存在', 404);
    return new RawBody(renderDemoPlaylist(n), 'application/vnd.apple.mpegurl');
  },
});
