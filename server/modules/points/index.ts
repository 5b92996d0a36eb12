// The points ledger, for other modules: `awardPoints(tx, userId, 'courseFinished', 'course:26', title)`.
export { awardPoints, spendPoints, changePoints, lockBalance, hasLedgerRow, type LedgerChange } from './ledger';
export { POINTS_RULES, pointsRuleLabel, type PointsRule, type EarningRule } from './rules';
export { pointsLedger } from './schema';
