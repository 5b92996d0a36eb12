// What one heartbeat of a playing session earns (issue 11; docs/product.md "Watch time"), free of the
// database so the rule is plain to read and test. Nothing the client says is believed beyond what the
// server's clock allows: the time since the session's last heartbeat (capped), and a furthest point
// that can move at most MAX_PLAYBACK_RATE times as fast as that time.
import { CREDIT_CAP_SECONDS, coversLesson, MAX_PLAYBACK_RATE, SEEK_SLACK_SECONDS } from '@/contract/watch';

export type SessionState = {
  /** The last heartbeat (or the start) said the video was playing. */
  playing: boolean;
  beatAt: Date;
};

export type StoredProgress = {
  creditedMs: number;
  /** Furthest point, whole seconds. */
  furthest: number;
  finished: boolean;
};

export type Heartbeat = { position: number; playing: boolean; now: Date };

export type Credited = StoredProgress & {
  /** Where playback resumes: the reported position, or the furthest point allowed when it ran ahead of it. */
  position: number;
  earnedMs: number;
};

export function creditHeartbeat(session: SessionState, stored: StoredProgress, beat: Heartbeat, durationSeconds: number): Credited {
  const gapMs = Math.max(0, beat.now.getTime() - session.beatAt.getTime());
  // Only time after a "playing" report earns; a pause report stops the clock until playing is reported again.
  const earnedMs = session.playing ? Math.min(gapMs, CREDIT_CAP_SECONDS * 1000) : 0;
  const creditedMs = Math.min(stored.creditedMs + earnedMs, durationSeconds * 1000);
  const reported = Math.min(Math.max(0, beat.position), durationSeconds);
  // First viewing: the furthest point follows the time spent; a seek ahead of it is not taken.
  const reachable = stored.finished
    ? durationSeconds
    : Math.min(durationSeconds, stored.furthest + (earnedMs / 1000) * MAX_PLAYBACK_RATE + SEEK_SLACK_SECONDS);
  // Whole seconds down, as the resume point always was (a report at 4.6 s resumes at 4 s).
  const position = Math.floor(Math.min(reported, reachable));
  const furthest = Math.max(stored.furthest, position);
  const finished = stored.finished || coversLesson(creditedMs / 1000, furthest, durationSeconds);
  return { creditedMs, furthest, finished, position, earnedMs };
}
