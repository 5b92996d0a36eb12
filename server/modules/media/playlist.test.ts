import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { freshTestDb } from '@/tests/api/test-db';
import { courseVideos } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { DEMO_SEGMENTS } from './playlist';

/** Seconds of an MPEG-TS file's video as a player would play it: from the PTS of its frames. */
function tsVideoSeconds(file: Buffer): number {
  const pts: number[] = [];
  for (let at = 0; at + 188 <= file.length; at += 188) {
    if (file[at] !== 0x47) throw new Error(`lost MPEG-TS sync at byte ${at}`);
    const unitStart = (file[at + 1] & 0x40) !== 0;
    const control = (file[at + 3] >> 4) & 0x3;
    let p = at + 4;
    if (control & 0x2) p += 1 + file[p];
    if (!unitStart || !(control & 0x1)) continue;
    const isVideoPes = file[p] === 0 && file[p + 1] === 0 && file[p + 2] === 1 && (file[p + 3] & 0xf0) === 0xe0;
    if (!isVideoPes || !(file[p + 7] & 0x80)) continue;
    const b = file.subarray(p + 9, p + 14);
    pts.push((b[0] & 0x0e) * 2 ** 29 + b[1] * 2 ** 22 + (b[2] >> 1) * 2 ** 15 + b[3] * 2 ** 7 + (b[4] >> 1));
  }
  if (pts.length < 2) throw new Error('fewer than two video frames');
  pts.sort((a, b) => a - b);
  const span = pts.at(-1)! - pts[0];
  // The last frame is shown for one frame interval.
  return (span + span / (pts.length - 1)) / 90_000;
}

/** Where next.config.js sends a site path (its beforeFiles rewrites), as the running site would. */
async function rewrite(sitePath: string): Promise<string> {
  const config = createRequire(import.meta.url)(path.join(process.cwd(), 'next.config.js')) as {
    rewrites: () => Promise<{ beforeFiles: { source: string; destination: string }[] }>;
  };
  for (const { source, destination } of (await config.rewrites()).beforeFiles) {
    const names: string[] = [];
    const pattern = source.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+?)';
    });
    const m = new RegExp(`^${pattern}$`).exec(sitePath);
    if (m) return names.reduce((d, name, i) => d.replace(`:${name}`, m[i + 1]), destination);
  }
  return sitePath;
}

/** The media EXTINF lengths and URIs of a playlist, and whether every seam is a discontinuity. */
function parsePlaylist(text: string): { segments: { seconds: number; uri: string }[]; seams: number } {
  const lines = text.split('\n');
  const segments: { seconds: number; uri: string }[] = [];
  lines.forEach((line, i) => {
    const m = /^#EXTINF:([\d.]+),/.exec(line);
    if (m) segments.push({ seconds: Number(m[1]), uri: lines[i + 1] });
  });
  return { segments, seams: lines.filter((l) => l === '#EXT-X-DISCONTINUITY').length };
}

describe('media/length/:seconds', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const fetchSitePath = async (sitePath: string) => {
    const target = await rewrite(sitePath);
    expect(target, sitePath).toMatch(/^\/api\/med\//);
    return api.call(target.slice('/api/med/'.length), {}, { method: 'GET', origin: null });
  };

  it('ships demo segments exactly as long as the playlists say', () => {
    for (const seg of DEMO_SEGMENTS) {
      const seconds = tsVideoSeconds(readFileSync(path.join(process.cwd(), 'public', seg.uri)));
      expect(seconds, seg.uri).toBeCloseTo(seg.seconds, 3);
    }
  });

  it('plays every seeded lesson for exactly its listed length', async () => {
    const lessons = await t.db.select({ id: courseVideos.id, src: courseVideos.src, durationSeconds: courseVideos.durationSeconds }).from(courseVideos);
    expect(lessons.length).toBeGreaterThan(200);
    const measured = new Map(DEMO_SEGMENTS.map((s) => [s.uri, tsVideoSeconds(readFileSync(path.join(process.cwd(), 'public', s.uri)))]));
    for (const lesson of lessons) {
      const res = await fetchSitePath(lesson.src);
      expect(res.status, lesson.src).toBe(200);
      expect(res.headers['Content-Type']).toBe('application/vnd.apple.mpegurl');
      const { segments, seams } = parsePlaylist(res.body);
      // Each segment starts its clock at 0 again, so a player must be told at every seam.
      expect(seams).toBe(segments.length - 1);
      const listed = segments.reduce((sum, s) => sum + s.seconds, 0);
      const real = segments.reduce((sum, s) => sum + (measured.get(s.uri) ?? Number.NaN), 0);
      expect(listed, `lesson ${lesson.id}`).toBeCloseTo(lesson.durationSeconds, 3);
      expect(real, `lesson ${lesson.id}`).toBeCloseTo(lesson.durationSeconds, 3);
    }
  });

  it('answers 404 with a coded Chinese error for lengths it does not make', async () => {
    for (const bad of ['0', 'abc', '-5', '1.5', '007', '21601', '99999999999', '%E4%B8%AD']) {
      const res = await api.call(`media/length/${bad}`, {}, { method: 'GET', origin: null });
      expect(res.status, bad).toBe(404);
      expect(res.envelope, bad).toMatchObject({ code: Code.NotFound, codeMsg: '视频不存在' });
    }
  });

  it('does not answer POST', async () => {
    const res = await api.call('media/length/60', {}, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
