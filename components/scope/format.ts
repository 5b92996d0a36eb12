// Texts and small view helpers of the scope areas (/user/training, /user/course, /user/apply,
// /user/teacher).
import { formatDate } from '@/contract/time';
import type { ApiTrainingStatus } from '@/contract/wire/training';
import type { ApiApplicationStatus } from '@/contract/wire/user-apply';
import type { ApiStaffRole } from '@/contract/wire/user-training';

export const TRAINING_STATUS_TEXT: Record<ApiTrainingStatus, string> = { signup: '报名中', ongoing: '进行中', finished: '已结束' };
export const ROLE_TEXT: Record<ApiStaffRole, string> = { organiser: '组织者', teacher: '授课老师' };

export const APPLICATION_STATUS_TEXT: Record<ApiApplicationStatus, string> = {
  submitted: '已提交',
  reviewing: '审核中',
  approved: '已通过',
  rejected: '未通过',
  withdrawn: '已撤回',
};

/** What each state means for the applicant, in one sentence. */
export const APPLICATION_STATUS_HINT: Record<ApiApplicationStatus, string> = {
  submitted: '等待学院受理，受理前可以修改或撤回。',
  reviewing: '学院正在审核，结果将通过站内消息通知您。',
  approved: '审核已通过。',
  rejected: '审核未通过。',
  withdrawn: '您已撤回此申请。',
};

/** "2025-05-10 至 2025-05-12", or one day. */
export function dayRange(start: string, end: string): string {
  return start === end ? start : `${start} 至 ${end}`;
}

/** A class's dates from second-based times. */
export function timeRange(startAt: number, endAt: number): string {
  return dayRange(formatDate(startAt), formatDate(endAt));
}

/** "1小时5分钟", "12分钟", "不足1分钟". */
export function watchedText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return seconds > 0 ? '不足1分钟' : '0分钟';
  const h = Math.floor(minutes / 60);
  return h ? `${h}小时${minutes % 60 ? `${minutes % 60}分钟` : ''}` : `${minutes}分钟`;
}

/** A random key for one new form, so that a repeated submit of it creates one row. */
export function newSubmitKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Characters as a person counts them (not UTF-16 units). */
export const charCount = (s: string) => [...s.trim()].length;
