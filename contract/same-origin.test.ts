import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './same-origin';

describe('isOwnOrigin', () => {
  const httpSite = { siteUrl: 'http://localhost:3000', host: 'localhost:3000' };
  const httpsSite = { siteUrl: 'https://academy.example.org', host: 'academy.example.org' };

  it("accepts SITE_URL's origin and the origin the request was sent to", () => {
    expect(isOwnOrigin('http://localhost:3000', httpSite)).toBe(true);
    expect(isOwnOrigin('HTTP://LOCALHOST:3000', httpSite)).toBe(true);
    expect(isOwnOrigin('https://academy.example.org', httpsSite)).toBe(true);
    expect(isOwnOrigin('https://academy.example.org:443', httpsSite)).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:41234', { siteUrl: 'http://localhost:3000', host: '127.0.0.1:41234' })).toBe(true);
    expect(isOwnOrigin('https://10.0.0.9', { siteUrl: 'http://localhost:3000', host: '10.0.0.9', forwardedProto: 'https' })).toBe(true);
  });

  it('refuses the same host over the other scheme, in either direction', () => {
    expect(isOwnOrigin('https://localhost:3000', httpSite)).toBe(false);
    expect(isOwnOrigin('http://academy.example.org', httpsSite)).toBe(false);
    expect(isOwnOrigin('https://127.0.0.1:41234', { siteUrl: 'http://localhost:3000', host: '127.0.0.1:41234' })).toBe(false);
    expect(isOwnOrigin('http://10.0.0.9', { siteUrl: 'http://localhost:3000', host: '10.0.0.9', forwardedProto: 'https' })).toBe(false);
  });

  it('refuses another port, another host and what is not an origin', () => {
    expect(isOwnOrigin('http://localhost:9999', httpSite)).toBe(false);
    expect(isOwnOrigin('http://localhost', httpSite)).toBe(false);
    expect(isOwnOrigin('http://localhost:3000.evil.example', httpSite)).toBe(false);
    expect(isOwnOrigin('null', httpSite)).toBe(false);
    expect(isOwnOrigin('not a url', httpSite)).toBe(false);
    expect(isOwnOrigin('file://localhost:3000', httpSite)).toBe(false);
    expect(isOwnOrigin('http://localhost:3000', { siteUrl: 'http://localhost:3000', host: undefined })).toBe(true);
    expect(isOwnOrigin('http://evil.example', { siteUrl: 'http://localhost:3000', host: undefined })).toBe(false);
  });
});
