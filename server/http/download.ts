// Headers of a file download (route handlers answering SendFile): an attachment by default, with a file name
// that cannot break out of the header. A staff link may ask to open the file in the browser instead
// (`inline`); that is granted to PDFs and JPG/PNG pictures only, whose uploads were checked by their bytes
// (server/modules/activity/file-type.ts). Anything else, HTML and SVG above all, stays an attachment under
// a sandbox: an uploaded file must never run script in our origin (docs/security.md, "Every request").

/** An ASCII-only stand-in for the name, for clients that do not read filename*. */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${stem || 'file'}${ext}`;
}

/** Content-Disposition (attachment unless told) with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encoded}`;
}

/** Even if a browser ignored "attachment", the file could run nothing in our origin. */
const SANDBOX_CSP = "default-src 'none'; sandbox";

/**
 * The types a browser may show in a tab, and the policy each is shown under. A picture keeps the sandbox. A PDF
 * is drawn by the browser's own viewer, apart from our pages' scripts, which a sandbox or `default-src 'none'`
 * stops from showing it at all in some supported browsers (Safari, older Chrome: a blank tab); nosniff and the
 * declared type keep it a PDF, and it may not be framed.
 */
const VIEWABLE = new Map<string, string>([
  ['application/pdf', "frame-ancestors 'none'"],
  ['image/jpeg', SANDBOX_CSP],
  ['image/png', SANDBOX_CSP],
]);

export type DownloadFile = {
  size: number;
  contentType: string;
  fileName: string;
  /** Open in the browser rather than save, when the type allows it (PDF, JPG, PNG); any other type is still saved. */
  inline?: boolean;
};

/** Headers for a download that belongs to one user. */
export function downloadHeaders(file: DownloadFile): Record<string, string> {
  const viewPolicy = file.inline ? VIEWABLE.get(file.contentType.split(';')[0].trim().toLowerCase()) : undefined;
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.fileName, viewPolicy ? 'inline' : 'attachment'),
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': viewPolicy ?? SANDBOX_CSP,
  };
}
