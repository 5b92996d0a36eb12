// Rich text from the database is sanitized on the server with an allow-list before it is rendered
// (docs/security.md "Every request"). Whatever an editor or an import put in a body, only these survive.
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'figure',
    'figcaption', 'hr', 'span', 'code', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that leave the site open safely and pass no referrer-dependent rights.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}

/** An HTML tag: plain text such as "血压<140" has none. */
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

/**
 * Plain text as paragraphs (blank lines part them, a single line break stays one), HTML as it is. Course, live
 * and training descriptions were typed into plain text areas before the console had a rich-text editor, and an
 * outside client may still send plain text: rendered as HTML, their line breaks would be lost.
 */
export function plainTextAsHtml(text: string): string {
  if (TAG.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    // '&' is left for the sanitizer, which keeps an entity (text saved before was stored sanitized) and encodes a bare one.
    .map((block) => `<p>${block.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}

/** A description as stored or sent, rich or plain, made safe HTML (on save and again on every public read). */
export function sanitizeRichOrPlainText(text: string): string {
  return sanitizeRichText(plainTextAsHtml(text));
}
