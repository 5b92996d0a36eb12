// Which addresses the API answers itself (server/http/direct-api.ts), and which it leaves to Next.js: those Next
// would redirect or normalise first must keep Next's answer.
import { describe, expect, it } from 'vitest';
import { isPlainApiUrl } from './direct-api';

describe('isPlainApiUrl', () => {
  it.each([
    '/api/med/home/common',
    '/api/med/user/gift/store/12',
    '/api/med/training/list?pageNum=1&pageSize=10',
    '/api/med/user/cert/pdf/CERT-2026.pdf',
    '/api/med/x?next=/../a//b',
  ])('answers %s itself', (url) => expect(isPlainApiUrl(url)).toBe(true));

  it.each([
    undefined,
    '',
    '/api/med',
    '/api/med/',
    '/api/med/home/common/',
    '/api/med//home/common',
    '/api/med/x/../home/common',
    '/api/med/./home/common',
    '/api/med/.hidden',
    '/api/med/home%2Fcommon',
    '/api/medx/home',
    '/api/robots',
    '/sitemap.xml',
    '/training',
  ])('leaves %s to Next', (url) => expect(isPlainApiUrl(url)).toBe(false));
});
