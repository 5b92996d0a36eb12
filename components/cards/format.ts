// Small view formatters shared by the cards.
import { groupedNumber } from '@/lib/grouped-number';

/** A fee or price in yuan as the pages show it: "¥1,200", "¥19.9"; "免费" for 0. */
export function formatPrice(yuan: number): string {
  return yuan > 0 ? `¥${groupedNumber(yuan)}` : '免费';
}

export const trainingStatusText = { signup: '报名中', ongoing: '培训中', finished: '已结束' } as const;

type TrainingState = { status: keyof typeof trainingStatusText; canSignup: boolean; seatsLeft: number };

/**
 * The state a class shows on its card and its page: before it starts it is only 报名中 while a sign-up
 * would be accepted; a full class or one past its deadline says so, as the sign-up button does.
 */
export function trainingStateText(t: TrainingState): string {
  if (t.status !== 'signup' || t.canSignup) return trainingStatusText[t.status];
  return t.seatsLeft === 0 ? '名额已满' : '报名截止';
}
export const liveStatusText = { upcoming: '预告', live: '直播中', ended: '回放' } as const;
