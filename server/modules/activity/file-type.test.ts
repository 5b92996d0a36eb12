import { describe, expect, it } from 'vitest';
import { docxBytes, exeBytes, jpgBytes, oleBytes, pdfBytes, pngBytes, zipBytes } from '@/tests/api/upload-files';
import { cleanFileName, detectKind, extensionMatches, isAcceptedExtension } from './file-type';

describe('detectKind', () => {
  it('recognises each accepted kind by its bytes', () => {
    expect(detectKind(pdfBytes())).toBe('pdf');
    expect(detectKind(pngBytes())).toBe('png');
    expect(detectKind(jpgBytes())).toBe('jpg');
    expect(detectKind(oleBytes())).toBe('doc');
    expect(detectKind(docxBytes())).toBe('docx');
  });

  it('refuses executables, text, other Office files and ZIPs that are not Word documents', () => {
    expect(detectKind(exeBytes())).toBeNull();
    expect(detectKind(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(detectKind(Buffer.alloc(0))).toBeNull();
    expect(detectKind(oleBytes(false))).toBeNull();
    expect(detectKind(zipBytes({ 'evil.exe': 'MZ' }))).toBeNull();
    expect(detectKind(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' }))).toBeNull();
  });

  it('refuses a truncated ZIP rather than reading past its end', () => {
    const zip = docxBytes();
    expect(detectKind(zip.subarray(0, zip.length - 10))).toBeNull();
    const lying = Buffer.from(zip);
    lying.writeUInt32LE(0xffffff, lying.length - 22 + 16); // central directory offset past the end
    expect(detectKind(lying)).toBeNull();
  });
});

describe('file names', () => {
  it('accepts only the extensions of the accepted kinds, case-insensitively', () => {
    expect(isAcceptedExtension('病例.PDF')).toBe(true);
    expect(isAcceptedExtension('photo.jpeg')).toBe(true);
    expect(isAcceptedExtension('a.exe')).toBe(false);
    expect(isAcceptedExtension('a.pdf.exe')).toBe(false);
    expect(isAcceptedExtension('pdf')).toBe(false);
    expect(extensionMatches('x.jpeg', 'jpg')).toBe(true);
    expect(extensionMatches('x.pdf', 'png')).toBe(false);
  });

  it('keeps only the last path segment and drops reserved characters', () => {
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\病例 报告.docx')).toBe('病例 报告.docx');
    expect(cleanFileName('a"b<c>\u0000d.pdf')).toBe('abcd.pdf');
    // A dot file has no extension, so it is refused afterwards.
    expect(isAcceptedExtension(cleanFileName('.pdf'))).toBe(false);
    expect(cleanFileName('...')).toBe('病例附件');
    expect(cleanFileName(`${'长'.repeat(200)}.png`)).toBe(`${'长'.repeat(80)}.png`);
  });
});
