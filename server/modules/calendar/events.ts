// Rows of lives and training sessions -> calendar events (ics.ts). Each event links back to its page on
// the site and carries what a person needs on the day: who speaks, where to go, whom to call.
import { getEnv } from '@/contract/env';
import { SITE } from '@/server/modules/common/site';
import type { IcsEvent } from './ics';

/** Reminder lead time of every event (the brief: a reminder 30 minutes before). */
export const ALARM_MINUTES = 30;

function siteUrl(): string {
  return getEnv().SITE_URL.replace(/\/$/, '');
}

function uid(kind: string, id: number): string {
  return `${kind}-${id}@${new URL(siteUrl()).hostname}`;
}

export type LiveEventRow = {
  id: number; title: string; summary: string; speaker: string; speakerTitle: string; startAt: Date; endAt: Date;
};

export function liveEvent(live: LiveEventRow): IcsEvent {
  const url = `${siteUrl()}/live/${live.id}`;
  return {
    uid: uid('live', live.id),
    start: live.startAt,
    end: live.endAt,
    summary: `【直播】${live.title}`,
    description: [live.summary, `主讲：${live.speaker}（${live.speakerTitle}）`, `观看地址：${url}`].join('\n'),
    location: `线上直播（${url}）`,
    url,
    alarmMinutes: ALARM_MINUTES,
  };
}

export type TrainingEventRow = {
  id: number; title: string; summary: string; organiser: string; contactPhone: string; region: string;
  startAt: Date; endAt: Date; baseName: string | null; baseAddress: string | null;
};
export type SessionEventRow = { id: number; title: string; teacher: string; location: string; startAt: Date; endAt: Date };

/** Where to go: the session's room, with the base's address when the room does not already say it. */
function placeOf(training: TrainingEventRow, session?: SessionEventRow): string {
  const base = training.baseName && training.baseAddress ? `${training.baseName}（${training.baseAddress}）` : '';
  const room = session?.location ?? '';
  if (!room) return base || SITE.address;
  if (!base || (training.baseAddress && room.includes(training.baseAddress))) return room;
  return `${room}，${base}`;
}

/** One event per session; a class with no sessions yet is one event from its start to its end. */
export function trainingEvents(training: TrainingEventRow, sessions: SessionEventRow[]): IcsEvent[] {
  const url = `${siteUrl()}/training/${training.id}`;
  const common = [`主办：${training.organiser}`, `咨询电话：${training.contactPhone}`, `详情：${url}`];
  if (!sessions.length) {
    return [{
      uid: uid('training', training.id),
      start: training.startAt,
      end: training.endAt,
      summary: `【培训】${training.title}`,
      description: [training.summary, ...common].join('\n'),
      location: placeOf(training),
      url,
      alarmMinutes: ALARM_MINUTES,
    }];
  }
  return sessions.map((s) => ({
    uid: uid('training-session', s.id),
    start: s.startAt,
    end: s.endAt,
    summary: `【培训】${training.title}：${s.title}`,
    description: [`授课：${s.teacher}`, training.summary, ...common].join('\n'),
    location: placeOf(training, s),
    url,
    alarmMinutes: ALARM_MINUTES,
  }));
}
