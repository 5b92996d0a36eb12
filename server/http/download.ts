// Headers of a file download (route handlers answering SendFile): always an attachment, never rendered
// by the browser in our origin, with a file name that cannot break out of the header.

/** An ASCII-only stand-in for the name, for clients that do not read filename*. */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${stem || 'file'}${ext}`;
}

/** Content-Disposition: attachment with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encoded}`;
}

/** Headers for a download that belongs to one user. */
export function downloadHeaders(file: { size: number; contentType: string; fileName: string }): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.fileName),
    'Cache-Control': 'private, no-store',
    // Even if a browser ignored "attachment", the file could run nothing in our origin.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
}
