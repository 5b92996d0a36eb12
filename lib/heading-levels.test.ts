import { describe, expect, it } from 'vitest';
import { fitHeadings } from './heading-levels';

describe('fitHeadings', () => {
  it.each([
    [
      'lifts an article body that starts at h3 to h2 under the page h1',
      '<h3>办学宗旨</h3><p>x</p><h4 class="a">细则</h4>',
      '<h2>办学宗旨</h2><p>x</p><h3 class="a">细则</h3>',
    ],
    [
      'closes the gaps between the levels in use and leaves other tags alone',
      '<h2>a</h2><h5>b</h5><header>c</header><hr>',
      '<h2>a</h2><h3>b</h3><header>c</header><hr>',
    ],
    ['demotes an h1 in the body, which would be a second h1 on the page', '<h1>t</h1><h2>s</h2>', '<h2>t</h2><h3>s</h3>'],
    ['returns text without headings unchanged', '<p>only text</p>', '<p>only text</p>'],
  ])('%s', (_rule, html, fitted) => {
    expect(fitHeadings(html)).toBe(fitted);
  });
});
