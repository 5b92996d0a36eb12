// Rich text as the API sends it (sanitized HTML, docs/product.md "Descriptions"), read on either side of
// hydration: plain string work, no DOM and no parser, so it costs a page next to nothing.

const TAGS = /<[^>]*>/g;
// A sanitized body carries a non-breaking space as the character; another API may send the entity.
const SPACE_ENTITIES = /&(?:nbsp|#0*160|#x0*a0);/gi;
// Besides what \s covers (including U+00A0 and the ideographic space U+3000): zero-width characters.
const VISIBLE = /[^\s\u200b-\u200d\u2060]/;

/**
 * Whether a description has anything to show: a character other than white space, or a picture.
 * An editor's leftovers (<p></p>, <p><br></p>, a paragraph of spaces) have not.
 */
export function hasRichContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return VISIBLE.test(html.replace(TAGS, '').replace(SPACE_ENTITIES, ' '));
}
