import { describe, expect, it } from 'vitest';
import { downloadName, formatFileSize } from './format';

describe('formatFileSize', () => {
  it('prints bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(613)).toBe('613 B');
    expect(formatFileSize(5442)).toBe('5.3 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('prints nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('downloadName', () => {
  it('names the file after the document with its extension', () => {
    expect(downloadName('培训报名回执表', '/files/demo-signup-form.docx')).toBe('培训报名回执表.docx');
  });

  it('drops characters a file name cannot hold', () => {
    expect(downloadName('方案/2025:终稿?', '/files/x.pdf')).toBe('方案2025终稿.pdf');
    expect(downloadName('///', '/files/x')).toBe('资料');
  });
});
