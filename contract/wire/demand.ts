// Wire types of the training-needs survey (/demand/{id}) and the limits both sides check.

export type ApiQuestionKind = 'single' | 'multiple' | 'text';

export type ApiDemandQuestion = {
  id: number;
  kind: ApiQuestionKind;
  title: string;
  /** Choices of single/multiple questions, answered by index; empty for text. */
  choices: string[];
  isRequired: boolean;
};

/** Answers by "q<question id>": chosen indexes (single: exactly one) or the text typed. */
export type ApiDemandAnswers = Record<string, number[] | string>;

export type ApiDemandStatus = 'upcoming' | 'open' | 'closed';

/** demand/detail/:id. answers is the visitor's own set (null for guests and before answering). */
export type ApiDemandDetail = {
  id: number;
  title: string;
  /** Sanitized rich text. */
  intro: string;
  status: ApiDemandStatus;
  startAt: number;
  endAt: number;
  questions: ApiDemandQuestion[];
  respondents: number;
  answers: ApiDemandAnswers | null;
  answeredAt: number | null;
};

/** demand/answer/:id. */
export type ApiDemandSaved = { answers: ApiDemandAnswers; answeredAt: number };

/** demand/current: the open survey a link elsewhere on the site can point at, if any. */
export type ApiDemandCurrent = { id: number; title: string; endAt: number } | null;

export const DEMAND_LIMITS = { text: 500 } as const;

/** The form key of a question ("q12"): not a bare number, which qs would read as an array index. */
export const answerKey = (questionId: number): string => `q${questionId}`;
