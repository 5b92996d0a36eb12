// Wire types of the training centre and base endpoints (base/*): /base and /base/{id}.
import type { ApiOption, ApiTrainingCard } from '@/contract/api-types';

export type ApiBaseLevel = 'province' | 'city' | 'county';

export type ApiBaseCard = {
  id: number;
  name: string;
  level: ApiBaseLevel;
  region: string;
  address: string;
  summary: string;
  cover: string;
  specialties: string[];
  /** Classes held there, all times. */
  trainingCount: number;
};

/** What a centre's detail page and the console's form both carry. */
export type ApiBaseFields = {
  id: number;
  name: string;
  level: ApiBaseLevel;
  address: string;
  contactName: string;
  contactPhone: string;
  summary: string;
  /** Sanitized rich text (HTML). */
  intro: string;
  cover: string;
  photos: string[];
  specialties: string[];
  lat: number;
  lng: number;
};

/** base/detail/{id}. */
export type ApiBaseDetail = ApiBaseFields & {
  region: ApiOption;
  /** The classes held there: open for sign-up first, then ongoing, then the latest finished. */
  trainings: ApiTrainingCard[];
};
