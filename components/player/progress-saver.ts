// When the player reports a learner's position (not a product rule, ours): every 10 s of playback, on pause,
// shortly after a seek, at the end, and once more when the page is left (as a beacon, which the browser
// still sends while unloading). Reports that would not change what is stored are dropped.

export type ProgressReport = { position: number; duration: number; ended: boolean };

export type ProgressSink = {
  /** An ordinary request while the page lives. */
  send(report: ProgressReport): void;
  /** A request that survives the page going away (navigator.sendBeacon). */
  beacon(report: ProgressReport): void;
};

type Options = {
  /** Where playback started (the resumed position): not worth saving again. */
  startAt?: number;
  intervalMs?: number;
  seekDelayMs?: number;
  now?: () => number;
};

export const SAVE_INTERVAL_MS = 10_000;
const SEEK_DELAY_MS = 1_000;
/** Positions closer than this to the last saved one are not worth a request. */
const MIN_STEP_SECONDS = 0.5;

/** A report the server accepts: finite, 0 <= position <= duration, at most 3 decimals; null if none. */
export function toReport(position: number, duration: number, ended = false): ProgressReport | null {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return null;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const d = round(duration);
  return { position: Math.min(Math.max(0, round(position)), d), duration: d, ended };
}

export function createProgressSaver(sink: ProgressSink, options: Options = {}) {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? SAVE_INTERVAL_MS;
  const seekDelayMs = options.seekDelayMs ?? SEEK_DELAY_MS;
  let last = { position: options.startAt ?? 0, ended: false };
  let lastAt = now();
  let seekTimer: ReturnType<typeof setTimeout> | undefined;

  const clearSeek = () => {
    if (seekTimer !== undefined) clearTimeout(seekTimer);
    seekTimer = undefined;
  };

  function commit(report: ProgressReport | null, how: 'send' | 'beacon'): void {
    if (!report) return;
    // Same place: only news if it is the end, reported for the first time.
    if (Math.abs(report.position - last.position) < MIN_STEP_SECONDS && (!report.ended || last.ended)) return;
    last = { position: report.position, ended: report.ended };
    lastAt = now();
    sink[how](report);
  }

  return {
    /** timeupdate while playing. */
    tick(position: number, duration: number): void {
      if (now() - lastAt >= intervalMs) commit(toReport(position, duration), 'send');
    },
    pause(position: number, duration: number): void {
      clearSeek();
      commit(toReport(position, duration), 'send');
    },
    /** A seek settles after a moment: scrubbing through a video sends one report, not twenty. */
    seeked(position: number, duration: number): void {
      clearSeek();
      seekTimer = setTimeout(() => {
        seekTimer = undefined;
        commit(toReport(position, duration), 'send');
      }, seekDelayMs);
    },
    ended(duration: number): void {
      clearSeek();
      commit(toReport(duration, duration, true), 'send');
    },
    /** The page is going away (pagehide, hidden tab, another page of the site). */
    leave(position: number, duration: number): void {
      clearSeek();
      commit(toReport(position, duration), 'beacon');
    },
  };
}

export type ProgressSaver = ReturnType<typeof createProgressSaver>;
