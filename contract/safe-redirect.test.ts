import { describe, expect, it } from 'vitest';
import { safeRedirectOrNull, toSafeRedirect } from './safe-redirect';

const allow = ['partner.example.com'];

describe('toSafeRedirect', () => {
  it.each([
    ['/ok?x=1', '/ok?x=1'],
    ['/user/info', '/user/info'],
    ['/training/3#top', '/training/3#top'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['https://partner.example.com/a?b=1', 'https://partner.example.com/a?b=1'],
    ['HTTPS://PARTNER.EXAMPLE.COM/a', 'https://partner.example.com/a'],
  ])('keeps the same-site or allowed target %s', (input, expected) => {
    expect(toSafeRedirect(input, allow)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /ok',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.com',
    'http://evil.com/ok',
    'https://partner.example.com.evil.com/',
    'https://partner.example.com@evil.com/',
    'https://user:pw@partner.example.com/',
    'ftp://partner.example.com/',
    'evil.com',
    '',
    'x'.repeat(3000),
  ])('refuses %s and falls back to the home page', (input) => {
    expect(toSafeRedirect(input, allow)).toBe('/');
  });

  it('percent-encodes non-ASCII characters of a same-site path, so it fits in a Location header', () => {
    expect(toSafeRedirect('/search?keyword=高血压', allow)).toBe('/search?keyword=%E9%AB%98%E8%A1%80%E5%8E%8B');
    expect(toSafeRedirect('/search?keyword=高血压&page=2#结果', allow)).toBe(
      '/search?keyword=%E9%AB%98%E8%A1%80%E5%8E%8B&page=2#%E7%BB%93%E6%9E%9C',
    );
    // Already encoded text and dot segments are left alone (no URL normalisation into "//host").
    expect(toSafeRedirect('/search?keyword=%E9%AB%98', allow)).toBe('/search?keyword=%E9%AB%98');
    expect(toSafeRedirect('/..//evil.com', allow)).toBe('/..//evil.com');
    expect(toSafeRedirect('/a\ud800b', allow)).toBe('/');
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirectOrNull(['/a'], allow)).toBeNull();
    expect(safeRedirectOrNull({ url: '/a' }, allow)).toBeNull();
    expect(safeRedirectOrNull(undefined, allow)).toBeNull();
  });

  it('uses the given fallback', () => {
    expect(toSafeRedirect('//evil.com', [], '/login')).toBe('/login');
  });

  it('refuses every absolute address when the allow-list is empty', () => {
    expect(safeRedirectOrNull('https://partner.example.com/', [])).toBeNull();
  });
});

describe('the allow-list compares scheme, host and port', () => {
  const site = ['http://localhost:3000', 'partner.example.com', 'https://sso.example.org:8443'];

  it.each([
    ['http://localhost:3000/user/info', 'http://localhost:3000/user/info'],
    ['https://partner.example.com/a', 'https://partner.example.com/a'],
    ['https://partner.example.com:443/a', 'https://partner.example.com/a'],
    ['https://sso.example.org:8443/out', 'https://sso.example.org:8443/out'],
  ])('keeps %s', (input, expected) => {
    expect(safeRedirectOrNull(input, site)).toBe(expected);
  });

  it.each([
    'http://localhost:9999/',
    'https://localhost:3000/',
    'http://localhost/',
    'http://partner.example.com/a',
    'https://partner.example.com:8443/a',
    'https://sso.example.org/out',
    'http://sso.example.org:8443/out',
  ])('refuses %s', (input) => {
    expect(safeRedirectOrNull(input, site)).toBeNull();
  });
});
