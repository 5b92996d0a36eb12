import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSaver, toReport, type ProgressReport } from './progress-saver';

describe('toReport', () => {
  it('rounds to milliseconds and keeps the position within the video', () => {
    expect(toReport(4.123456, 6.0371)).toEqual({ position: 4.123, duration: 6.037, ended: false });
    expect(toReport(7, 6)).toEqual({ position: 6, duration: 6, ended: false });
    expect(toReport(-1, 6)?.position).toBe(0);
  });
  it('has nothing to report without a finite length (live streams, no metadata yet)', () => {
    expect(toReport(3, Number.NaN)).toBeNull();
    expect(toReport(3, Number.POSITIVE_INFINITY)).toBeNull();
    expect(toReport(3, 0)).toBeNull();
    expect(toReport(Number.NaN, 6)).toBeNull();
  });
});

describe('createProgressSaver', () => {
  let clock: number;
  let sent: ProgressReport[];
  let beacons: ProgressReport[];
  const make = (startAt = 0) =>
    createProgressSaver({ send: (r) => sent.push(r), beacon: (r) => beacons.push(r) }, { startAt, now: () => clock });

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1_000_000;
    sent = [];
    beacons = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves every 10 s of playback, not on every timeupdate', () => {
    const saver = make();
    for (let t = 0.25; t < 25; t += 0.25) {
      clock += 250;
      saver.tick(t, 600);
    }
    expect(sent.map((r) => Math.round(r.position))).toEqual([10, 20]);
  });

  it('saves on pause, and not twice for the same place', () => {
    const saver = make();
    saver.pause(42.2, 600);
    saver.pause(42.3, 600);
    expect(sent).toEqual([{ position: 42.2, duration: 600, ended: false }]);
  });

  it('saves once a seek settles, however many seeks came before', () => {
    const saver = make();
    saver.seeked(100, 600);
    vi.advanceTimersByTime(300);
    saver.seeked(200, 600);
    vi.advanceTimersByTime(300);
    saver.seeked(300, 600);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([{ position: 300, duration: 600, ended: false }]);
  });

  it('does not save the resumed position it started at', () => {
    const saver = make(120);
    saver.seeked(120, 600);
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([]);
  });

  it('reports the end once, and a leave at the end adds nothing', () => {
    const saver = make();
    saver.pause(600, 600);
    saver.ended(600);
    saver.leave(600, 600);
    expect(sent).toEqual([
      { position: 600, duration: 600, ended: false },
      { position: 600, duration: 600, ended: true },
    ]);
    expect(beacons).toEqual([]);
  });

  it('sends a beacon on leaving, and drops a pending seek save', () => {
    const saver = make();
    saver.seeked(30, 600);
    saver.leave(31, 600);
    vi.advanceTimersByTime(5000);
    expect(beacons).toEqual([{ position: 31, duration: 600, ended: false }]);
    expect(sent).toEqual([]);
  });

  it('reports nothing for a live stream without a length', () => {
    const saver = make();
    saver.pause(30, Number.POSITIVE_INFINITY);
    saver.leave(30, Number.POSITIVE_INFINITY);
    expect([...sent, ...beacons]).toEqual([]);
  });
});
