// Wire types and limits of lecturer certification (/user/teacher, scopes 0 and 1): one application
// at a time, its qualifications, specialties and an attachment (PDF, JPG or PNG). Shared by the form
// (browser checks) and the API (the lock). Times are second-based timestamps.
import type { ApiOption } from '@/contract/api-types';
import type { ApiOwnApplication } from './user-apply';

export type ApiTeacherFileKind = 'pdf' | 'jpg' | 'png';

export const TEACHER_LIMITS = {
  yearsMax: 60,
  specialtiesMax: 5,
  experience: 500,
  fileBytes: 5 * 1024 * 1024,
} as const;

/** Dictionaries the form picks from (common/optionsBatch). */
export const TEACHER_DICTIONARIES = {
  professionalTitle: 'professionalTitle',
  hospitalLevel: 'hospitalLevel',
  specialty: 'courseSubject',
} as const;

export const TEACHER_FILE_EXTENSIONS: Record<ApiTeacherFileKind, readonly string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};

/** user/teacher/upload: the stored attachment, referred to by uploadId in user/teacher/save. */
export type ApiTeacherUpload = { uploadId: string; name: string; kind: ApiTeacherFileKind; size: number };

export type ApiTeacherApplication = ApiOwnApplication & {
  id: number;
  professionalTitle: ApiOption;
  yearsOfPractice: number;
  hospitalLevel: ApiOption;
  specialties: ApiOption[];
  /** Plain text. */
  experience: string;
  /** url: the authenticated download (GET). */
  attachment: { name: string; kind: ApiTeacherFileKind; size: number; url: string };
};

/** user/teacher/current. */
export type ApiTeacherCurrent = {
  /** The active application (submitted, under review or approved), or null. */
  current: ApiTeacherApplication | null;
  /** Earlier ones (rejected or withdrawn), newest first. */
  history: ApiTeacherApplication[];
  /** Whether a new application may be made now (no active one). */
  canApply: boolean;
};
