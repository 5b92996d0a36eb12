// The lecturer certification form's values and the attachment's check (the API checks its bytes); the
// fields are checked with the API's own schema (contract/forms/teacher.ts) through lib/use-api-form.ts.
import { TEACHER_FILE_EXTENSIONS, TEACHER_LIMITS, type ApiTeacherApplication } from '@/contract/wire/user-teacher';

export type TeacherValues = {
  professionalTitle: string;
  yearsOfPractice: string;
  hospitalLevel: string;
  specialties: string[];
  experience: string;
};
export type TeacherField = keyof TeacherValues | 'file';

export const TEACHER_FIELDS: readonly TeacherField[] = ['professionalTitle', 'yearsOfPractice', 'hospitalLevel', 'specialties', 'experience', 'file'];

export const EMPTY_TEACHER: TeacherValues = { professionalTitle: '', yearsOfPractice: '', hospitalLevel: '', specialties: [], experience: '' };

export function teacherValuesOf(a: ApiTeacherApplication): TeacherValues {
  return {
    professionalTitle: a.professionalTitle.value, yearsOfPractice: String(a.yearsOfPractice), hospitalLevel: a.hospitalLevel.value,
    specialties: a.specialties.map((s) => s.value), experience: a.experience,
  };
}

/** "5MB", "800KB". */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export const FILE_HINT = `资质证书或职称证书的扫描件，支持 PDF、JPG、PNG，不超过${fileSizeText(TEACHER_LIMITS.fileBytes)}`;

export const ACCEPT = [...Object.values(TEACHER_FILE_EXTENSIONS).flat().map((e) => `.${e}`), 'application/pdf', 'image/jpeg', 'image/png'].join(',');

/** Why a chosen file cannot be sent, before sending it. */
export function checkTeacherFile(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!Object.values(TEACHER_FILE_EXTENSIONS).some((list) => list.includes(ext))) return '文件类型不支持，请上传 PDF 文件或 JPG/PNG 图片';
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > TEACHER_LIMITS.fileBytes) return `文件不能超过${fileSizeText(TEACHER_LIMITS.fileBytes)}`;
  return null;
}
