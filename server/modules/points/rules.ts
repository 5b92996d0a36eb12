// THE points rules (issue 4: "points earned by rules kept in one place"). Every award and every spend
// names one of these; the amount of an earning rule lives only here, so changing what a finished course
// is worth is a one-line change. History rows show the label.

type EarnRule = { kind: 'earn'; label: string; points: number };
/** Amount decided by the caller (an exchange's cost, a refund, a demo grant). */
type FreeRule = { kind: 'spend' | 'refund' | 'grant'; label: string };

export const POINTS_RULES = {
  /** Every lesson of a course finished (refKey 'course:<id>'). */
  courseFinished: { kind: 'earn', label: '完成课程学习', points: 50 },
  /** Checked in at every session of a training class (refKey 'training:<id>'). */
  trainingFullAttendance: { kind: 'earn', label: '培训班全勤', points: 100 },
  /** A case-competition entry accepted by the judges (refKey 'entry:<id>'). */
  caseEntryAccepted: { kind: 'earn', label: '病例作品入选', points: 80 },
  /** Name, gender, work unit, department, titles and region all filled in once (refKey 'profile'). */
  profileCompleted: { kind: 'earn', label: '首次完善个人资料', points: 20 },
  /** A training-needs survey answered (refKey 'demand:<id>'). */
  surveyAnswered: { kind: 'earn', label: '参与培训需求调查', points: 10 },
  /** A certificate issued (refKey 'cert:<id>'). */
  certificateIssued: { kind: 'earn', label: '获得学分证书', points: 30 },
  /** A gift exchanged (refKey 'order:<id>'); the amount is the order's cost. */
  giftExchange: { kind: 'spend', label: '积分兑换礼品' },
  /** An exchange cancelled before shipping: its points come back (refKey 'order:<id>'). */
  giftRefund: { kind: 'refund', label: '兑换取消退回' },
  /** Points granted by the academy (the opening balance of the demo accounts, events). */
  academyGrant: { kind: 'grant', label: '学院活动奖励' },
} as const satisfies Record<string, EarnRule | FreeRule>;

export type PointsRule = keyof typeof POINTS_RULES;
export type EarningRule = { [K in PointsRule]: (typeof POINTS_RULES)[K] extends EarnRule ? K : never }[PointsRule];

export function isPointsRule(value: string): value is PointsRule {
  return Object.hasOwn(POINTS_RULES, value);
}

/** The Chinese label of a stored rule (an unknown one, from an older version, shows as 积分变动). */
export function pointsRuleLabel(rule: string): string {
  return isPointsRule(rule) ? POINTS_RULES[rule].label : '积分变动';
}
