import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_FILES } from './files';

const read = (url: string) => readFileSync(path.join(process.cwd(), 'public', url));

describe('demo attachments', () => {
  it.each(Object.entries(DEMO_FILES))('records the real size of %s', (_name, file) => {
    expect(read(file.url).length).toBe(file.sizeBytes);
  });

  it('ships a PDF whose page count matches the record', () => {
    const pdf = read(DEMO_FILES.policy.url).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(DEMO_FILES.policy.pageCount);
  });

  it('ships the sign-up form as a Word (OOXML) zip', () => {
    const docx = read(DEMO_FILES.signupForm.url);
    expect(docx.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(docx.toString('utf8')).toContain('word/document.xml');
  });

  it('ships the sign-up notes as UTF-8 text', () => {
    expect(read(DEMO_FILES.signupNotes.url).toString('utf8')).toContain('培训报名须知');
  });
});
