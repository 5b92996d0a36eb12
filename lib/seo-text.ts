// The title and description rules of every page (docs/architecture.md §5 "Crawlers"): search results show about 30
// Chinese characters of a title and want a description of a sentence or two.
import type { SiteInfo } from './json-ld';

/** Longest title, suffix included, in characters (a CJK character counts one). */
export const MAX_TITLE_CHARS = 30;
/** Shortest description: shorter ones are completed with the site's own description. */
export const MIN_DESCRIPTION_CHARS = 40;
/** Longest description: search results cut the rest anyway. */
export const MAX_DESCRIPTION_CHARS = 160;

const SEPARATOR = ' - ';

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * "{page title} - {short site name}", the page title shortened with … to fit MAX_TITLE_CHARS. The home
 * page (title = the site's name) is the name alone.
 */
export function pageTitle(title: string, site: Pick<SiteInfo, 'name' | 'shortName'>): string {
  const t = title.trim();
  if (!t || t === site.name) return site.name;
  const suffix = `${SEPARATOR}${site.shortName}`;
  return `${clip(t, MAX_TITLE_CHARS - [...suffix].length)}${suffix}`;
}

/** The page's description, completed with the site's when it is missing or too short to say much. */
export function pageDescription(description: string | undefined, site: Pick<SiteInfo, 'description'>): string {
  const d = (description ?? '').replace(/\s+/g, ' ').trim();
  if ([...d].length >= MIN_DESCRIPTION_CHARS) return clip(d, MAX_DESCRIPTION_CHARS);
  const joined = d ? `${d}${/[。！？.!?]$/.test(d) ? '' : '。'}${site.description}` : site.description;
  return clip(joined, MAX_DESCRIPTION_CHARS);
}

/**
 * index: the default. noindex-follow: a page worth following but not listing (an empty result, a
 * combination of filters). noindex: nothing to follow either (one visitor's own pages).
 */
export type RobotsPolicy = 'index' | 'noindex-follow' | 'noindex';

/**
 * A filtered list: one filter (培训班 of 郑州) is a page people search for; two or more multiply into
 * hundreds of thin near-copies, and an empty result is no answer. Both stay crawlable for their links.
 */
export function listRobots(filters: readonly (string | null | undefined)[], total: number): RobotsPolicy {
  return total === 0 || filters.filter(Boolean).length > 1 ? 'noindex-follow' : 'index';
}
