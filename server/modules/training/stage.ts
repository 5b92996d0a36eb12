// Where a sign-up stands, as the learner and staff read it, from the stored status and the review and close
// columns (schema.ts SignupStatus): a paid class's sign-up waits for the registrar's review, then for its fee;
// a free class's is confirmed at once. The same function feeds the learner's pages and the console.
import type { ApiSignupStage } from '@/contract/wire/training';
import type { SignupClosedAs, SignupStatus } from './schema';

type StageRow = { status: SignupStatus; reviewedAt: Date | null; closedAs: SignupClosedAs | null };

export function signupStage(row: StageRow): ApiSignupStage {
  if (row.status === 'confirmed') return 'confirmed';
  if (row.status === 'cancelled') return row.closedAs === 'rejected' ? 'rejected' : 'cancelled';
  return row.reviewedAt ? 'unpaid' : 'review';
}
