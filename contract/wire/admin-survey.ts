// Wire types of a survey's results in the console (admin/demand/results, admin/demand/texts): counts per
// choice for the charts, free-text answers a page at a time. Who answered is not shown: the editor reads
// what the sector needs, not who said it.
import type { ApiDemandStatus, ApiQuestionKind } from './demand';

export type ApiDemandChoiceCount = { label: string; count: number };

export type ApiDemandQuestionResult = {
  id: number;
  kind: ApiQuestionKind;
  title: string;
  isRequired: boolean;
  /** How many answer sets answer this question (chose at least one choice, or wrote something). */
  answered: number;
  /** Choice questions: every choice in its order with how many chose it (a multiple choice counts each pick). */
  choices: ApiDemandChoiceCount[];
};

export type ApiDemandResults = {
  id: number;
  title: string;
  stage: ApiDemandStatus;
  startAt: string;
  endAt: string;
  /** Answer sets received. */
  answerCount: number;
  questions: ApiDemandQuestionResult[];
};

/** admin/demand/texts/:id: one written answer to a text question. */
export type ApiDemandTextAnswer = { id: number; text: string; /** Unix seconds of the last save. */ answeredAt: number };
