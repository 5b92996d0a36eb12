// View helpers of the training screens: times in China time (contract/time.ts), fees in yuan.
import { formatDate } from '@/contract/time';
import type { ApiCheckinState, ApiTrainingSession } from '@/contract/wire/training';

/** "2025-05-10 08:30—11:30", or both full times when a session spans days. */
export function sessionTime(s: { startAt: number; endAt: number }): string {
  const sameDay = formatDate(s.startAt) === formatDate(s.endAt);
  return sameDay
    ? `${formatDate(s.startAt, 'YYYY-MM-DD HH:mm')}—${formatDate(s.endAt, 'HH:mm')}`
    : `${formatDate(s.startAt, 'YYYY-MM-DD HH:mm')} 至 ${formatDate(s.endAt, 'YYYY-MM-DD HH:mm')}`;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** Sessions grouped by their day in China time, in order: "5月10日 周六". */
export function groupByDay<S extends Pick<ApiTrainingSession, 'startAt'>>(sessions: S[]): { day: string; sessions: S[] }[] {
  const groups: { day: string; sessions: S[] }[] = [];
  for (const s of [...sessions].sort((a, b) => a.startAt - b.startAt)) {
    const weekday = WEEKDAYS[Number(formatDate(s.startAt, 'd'))];
    const day = `${formatDate(s.startAt, 'M月D日')} 周${weekday}`;
    const last = groups.at(-1);
    if (last && last.day === day) last.sessions.push(s);
    else groups.push({ day, sessions: [s] });
  }
  return groups;
}

/** What staff see beside a session's check-in code: a session that has ended is over, not "not open". */
export const STAFF_WINDOW_TEXT = { early: '未开放', open: '签到码', closed: '已结束' } as const;

/** A class's fee as every price on the site is written (components/cards/format.ts). */
export { formatPrice as feeText } from '@/components/cards/format';

export const checkinStateText: Record<ApiCheckinState, string> = {
  done: '已签到',
  open: '可签到',
  early: '未开始',
  missed: '未签到',
};
