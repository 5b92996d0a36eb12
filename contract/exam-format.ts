// How a link to a post-test names the learner's standing with it (docs/product.md "Assessments"): the class
// page and the study centre show the same words.
import type { ApiExamStanding } from './wire/exam';

export function examStateText(e: ApiExamStanding): string {
  if (e.state === 'passed') return '已通过';
  if (e.state === 'closed') return '未开放';
  if (e.attemptsUsed > 0) return `未通过 ${e.attemptsUsed}/${e.maxAttempts} 次`;
  return '可参加';
}
