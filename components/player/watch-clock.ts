// The player's side of server-credited watch time (issue 11; docs/product.md "Watch time"). The first
// play starts the learner's playing session (video/play); from then on a heartbeat goes out every
// HEARTBEAT_SECONDS while playing, on pause, at the end and when the page goes away (a beacon). The
// server decides what counts; the clock keeps the furthest point it knows so the player can refuse a
// seek past it on the first viewing (the server would not move the furthest point there either).
import { HEARTBEAT_SECONDS, SEEK_SLACK_SECONDS } from '@/contract/watch';

export type Beat = { position: number; playing: boolean };

/** What the server answered: the furthest point it accepted and whether the lesson is finished. */
export type WatchState = { furthest: number; finished: boolean };

/** superseded: another tab or device started playing (this one no longer earns); null: no answer. */
export type BeatResult = WatchState | 'superseded' | null;

export type WatchSink = {
  /** Starts (or restarts, after being superseded) the playing session. */
  start(): Promise<BeatResult>;
  beat(beat: Beat): Promise<BeatResult>;
  /** A heartbeat that survives the page going away (navigator.sendBeacon); its answer is not read. */
  beacon(beat: Beat): void;
};

type Options = WatchState & {
  onSuperseded?: () => void;
  onChange?: (state: WatchState) => void;
  now?: () => number;
};

/**
 * Positions further than this from the last one seen while playing are a jump (a seek), not playback:
 * timeupdate comes about four times a second, at 2x that is half a second of media.
 */
const PLAYBACK_STEP_SECONDS = 1.5;

const round = (n: number) => Math.round(n * 1000) / 1000;

export function createWatchClock(sink: WatchSink, options: Options) {
  const now = options.now ?? Date.now;
  let state: WatchState = { furthest: options.furthest, finished: options.finished };
  let started = false;
  let lastBeatAt = 0;
  let lastSeen: number | null = null;

  const set = (next: WatchState) => {
    if (next.furthest === state.furthest && next.finished === state.finished) return;
    state = next;
    options.onChange?.(state);
  };

  const apply = (result: BeatResult) => {
    if (result === 'superseded') {
      started = false;
      options.onSuperseded?.();
    } else if (result) {
      set({ furthest: Math.max(state.furthest, result.furthest), finished: state.finished || result.finished });
    }
  };

  const send = (position: number, playing: boolean) => {
    if (!started || !Number.isFinite(position)) return;
    lastBeatAt = now();
    void sink.beat({ position: round(Math.max(0, position)), playing }).then(apply, () => undefined);
  };

  return {
    get state(): WatchState {
      return state;
    },
    /** The video started or resumed playing. */
    play(position: number): void {
      lastSeen = position;
      if (started) {
        send(position, true);
        return;
      }
      started = true;
      lastBeatAt = now();
      void sink.start().then(apply, () => {
        started = false;
      });
    },
    /** timeupdate while playing (not seeking). */
    tick(position: number): void {
      // Continuous playback moves the known furthest point; a jump does not (it is a seek).
      if (lastSeen !== null && position > lastSeen && position - lastSeen <= PLAYBACK_STEP_SECONDS && position > state.furthest) {
        set({ ...state, furthest: position });
      }
      lastSeen = position;
      if (now() - lastBeatAt >= HEARTBEAT_SECONDS * 1000) send(position, true);
    },
    pause(position: number): void {
      send(position, false);
    },
    ended(duration: number): void {
      send(duration, false);
    },
    /** The page is going away or hidden: the last word, as a beacon. */
    leave(position: number, playing: boolean): void {
      if (!started || !Number.isFinite(position)) return;
      sink.beacon({ position: round(Math.max(0, position)), playing });
    },
    /** Where a seek to target may land: anywhere once finished, else no further than the furthest point. */
    seekLimit(target: number): number {
      if (state.finished) return target;
      return target <= state.furthest + SEEK_SLACK_SECONDS / 2 ? target : state.furthest;
    },
    /** A seek landed: playback goes on from here, which is not a move of the furthest point. */
    seeked(position: number): void {
      lastSeen = position;
    },
  };
}

export type WatchClock = ReturnType<typeof createWatchClock>;
