// Where a competition or a survey stands by its dates, as the console shows it: a tag's text and colour (none
// for the ended ones). The competition lists, its review queue and the survey list read them.
import type { ApiActivityStatus } from '@/contract/wire/activity';
import type { ApiDemandStatus } from '@/contract/wire/demand';

export type StageLook = { label: string; color?: string };

export const ACTIVITY_STAGES: Record<ApiActivityStatus, StageLook> = {
  upcoming: { label: '未开始', color: 'blue' },
  open: { label: '征集中', color: 'green' },
  judging: { label: '评审中', color: 'orange' },
  ended: { label: '已结束' },
};

/** A competition's stage by its word (the review queue's wire names it as text); an unknown word as it is. */
export function activityStageLabel(stage: string): string {
  return (ACTIVITY_STAGES as Partial<Record<string, StageLook>>)[stage]?.label ?? stage;
}

/** A survey's: as a competition's, but 进行中 while it is open. */
export const DEMAND_STAGES: Record<ApiDemandStatus, StageLook> = {
  upcoming: ACTIVITY_STAGES.upcoming,
  open: { label: '进行中', color: 'green' },
  closed: ACTIVITY_STAGES.ended,
};
