import { describe, expect, it } from 'vitest';
import { choosePlayback, isHlsSource } from './source';

describe('isHlsSource', () => {
  it('knows an HLS playlist by its path', () => {
    expect(isHlsSource('/media/live-1.m3u8')).toBe(true);
    expect(isHlsSource('https://cdn.example.com/a/B.M3U8?token=1#t=3')).toBe(true);
    expect(isHlsSource('/media/demo-1.mp4')).toBe(false);
    expect(isHlsSource('/media/demo.mp4?format=.m3u8')).toBe(false);
  });
});

describe('choosePlayback', () => {
  it('plays MP4 natively whatever the browser', () => {
    expect(choosePlayback('/media/demo-1.mp4', { nativeHls: false, mediaSource: false })).toBe('native');
  });
  it('plays HLS through hls.js where Media Source Extensions exist, else natively, else not at all', () => {
    // Chromium 14x has native HLS too, but stalls before the end of a lesson-length stream.
    expect(choosePlayback('/media/live-1.m3u8', { nativeHls: true, mediaSource: true })).toBe('hls.js');
    expect(choosePlayback('/media/live-1.m3u8', { nativeHls: false, mediaSource: true })).toBe('hls.js');
    expect(choosePlayback('/media/live-1.m3u8', { nativeHls: true, mediaSource: false })).toBe('native');
    expect(choosePlayback('/media/live-1.m3u8', { nativeHls: false, mediaSource: false })).toBe('unsupported');
  });
});
