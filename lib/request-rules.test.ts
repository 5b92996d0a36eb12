import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { badImageRequest, isImageSourceAllowed, isPageMethodAllowed, methodNotAllowed, strictTransportSecurity } from './request-rules';

describe('isPageMethodAllowed', () => {
  it('allows reading a page and posting a form', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'get']) expect(isPageMethodAllowed(method)).toBe(true);
  });

  it('refuses every other method', () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(isPageMethodAllowed(method)).toBe(false);
  });
});

describe('methodNotAllowed', () => {
  it('answers 405 with Allow and a coded envelope in Chinese', () => {
    const answer = methodNotAllowed();
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, HEAD, POST');
    expect(JSON.parse(answer.body)).toEqual({ code: Code.MethodNotAllowed, data: null, codeMsg: '请求方式不正确' });
  });
});

describe('isImageSourceAllowed', () => {
  it('allows a plain path of this site', () => {
    expect(isImageSourceAllowed('/share/og-default.png')).toBe(true);
    expect(isImageSourceAllowed('/uploads/a.png?v=2')).toBe(true);
  });

  it.each([
    ['/\\evil.example/a.png'],
    ['/%5Cevil.example/a.png'.replace('%5C', '\\')],
    ['//evil.example/a.png'],
    ['https://evil.example/a.png'],
    ['/a b.png'],
    ['/图片.png'],
    [''],
    [null],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %s', (url) => {
    expect(isImageSourceAllowed(url)).toBe(false);
  });

  it('answers a refused image with 400 and a coded envelope in Chinese', () => {
    const answer = badImageRequest();
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: Code.BadInput, data: null, codeMsg: '图片地址无效' });
  });
});

describe('strictTransportSecurity', () => {
  it('asks for HTTPS for a year when the site is served over https', () => {
    expect(strictTransportSecurity('https://academy.example')).toBe('max-age=31536000; includeSubDomains');
  });

  it('says nothing over plain http (a browser would ignore it and local testing would break)', () => {
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull();
  });
});
