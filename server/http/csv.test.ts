import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download';
import { csvCell, csvDownload, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvCell('张晓明')).toBe('张晓明');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields with a comma, a quote or a line break and doubles the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('他说"好"')).toBe('"他说""好"""');
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvCell('x\r\ny')).toBe('"x\r\ny"');
  });

  it('guards text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","点我")')).toBe('"\'=HYPERLINK(""http://evil"",""点我"")"');
    expect(csvCell('+86 138')).toBe("'+86 138");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    const csv = toCsv(['姓名', '单位'], [['李华', '洛阳市第一人民医院'], ['王芳', '开封,中心']]);
    expect(csv.startsWith('\uFEFF姓名,单位\r\n')).toBe(true);
    expect(csv).toBe('\uFEFF姓名,单位\r\n李华,洛阳市第一人民医院\r\n王芳,"开封,中心"\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe('csvDownload', () => {
  it('answers text/csv as a private attachment', () => {
    const raw = csvDownload('花名册.csv', ['a'], [['1']]);
    expect(raw.contentType).toBe('text/csv; charset=utf-8');
    expect(raw.headers['Content-Disposition']).toBe(contentDisposition('花名册.csv'));
    expect(raw.headers['Cache-Control']).toBe('private, no-store');
  });
});
