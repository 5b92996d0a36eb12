import { describe, expect, it } from 'vitest';
import { hasRichContent } from './rich-text';

describe('hasRichContent', () => {
  it.each([
    ['empty', ''],
    ['white space', ' \n\t\u3000'],
    ['empty paragraphs and line breaks', '<p></p><p><br /></p><p><br></p>'],
    ['non-breaking spaces, as the character and as entities', '<p>\u00a0&nbsp;&#160;&#xA0;</p>'],
    ['zero-width characters', '<p>\u200b\u200d</p>'],
    ['empty headings, lists, tables and a rule', '<h3> </h3><ul><li></li></ul><table><tr><td></td></tr></table><hr />'],
  ])('finds nothing in %s', (_name, html) => {
    expect(hasRichContent(html)).toBe(false);
  });

  it.each([
    ['plain text', '高血压'],
    ['a paragraph', '<p>本课程讲解高血压的诊断。</p>'],
    ['a character entity', '<p>&amp;</p>'],
    ['a picture alone', '<p><img src="https://example.org/a.png" alt="" /></p>'],
  ])('finds %s', (_name, html) => {
    expect(hasRichContent(html)).toBe(true);
  });
});
