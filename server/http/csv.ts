// CSV downloads (rosters, learner lists) that Excel opens correctly and safely:
// - UTF-8 with a byte-order mark, or Excel on Windows reads Chinese as mojibake;
// - RFC 4180: fields with a comma, quote, CR or LF are quoted, quotes doubled, lines end in CRLF;
// - formula injection (OWASP "CSV Injection"): a cell a person typed that starts with = + - @ (or a
//   tab or CR, which Excel strips before looking) is prefixed with ' so that it is shown, not run.
import { contentDisposition } from './download';
import { RawBody } from './route';

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as it goes in the file. Numbers are written as they are (a negative number is data). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, data rows, CRLF after every row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.map((l) => `${l}\r\n`).join('')}`;
}

/** A CSV answer offered as a download named fileName (the user's own data: never cached). */
export function csvDownload(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): RawBody {
  return new RawBody(toCsv(header, rows), 'text/csv; charset=utf-8', {
    'Content-Disposition': contentDisposition(fileName),
    'Cache-Control': 'private, no-store',
  });
}
