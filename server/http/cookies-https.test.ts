import { afterAll, describe, expect, it, vi } from 'vitest';

// Behind HTTPS (SITE_URL https:) the session cookie is Secure and named __Host-med_sid.
const saved = vi.hoisted(() => {
  const before = process.env.SITE_URL;
  process.env.SITE_URL = 'https://academy.example.org';
  return before;
});
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

import { parseCookies, clearSessionCookie, sessionCookie, sessionCookieName } from './cookies';
import { readSessionId } from '@/contract/session-cookie';

describe('session cookie behind HTTPS', () => {
  it('uses the __Host- name with Secure, HttpOnly, SameSite=Lax and Path=/', () => {
    expect(sessionCookieName()).toBe('__Host-med_sid');
    const line = sessionCookie('abc', 60);
    expect(line).toMatch(/^__Host-med_sid=abc; Path=\/; Max-Age=60; SameSite=Lax; HttpOnly; Secure$/);
    expect(line).not.toMatch(/Domain=/);
    expect(clearSessionCookie()).toMatch(/^__Host-med_sid=; Path=\/; Max-Age=0;.*Secure/);
  });

  it('reads the secure cookie first', () => {
    expect(readSessionId(parseCookies('med_sid=old; __Host-med_sid=new'))).toBe('new');
  });
});
