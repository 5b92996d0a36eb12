import { describe, expect, it } from 'vitest';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import { scheduleRhythm, trainingCourseJsonLd, trainingSessionsJsonLd } from './training-json-ld';

const START = Date.UTC(2025, 4, 10, 0, 30) / 1000;
const t: ApiTrainingDetail = {
  id: 7, title: '基层高血压规范化管理培训班', cover: '/images/covers/training-2.svg', summary: '规范管理。',
  project: { value: 'chronic', name: '基层慢病规范化管理' }, region: { value: '410100', name: '郑州市' },
  status: 'signup', canSignup: true, signupEndAt: START - 2 * 86400, startAt: START, endAt: START + 2 * 86400,
  base: { id: 1, name: '省培训中心', address: '河南省郑州市金水区健康路100号', lat: 34.7, lng: 113.6 },
  location: '省培训中心', organiser: '学会', audience: '基层医生', credit: '省级I类学分 6分', fee: 300, payMethod: 'onsite',
  seatsTotal: 60, seatsLeft: 12, contactPhone: '0371-1', syllabus: '', notice: '',
  sessions: [{ id: 1, title: '指南解读', teacher: '王建国 主任医师', location: '报告厅', startAt: START, endAt: START + 10800 }],
  tags: [], files: [], signupFields: [], mySignup: null, myExam: null, closedSignup: null, signupDefaults: null,
};

describe('training JSON-LD', () => {
  it('describes the class as a Course held on site, with its instance, place, offer and times in China time', () => {
    const ld = trainingCourseJsonLd(t, 'https://x.test') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Course', name: t.title, provider: { '@id': 'https://x.test/#organization' }, url: 'https://x.test/training/7',
      hasCourseInstance: [{
        '@type': 'CourseInstance', courseMode: 'Onsite', startDate: '2025-05-10T08:30:00+08:00',
        location: { '@type': 'Place', name: '省培训中心', geo: { latitude: 34.7 } },
        offers: { price: 300, priceCurrency: 'CNY', availability: 'https://schema.org/InStock' },
        instructor: [{ '@type': 'Person', name: '王建国', jobTitle: '主任医师' }],
      }],
    });
  });

  it('describes each session as an offline Event', () => {
    const [event] = trainingSessionsJsonLd(t, 'https://x.test') as Record<string, unknown>[];
    expect(event).toMatchObject({
      '@type': 'Event', eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      startDate: '2025-05-10T08:30:00+08:00', endDate: '2025-05-10T11:30:00+08:00', location: { name: '报告厅', address: { '@type': 'PostalAddress', addressLocality: '郑州市', addressCountry: 'CN' } },
      organizer: { '@id': 'https://x.test/#organization' },
      offers: { '@type': 'Offer', category: 'Paid', price: 300, priceCurrency: 'CNY' },
    });
  });

  it('says a full class is sold out', () => {
    const ld = trainingCourseJsonLd({ ...t, canSignup: false, seatsLeft: 0 }, 'https://x.test') as { offers: { availability: string }[] };
    expect(ld.offers[0].availability).toBe('https://schema.org/SoldOut');
  });

  it('gives the schedule a duration and a repeat frequency where the sessions have them', () => {
    const day = (d: number, hours: number) => ({ startAt: START + d * 86400, endAt: START + d * 86400 + hours * 3600 });
    expect(scheduleRhythm([day(0, 3), day(1, 3), day(2, 3)])).toEqual({ duration: 'PT3H', repeatFrequency: 'P1D' });
    expect(scheduleRhythm([day(0, 3), day(1, 2)])).toEqual({ repeatFrequency: 'P1D' });
    expect(scheduleRhythm([day(0, 3)])).toEqual({ duration: 'PT3H' });
    expect(scheduleRhythm([])).toEqual({});
    const ld = trainingCourseJsonLd({ ...t, sessions: [t.sessions[0], { ...t.sessions[0], id: 2, ...day(1, 3) }] }, 'https://x.test') as {
      hasCourseInstance: { courseSchedule: object }[];
    };
    expect(ld.hasCourseInstance[0].courseSchedule).toMatchObject({ '@type': 'Schedule', duration: 'PT3H', repeatFrequency: 'P1D', repeatCount: 2 });
  });
});
