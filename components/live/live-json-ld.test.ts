import { describe, expect, it } from 'vitest';
import type { ApiLiveDetail } from '@/contract/wire/live';
import { liveEventJsonLd, liveVideoJsonLd } from './live-json-ld';

const start = Date.UTC(2025, 2, 1, 11, 30) / 1000;
const live: ApiLiveDetail = {
  id: 9, title: '脑卒中识别与溶栓时间窗', cover: '/images/live/1.svg', speaker: '王医生', speakerTitle: '主任医师',
  summary: '讲解卒中急救', intro: '<p>x</p>', status: 'ended', startAt: start, endAt: start + 5400, now: start + 9000,
  viewers: 10, playSrc: '/media/demo-1.mp4', chapters: [{ title: '开场', offsetSeconds: 0 }, { title: '要点', offsetSeconds: 300 }],
  tags: [], bookings: 0, booked: false, related: [],
};

describe('liveEventJsonLd', () => {
  it('is an online Event with China-time dates', () => {
    const ld = liveEventJsonLd(live, 'https://a.example') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2025-03-01T19:30:00+08:00',
      endDate: '2025-03-01T21:00:00+08:00',
      location: { '@type': 'VirtualLocation', url: 'https://a.example/live/9' },
    });
  });
});

describe('liveVideoJsonLd', () => {
  it('describes the replay with its chapters as clips', () => {
    const ld = liveVideoJsonLd(live, 'https://a.example') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: 'https://a.example/media/demo-1.mp4',
      duration: 'PT1H30M',
      uploadDate: '2025-03-01T21:00:00+08:00',
      hasPart: [
        { '@type': 'Clip', name: '开场', startOffset: 0, endOffset: 300, url: 'https://a.example/live/9?t=0' },
        { '@type': 'Clip', name: '要点', startOffset: 300, endOffset: 5400 },
      ],
    });
  });

  it('marks a live stream as a live BroadcastEvent and says nothing before the start', () => {
    const onAir = liveVideoJsonLd({ ...live, status: 'live', playSrc: '/media/live-1.m3u8', chapters: [] }, 'https://a.example');
    expect(onAir).toMatchObject({ publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true } });
    expect(liveVideoJsonLd({ ...live, status: 'upcoming', playSrc: null }, 'https://a.example')).toBeNull();
  });
});
