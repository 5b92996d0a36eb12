// Texts and small view helpers of the case competition screens.
import type { ApiActivityMilestone, ApiActivityStatus, ApiAttachmentKind, ApiEntryStatus } from '@/contract/wire/activity';
import { ATTACHMENT_EXTENSIONS, ENTRY_LIMITS } from '@/contract/wire/activity';

export const ACTIVITY_STATUS_TEXT: Record<ApiActivityStatus, string> = {
  open: '征集中',
  upcoming: '即将开始',
  judging: '评审中',
  ended: '已结束',
};

export const ENTRY_STATUS_TEXT: Record<ApiEntryStatus, string> = {
  submitted: '已提交，等待评审',
  approved: '已通过初审',
  rejected: '未通过初审',
  awarded: '已获奖',
};

export const KIND_TEXT: Record<ApiAttachmentKind, string> = { pdf: 'PDF', doc: 'Word', docx: 'Word', jpg: 'JPG', png: 'PNG' };

/** "1.2MB", "85KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/** The file input's accept list: extensions and their types. */
export const ACCEPT_ATTRIBUTE = [
  ...Object.values(ATTACHMENT_EXTENSIONS).flat().map((e) => `.${e}`),
  'application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg', 'image/png',
].join(',');

export const ATTACHMENT_HINT = `支持 PDF、Word（doc/docx）、JPG/PNG 图片，不超过${formatFileSize(ENTRY_LIMITS.fileBytes)}`;

/** Why a chosen file cannot be sent, before sending it (the server checks its content again). */
export function checkChosenFile(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!Object.values(ATTACHMENT_EXTENSIONS).some((list) => list.includes(ext))) return `文件类型不支持，${ATTACHMENT_HINT}`;
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > ENTRY_LIMITS.fileBytes) return `文件不能超过${formatFileSize(ENTRY_LIMITS.fileBytes)}`;
  return null;
}

export type MilestoneState = 'done' | 'current' | 'todo';

/** Each milestone's state on a day: past ones done, the last one reached current, later ones to do. */
export function milestoneStates(milestones: ApiActivityMilestone[], today: string): MilestoneState[] {
  const reached = milestones.filter((m) => m.date <= today).length;
  return milestones.map((_, i) => (i < reached - 1 ? 'done' : i === reached - 1 ? 'current' : 'todo'));
}
