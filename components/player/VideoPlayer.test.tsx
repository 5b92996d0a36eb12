// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beat, WatchSink } from './watch-clock';
import { VideoPlayer } from './VideoPlayer';

const hlsInstances: { loadSource: ReturnType<typeof vi.fn>; attachMedia: ReturnType<typeof vi.fn> }[] = [];

vi.mock('hls.js', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    on = vi.fn();
    destroy = vi.fn();
    constructor() {
      hlsInstances.push(this);
    }
  }
  return { default: FakeHls };
});

function stubMedia(canPlayHls: string) {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? (canPlayHls as CanPlayTypeResult) : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
}

/** Pretends the metadata of a video of this length has arrived. */
function loadMetadata(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent(video, new Event('loadedmetadata'));
}

const videoElement = () => screen.getByLabelText('第1讲') as HTMLVideoElement;

describe('VideoPlayer', () => {
  beforeEach(() => {
    hlsInstances.length = 0;
    (window as unknown as { MediaSource: unknown }).MediaSource = class {};
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('plays MP4 from the markup and never loads hls.js', async () => {
    stubMedia('');
    render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" />);
    expect(videoElement().getAttribute('src')).toBe('/media/demo-1.mp4');
    await act(async () => {});
    expect(hlsInstances).toHaveLength(0);
    expect(screen.getByRole('button', { name: '播放视频' })).toBeTruthy();
  });

  it('plays HLS natively where the browser has no Media Source Extensions', async () => {
    stubMedia('maybe');
    delete (window as unknown as { MediaSource?: unknown }).MediaSource;
    render(<VideoPlayer src="/media/live-1.m3u8" title="第1讲" />);
    await act(async () => {});
    expect(videoElement().src).toMatch(/\/media\/live-1\.m3u8$/);
    expect(hlsInstances).toHaveLength(0);
  });

  it('loads hls.js for HLS where Media Source Extensions exist, even next to native HLS', async () => {
    stubMedia('maybe');
    render(<VideoPlayer src="/media/live-1.m3u8" title="第1讲" />);
    await vi.waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0].loadSource).toHaveBeenCalledWith('/media/live-1.m3u8');
    expect(hlsInstances[0].attachMedia).toHaveBeenCalledWith(videoElement());
  });

  it('resumes at the saved position and offers to start over', async () => {
    stubMedia('');
    render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" startAt={4} />);
    const video = videoElement();
    act(() => loadMetadata(video, 6));
    expect(video.currentTime).toBe(4);
    expect(screen.getByRole('status').textContent).toContain('0:04');
    fireEvent.click(screen.getByRole('button', { name: '从头播放' }));
    expect(video.currentTime).toBe(0);
  });

  it('does not resume at the very end', () => {
    stubMedia('');
    render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" startAt={5.8} />);
    const video = videoElement();
    act(() => loadMetadata(video, 6));
    expect(video.currentTime).toBe(0);
  });

  /** A sink that records what it was sent; the server answers with this furthest point, not finished. */
  function recordingSink(furthest: number) {
    const calls: { start: number; beats: Beat[]; beacons: Beat[] } = { start: 0, beats: [], beacons: [] };
    const sink: WatchSink = {
      start: async () => {
        calls.start += 1;
        return { furthest, finished: false };
      },
      beat: async (b) => {
        calls.beats.push(b);
        return { furthest, finished: false };
      },
      beacon: (b) => calls.beacons.push(b),
    };
    return { sink, calls };
  }

  it('starts a playing session on play, beats on pause, and leaves with a beacon that stops the clock', async () => {
    stubMedia('');
    const { sink, calls } = recordingSink(0);
    const { unmount } = render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" watch={{ sink, furthest: 0, finished: false }} />);
    const video = videoElement();
    act(() => loadMetadata(video, 6));
    await act(async () => fireEvent(video, new Event('play')));
    expect(calls.start).toBe(1);
    video.currentTime = 2.5;
    fireEvent(video, new Event('pause'));
    expect(calls.beats).toEqual([{ position: 2.5, playing: false }]);
    await act(async () => fireEvent(video, new Event('play')));
    expect(calls.start).toBe(1);
    expect(calls.beats.at(-1)).toEqual({ position: 2.5, playing: true });
    video.currentTime = 2.75;
    unmount();
    expect(calls.beacons).toEqual([{ position: 2.75, playing: false }]);
  });

  it('takes back a seek past the furthest point on the first viewing, and lets a finished lesson seek freely', async () => {
    stubMedia('');
    const { sink } = recordingSink(3);
    const first = render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" watch={{ sink, furthest: 3, finished: false }} />);
    let video = videoElement();
    act(() => loadMetadata(video, 60));
    video.currentTime = 2;
    fireEvent(video, new Event('seeking'));
    expect(video.currentTime).toBe(2);
    video.currentTime = 50;
    act(() => fireEvent(video, new Event('seeking')));
    expect(video.currentTime).toBe(3);
    expect(screen.getByRole('status').textContent).toContain('首次学习不能快进');
    first.unmount();

    render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" watch={{ sink, furthest: 60, finished: true }} />);
    video = videoElement();
    act(() => loadMetadata(video, 60));
    video.currentTime = 50;
    fireEvent(video, new Event('seeking'));
    expect(video.currentTime).toBe(50);
  });

  it('plays no faster than the server credits', () => {
    stubMedia('');
    const { sink } = recordingSink(0);
    render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" watch={{ sink, furthest: 0, finished: false }} />);
    const video = videoElement();
    video.playbackRate = 3;
    fireEvent(video, new Event('ratechange'));
    expect(video.playbackRate).toBe(2);
  });

  it('reports nothing without a sink (guests)', () => {
    stubMedia('');
    const beacon = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const { unmount } = render(<VideoPlayer src="/media/demo-1.mp4" title="第1讲" />);
    act(() => loadMetadata(videoElement(), 6));
    unmount();
    expect(beacon).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
