import { describe, expect, it } from 'vitest';
import { checkTeacherFile, checkTeacherForm, EMPTY_TEACHER, type TeacherValues } from './teacher-form';

const good: TeacherValues = { professionalTitle: 'attending', yearsOfPractice: '8', hospitalLevel: 'grade2', specialties: ['general'], experience: '' };
const pdf = { name: '证书.PDF', size: 2048 };

describe('checkTeacherForm', () => {
  it('accepts a complete form, and an edit without a new file', () => {
    expect(checkTeacherForm(good, pdf, true)).toEqual({});
    expect(checkTeacherForm(good, null, false)).toEqual({});
  });

  it('names each missing field of an empty form', () => {
    expect(Object.keys(checkTeacherForm(EMPTY_TEACHER, null, true))).toEqual([
      'professionalTitle', 'yearsOfPractice', 'hospitalLevel', 'specialties', 'file',
    ]);
  });

  it('explains wrong values', () => {
    expect(checkTeacherForm({ ...good, yearsOfPractice: '61' }, pdf, true).yearsOfPractice).toBe('从业年限不能超过60年');
    expect(checkTeacherForm({ ...good, yearsOfPractice: '3.5' }, pdf, true).yearsOfPractice).toBe('从业年限应为整数');
    expect(checkTeacherForm({ ...good, specialties: ['a', 'b', 'c', 'd', 'e', 'f'] }, pdf, true).specialties).toBe('擅长领域最多选择5项');
    expect(checkTeacherForm({ ...good, experience: '经'.repeat(501) }, pdf, true).experience).toBe('授课经历不能超过500个字');
  });
});

describe('checkTeacherFile', () => {
  it('takes PDF, JPG and PNG up to 5 MB', () => {
    expect(checkTeacherFile(pdf)).toBeNull();
    expect(checkTeacherFile({ name: 'a.jpeg', size: 1 })).toBeNull();
    expect(checkTeacherFile({ name: 'a.docx', size: 1 })).toContain('文件类型不支持');
    expect(checkTeacherFile({ name: 'pdf', size: 1 })).toContain('文件类型不支持');
    expect(checkTeacherFile({ name: 'a.png', size: 0 })).toBe('文件是空的，请重新选择');
    expect(checkTeacherFile({ name: 'a.png', size: 5 * 1024 * 1024 + 1 })).toBe('文件不能超过5MB');
  });
});
