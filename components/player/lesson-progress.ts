// The watch-time sink of a course lesson: video/play/:id starts the learner's playing session and hands
// back its token, video/progress/:id carries the heartbeats (through the shared client while the page
// lives, as a beacon when it goes away: a normal request may be cancelled by the unload). Every answer
// read is also handed to onSaved: the server's word on the lesson, which the page shows as it comes.
import type { ApiVideoPlay, ApiVideoProgress, ApiVideoProgressSaved } from '@/contract/wire/course';
import { Code } from '@/contract/codes';
import { API_PREFIX, ApiCodeError, getBrowserApiClient } from '@/lib/http';
import type { Beat, BeatResult, WatchSink } from './watch-clock';

const toState = (saved: ApiVideoProgressSaved) => ({ furthest: saved.watched, finished: saved.finished });

const toProgress = ({ position, watched, duration, credited, finished }: ApiVideoProgress): ApiVideoProgress => ({
  position, watched, duration, credited, finished,
});

export function createLessonWatchSink(videoId: number, onSaved?: (progress: ApiVideoProgress) => void): WatchSink {
  let token: string | null = null;
  // A heartbeat right after the first play waits for the session it belongs to.
  let starting: Promise<unknown> = Promise.resolve();
  const form = (beat: Beat): Record<string, string> => ({
    token: token ?? '', position: beat.position.toFixed(3), playing: beat.playing ? '1' : '0',
  });
  // Background calls: a failure must not interrupt the lesson with a toast or a redirect.
  const call = async <T,>(path: string, body: Record<string, string> = {}) => getBrowserApiClient().call<T>(path, body, { silent: true });
  const answer = async (request: () => Promise<ApiVideoProgressSaved>): Promise<BeatResult> => {
    let saved: ApiVideoProgressSaved;
    try {
      saved = await request();
    } catch (error) {
      if (error instanceof ApiCodeError && error.code === Code.Conflict) {
        token = null;
        return 'superseded';
      }
      return null;
    }
    onSaved?.(toProgress(saved));
    return toState(saved);
  };
  return {
    start() {
      const started = answer(async () => {
        const play = await call<ApiVideoPlay>(`video/play/${videoId}`);
        token = play.token;
        return play;
      });
      starting = started;
      return started;
    },
    async beat(beat) {
      await starting;
      return token ? answer(() => call<ApiVideoProgressSaved>(`video/progress/${videoId}`, form(beat))) : null;
    },
    beacon(beat) {
      if (!token) return;
      const body = new URLSearchParams(form(beat));
      const url = `${API_PREFIX}video/progress/${videoId}`;
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
      void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
    },
  };
}
