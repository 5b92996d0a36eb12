// schema.org JSON-LD of a class page: a Course with its CourseInstance (held on site, with its dates,
// place, offer and schedule) and an Event per session (offline attendance, with its place and offer),
// times with +08:00. The organizer is the site's Organization node, referred to by @id.
import { isoDuration, toChinaIso } from '@/contract/time';
import { organizationRef } from '@/lib/json-ld';
import type { ApiTrainingDetail } from '@/contract/wire/training';

/** "王建国 主任医师" -> a Person with a job title. */
function person(teacher: string): object {
  const [name, ...title] = teacher.split(/\s+/);
  return { '@type': 'Person', name, ...(title.length ? { jobTitle: title.join(' ') } : {}) };
}

const absolute = (siteUrl: string, src: string) => (/^https?:/.test(src) ? src : `${siteUrl}${src}`);

function place(t: ApiTrainingDetail): object {
  return {
    '@type': 'Place',
    name: t.base?.name ?? t.location,
    address: {
      '@type': 'PostalAddress',
      streetAddress: t.base?.address ?? t.location,
      addressLocality: t.region.name,
      addressRegion: '河南省',
      addressCountry: 'CN',
    },
    ...(t.base ? { geo: { '@type': 'GeoCoordinates', latitude: t.base.lat, longitude: t.base.lng } } : {}),
  };
}

function availability(t: ApiTrainingDetail): string {
  if (t.canSignup) return 'https://schema.org/InStock';
  return t.seatsLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/Discontinued';
}

function offerOf(t: ApiTrainingDetail, url: string): object {
  return {
    '@type': 'Offer',
    category: t.fee > 0 ? 'Paid' : 'Free',
    price: t.fee,
    priceCurrency: 'CNY',
    availability: availability(t),
    validThrough: toChinaIso(t.signupEndAt),
    url,
  };
}

/** The one value every item has, or null when they differ (or there are none). */
function same(values: number[]): number | null {
  return values.length && values.every((v) => v === values[0]) ? values[0] : null;
}

/**
 * How the sessions repeat, where they do: every session as long as the others gives `duration`, starts
 * evenly apart (a session each morning) give `repeatFrequency`. A one-session class repeats nothing.
 */
export function scheduleRhythm(sessions: Pick<ApiTrainingDetail['sessions'][number], 'startAt' | 'endAt'>[]): { duration?: string; repeatFrequency?: string } {
  const sorted = [...sessions].sort((a, b) => a.startAt - b.startAt);
  const length = same(sorted.map((s) => s.endAt - s.startAt));
  const gap = sorted.length > 1 ? same(sorted.slice(1).map((s, i) => s.startAt - sorted[i].startAt)) : null;
  const every = (seconds: number) => (seconds % 86400 === 0 ? `P${seconds / 86400}D` : isoDuration(seconds));
  return {
    ...(length !== null && length > 0 ? { duration: isoDuration(length) } : {}),
    ...(gap !== null && gap > 0 ? { repeatFrequency: every(gap) } : {}),
  };
}

export function trainingCourseJsonLd(t: ApiTrainingDetail, siteUrl: string): object {
  const url = `${siteUrl}/training/${t.id}`;
  const organizer = organizationRef(siteUrl);
  const offer = offerOf(t, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: t.title,
    description: t.summary,
    url,
    image: [absolute(siteUrl, t.cover)],
    provider: organizer,
    inLanguage: 'zh-CN',
    audience: { '@type': 'EducationalAudience', audienceType: t.audience },
    ...(t.credit ? { educationalCredentialAwarded: t.credit } : {}),
    offers: [offer],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        name: t.title,
        courseMode: 'Onsite',
        startDate: toChinaIso(t.startAt),
        endDate: toChinaIso(t.endAt),
        location: place(t),
        organizer,
        offers: offer,
        maximumAttendeeCapacity: t.seatsTotal,
        remainingAttendeeCapacity: t.seatsLeft,
        courseSchedule: {
          '@type': 'Schedule',
          startDate: toChinaIso(t.startAt).slice(0, 10),
          endDate: toChinaIso(t.endAt).slice(0, 10),
          repeatCount: t.sessions.length,
          scheduleTimezone: 'Asia/Shanghai',
          ...scheduleRhythm(t.sessions),
        },
        ...(t.sessions.length ? { instructor: [...new Set(t.sessions.map((s) => s.teacher))].map(person) } : {}),
      },
    ],
  };
}

/** One Event per session, each part of the class. */
export function trainingSessionsJsonLd(t: ApiTrainingDetail, siteUrl: string): object[] {
  const url = `${siteUrl}/training/${t.id}`;
  return t.sessions.map((s) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${t.title}：${s.title}`,
    startDate: toChinaIso(s.startAt),
    endDate: toChinaIso(s.endAt),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { ...place(t), name: s.location },
    organizer: organizationRef(siteUrl),
    offers: offerOf(t, url),
    performer: person(s.teacher),
    image: [absolute(siteUrl, t.cover)],
    description: `${t.title}课程：${s.title}（${s.teacher}）`,
    url,
    superEvent: { '@type': 'EducationEvent', name: t.title, url },
  }));
}
