// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendInvite, captureInvite, getInvite, isValidInvite } from './invite';
import { INVITE_KEY } from './session-cookie';

describe('invite code', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove(INVITE_KEY, { path: '/' });
    window.history.replaceState(null, '', '/');
  });

  it('stores the invite query parameter in local storage and in a cookie (SPEC 4)', () => {
    window.history.replaceState(null, '', '/training?invite=DOC_2024-a');
    expect(captureInvite()).toBe('DOC_2024-a');
    expect(localStorage.getItem(INVITE_KEY)).toBe('DOC_2024-a');
    expect(Cookies.get(INVITE_KEY)).toBe('DOC_2024-a');
    expect(getInvite()).toBe('DOC_2024-a');
  });

  it('does nothing without an invite parameter', () => {
    expect(captureInvite('?page=2')).toBeNull();
    expect(getInvite()).toBeNull();
  });

  it.each(['', 'a b', '<script>', 'x'.repeat(33), '中文', 'a;path=/'])('ignores an invalid code %j', (code) => {
    expect(captureInvite(`?invite=${encodeURIComponent(code)}`)).toBeNull();
    expect(localStorage.getItem(INVITE_KEY)).toBeNull();
    expect(Cookies.get(INVITE_KEY)).toBeUndefined();
  });

  it('replaces an older code with a newer one', () => {
    captureInvite('?invite=old');
    captureInvite('?invite=new');
    expect(getInvite()).toBe('new');
  });

  it('falls back to the cookie when local storage is empty', () => {
    Cookies.set(INVITE_KEY, 'fromCookie');
    expect(getInvite()).toBe('fromCookie');
  });

  it('ignores a tampered stored value', () => {
    localStorage.setItem(INVITE_KEY, '"><img>');
    expect(getInvite()).toBeNull();
    expect(isValidInvite('"><img>')).toBe(false);
  });

  it('appends the stored code to an address', () => {
    expect(appendInvite('/login?url=%2F')).toBe('/login?url=%2F');
    captureInvite('?invite=abc123');
    expect(appendInvite('/login?url=%2F')).toBe('/login?url=%2F&invite=abc123');
    expect(appendInvite('/api/med/passport/sso')).toBe('/api/med/passport/sso?invite=abc123');
    expect(appendInvite('/x?a=1#top')).toBe('/x?a=1&invite=abc123#top');
  });
});
