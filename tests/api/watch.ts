// Watching a lesson as the player does it, for API tests: start the playing session, then a heartbeat
// every HEARTBEAT_SECONDS of (faked) wall-clock time. Only Date is faked, so the database and the
// dispatcher run as usual while the server's clock moves as far as the test says.
import { vi } from 'vitest';
import { CREDIT_CAP_SECONDS } from '@/contract/watch';
import type { ApiVideoPlay, ApiVideoProgressSaved } from '@/contract/wire/course';
import type { ApiCaller } from './call-api';

/** Runs fn with Date faked from now on; the clock moves only by advanceClock. */
export async function withFakeClock<T>(fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

export const advanceClock = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

export async function startPlaying(api: ApiCaller, cookie: string, videoId: number): Promise<ApiVideoPlay> {
  const res = await api.call<ApiVideoPlay>(`video/play/${videoId}`, {}, { cookie });
  if (res.envelope.code !== 0) throw new Error(`video/play/${videoId}: ${res.envelope.code} ${res.envelope.codeMsg}`);
  return res.envelope.data;
}

export const heartbeat = (api: ApiCaller, cookie: string, videoId: number, form: { token: string; position: number; playing?: boolean }) =>
  api.call<ApiVideoProgressSaved>(
    `video/progress/${videoId}`,
    { token: form.token, position: form.position.toFixed(3), playing: form.playing === false ? '0' : '1' },
    { cookie },
  );

/**
 * Plays a lesson of this length from the start at normal speed to its end (Date must be faked:
 * withFakeClock), a heartbeat every CREDIT_CAP_SECONDS (the longest gap that still earns in full, so
 * the fewest requests); answers the last heartbeat.
 */
export async function watchWholeLesson(api: ApiCaller, cookie: string, videoId: number, durationSeconds: number): Promise<ApiVideoProgressSaved> {
  const { token } = await startPlaying(api, cookie, videoId);
  let position = 0;
  let last: ApiVideoProgressSaved | null = null;
  while (position < durationSeconds) {
    const step = Math.min(CREDIT_CAP_SECONDS, durationSeconds - position);
    advanceClock(step);
    position += step;
    const res = await heartbeat(api, cookie, videoId, { token, position, playing: position < durationSeconds });
    if (res.envelope.code !== 0) throw new Error(`video/progress/${videoId}: ${res.envelope.code} ${res.envelope.codeMsg}`);
    last = res.envelope.data;
  }
  return last!;
}
