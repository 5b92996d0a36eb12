import { describe, expect, it } from 'vitest';
import { sanitizeRichOrPlainText, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the formatting an article needs', () => {
    const html = '<h2>要点</h2><p>高血压<strong>规范</strong>管理</p><ul><li>一</li></ul><img src="/images/a.svg" alt="图">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>要点</h2><p>高血压<strong>规范</strong>管理</p><ul><li>一</li></ul><img src="/images/a.svg" alt="图" loading="lazy" />',
    );
  });

  it('removes scripts, handlers, styles and dangerous URLs', () => {
    const html =
      '<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a>' +
      '<iframe src="https://evil.example"></iframe><style>p{}</style><a href="//evil.example">c</a><svg onload=alert(1)></svg>';
    const out = sanitizeRichText(html);
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|style|onload|svg|evil/i);
  });

  it('makes external links safe', () => {
    expect(sanitizeRichText('<a href="https://www.nhc.gov.cn">卫健委</a>')).toBe(
      '<a href="https://www.nhc.gov.cn" target="_blank" rel="noopener noreferrer nofollow">卫健委</a>',
    );
  });
});

describe('sanitizeRichOrPlainText', () => {
  it('keeps HTML as the rich-text editor wrote it, sanitized', () => {
    expect(sanitizeRichOrPlainText('<h3>适合人群</h3><p>乡村医生</p><script>x()</script>')).toBe('<h3>适合人群</h3><p>乡村医生</p>');
  });

  it('turns plain text typed before the editor into paragraphs, keeping its line breaks', () => {
    expect(sanitizeRichOrPlainText('第一段\n第二行\r\n\r\n第二段  \n\n\n')).toBe('<p>第一段<br />第二行</p><p>第二段</p>');
  });

  it('shows the characters of plain text as typed, never as markup', () => {
    expect(sanitizeRichOrPlainText('血压<140 & 心率>60')).toBe('<p>血压&lt;140 &amp; 心率&gt;60</p>');
    // Stored sanitized before: its entities stay single-encoded.
    expect(sanitizeRichOrPlainText('血压&lt;140 &amp; 心率')).toBe('<p>血压&lt;140 &amp; 心率</p>');
    expect(sanitizeRichOrPlainText('<img src=x onerror=alert(1)>')).not.toMatch(/onerror/);
  });

  it('answers nothing for an empty description', () => {
    expect(sanitizeRichOrPlainText(' \n ')).toBe('');
  });
});
