// Rich text is written on its own (an editor's h3 for a first-level heading is common), but it is shown
// under the page's h1: its headings are moved so the highest one becomes h2 and none skips a level.

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/** Renumbers the headings of sanitized HTML: the outline is kept, the top level becomes `top`. */
export function fitHeadings(html: string, top: 2 | 3 = 2): string {
  const levels = [...new Set([...html.matchAll(HEADING_TAG)].map((m) => Number(m[2])))].sort((a, b) => a - b);
  if (!levels.length) return html;
  // Each level in use takes the next free one: h3, h5 under an h1 become h2, h3.
  const mapped = new Map(levels.map((level, i) => [level, Math.min(6, top + i)]));
  return html.replace(HEADING_TAG, (_m, slash: string, level: string) => `<${slash}h${mapped.get(Number(level))}`);
}
