// The lecturer certification form's values and the browser's checks (the API checks again, the
// attachment by its bytes).
import { TEACHER_FILE_EXTENSIONS, TEACHER_LIMITS, type ApiTeacherApplication } from '@/contract/wire/user-teacher';
import { charCount } from './format';

export type TeacherValues = {
  professionalTitle: string;
  yearsOfPractice: string;
  hospitalLevel: string;
  specialties: string[];
  experience: string;
};
export type TeacherField = keyof TeacherValues | 'file';
export type TeacherErrors = Partial<Record<TeacherField, string>>;

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

export function checkTeacherForm(v: TeacherValues, file: { name: string; size: number } | null, needsFile: boolean): TeacherErrors {
  const errors: TeacherErrors = {};
  if (!v.professionalTitle) errors.professionalTitle = '请选择职称';
  const years = v.yearsOfPractice.trim();
  if (!years) errors.yearsOfPractice = '请填写从业年限';
  else if (!/^\d{1,2}$/.test(years)) errors.yearsOfPractice = '从业年限应为整数';
  else if (Number(years) > TEACHER_LIMITS.yearsMax) errors.yearsOfPractice = `从业年限不能超过${TEACHER_LIMITS.yearsMax}年`;
  if (!v.hospitalLevel) errors.hospitalLevel = '请选择医院等级';
  if (v.specialties.length === 0) errors.specialties = '请至少选择一个擅长领域';
  else if (v.specialties.length > TEACHER_LIMITS.specialtiesMax) errors.specialties = `擅长领域最多选择${TEACHER_LIMITS.specialtiesMax}项`;
  if (charCount(v.experience) > TEACHER_LIMITS.experience) errors.experience = `授课经历不能超过${TEACHER_LIMITS.experience}个字`;
  const fileProblem = file ? checkTeacherFile(file) : needsFile ? '请上传资质证明附件' : null;
  if (fileProblem) errors.file = fileProblem;
  return errors;
}
