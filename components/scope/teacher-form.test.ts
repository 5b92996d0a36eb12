import { describe, expect, it } from 'vitest';
import { checkTeacherFile } from './teacher-form';

const pdf = { name: '证书.PDF', size: 2048 };

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
