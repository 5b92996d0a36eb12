// The colour of a sign-up's status tag in the console's queue and roster.
import type { ApiSignupStage } from '@/contract/wire/training';

export const STAGE_COLORS: Record<ApiSignupStage, string> = {
  review: 'gold', unpaid: 'orange', confirmed: 'green', rejected: 'red', cancelled: 'default',
};
