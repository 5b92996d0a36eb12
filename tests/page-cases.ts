// What the page tests under tests/unit/ render a page with besides its own data, and the introductions that have
// nothing to show (lib/rich-text.ts hasRichContent): each page that leaves out an empty section is checked
// against the same list.
import type { ApiUserInfo } from '@/contract/api-types';
import type { BaseProps } from '@/loaders/page';
import { guestUserInfo } from '@/stores/common-store';

/** The props `withPage` adds to every page (loaders/page.ts), for a guest unless told. */
export function basePageProps(userInfo: ApiUserInfo = guestUserInfo): BaseProps {
  return {
    common: { categories: [], userInfo },
    site: { name: '河南省基层卫生健康学会培训学院', shortName: '培训学院', description: '', icp: '', phone: '', address: '' },
    siteUrl: 'https://example.org',
  };
}

/** [what it is, the HTML]: rich text a section must not be shown for. */
export const EMPTY_RICH_TEXT: [string, string][] = [
  ['empty', ''],
  ['only spaces and line breaks', ' \n\t '],
  ['an empty paragraph', '<p></p>'],
  ['a paragraph with a line break', '<p><br /></p>'],
  ['non-breaking and ideographic spaces', '<p>\u00a0</p><p>&nbsp;\u3000</p>'],
  ['empty headings and lists', '<h3> </h3><ul><li></li></ul>'],
];
