import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

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
