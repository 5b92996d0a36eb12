import { describe, expect, it } from 'vitest';
import { choosePlayback, isHlsSource } from './source';

describe('isHlsSource', () => {
  it.each(['/media/live-1.m3u8', 'https://cdn.example.com/a/B.M3U8?token=1#t=3'])('knows the HLS playlist %s by its path', (src) => {
    expect(isHlsSource(src)).toBe(true);
  });

  it.each(['/media/demo-1.mp4', '/media/demo.mp4?format=.m3u8'])('knows %s is not one', (src) => {
    expect(isHlsSource(src)).toBe(false);
  });
});

describe('choosePlayback', () => {
  it('plays MP4 natively whatever the browser', () => {
    expect(choosePlayback('/media/demo-1.mp4', { nativeHls: false, mediaSource: false })).toBe('native');
  });

  // Chromium 14x has native HLS too, but stalls before the end of a lesson-length stream.
  it.each([
    { nativeHls: true, mediaSource: true, mode: 'hls.js' },
    { nativeHls: false, mediaSource: true, mode: 'hls.js' },
    { nativeHls: true, mediaSource: false, mode: 'native' },
    { nativeHls: false, mediaSource: false, mode: 'unsupported' },
  ])(
    'plays HLS through hls.js where Media Source Extensions exist, else natively, else not at all: $mode',
    ({ mode, ...can }) => {
      expect(choosePlayback('/media/live-1.m3u8', can)).toBe(mode);
    },
  );
});
