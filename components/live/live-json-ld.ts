// schema.org JSON-LD of a broadcast page: an Event (online attendance), and a VideoObject for what can
// be watched (the live stream as a BroadcastEvent, or the replay with its chapters as Clips, which
// search engines show as "key moments"). Times carry the +08:00 offset.
import { isoDuration, toChinaIso } from '@/contract/time';
import { organizationRef } from '@/lib/json-ld';
import type { ApiLiveDetail } from '@/contract/wire/live';

const absolute = (siteUrl: string, src: string) => (/^https?:/.test(src) ? src : `${siteUrl}${src}`);

export function liveEventJsonLd(live: ApiLiveDetail, siteUrl: string): object {
  const url = `${siteUrl}/live/${live.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: live.title,
    description: live.summary,
    image: [absolute(siteUrl, live.cover)],
    url,
    startDate: toChinaIso(live.startAt),
    endDate: toChinaIso(live.endAt),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    // schema.org has no "completed" status: a broadcast that took place as planned stays scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url },
    organizer: organizationRef(siteUrl),
    performer: { '@type': 'Person', name: live.speaker, jobTitle: live.speakerTitle },
    isAccessibleForFree: true,
    inLanguage: 'zh-CN',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'CNY', availability: 'https://schema.org/InStock', url },
  };
}

/** The VideoObject of what plays on the page, or null while nothing does (upcoming, replay not out). */
export function liveVideoJsonLd(live: ApiLiveDetail, siteUrl: string): object | null {
  if (!live.playSrc || live.status === 'upcoming') return null;
  const url = `${siteUrl}/live/${live.id}`;
  const duration = live.endAt - live.startAt;
  const base = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    description: live.summary,
    thumbnailUrl: [absolute(siteUrl, live.cover)],
    contentUrl: absolute(siteUrl, live.playSrc),
    url,
    inLanguage: 'zh-CN',
  };
  if (live.status === 'live') {
    return {
      ...base,
      name: live.title,
      uploadDate: toChinaIso(live.startAt),
      publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate: toChinaIso(live.startAt), endDate: toChinaIso(live.endAt) },
    };
  }
  return {
    ...base,
    name: `${live.title}（回放）`,
    uploadDate: toChinaIso(live.endAt),
    duration: isoDuration(duration),
    hasPart: live.chapters.map((c, i) => ({
      '@type': 'Clip',
      name: c.title,
      startOffset: c.offsetSeconds,
      endOffset: live.chapters[i + 1]?.offsetSeconds ?? duration,
      url: `${url}?t=${c.offsetSeconds}`,
    })),
  };
}
