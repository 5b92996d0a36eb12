// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendInvite, captureInvite, getInvite, inviteFromRequest, isValidInvite } from './invite';
import { INVITE_KEY } from '@/contract/session-cookie';

describe('invite code', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove(INVITE_KEY, { path: '/' });
    window.history.replaceState(null, '', '/');
  });

  it('stores the invite query parameter in local storage and in a cookie (docs/product.md §4)', () => {
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

describe('inviteFromRequest (the server side of docs/product.md §4)', () => {
  it('reads the invite cookie among others', () => {
    expect(inviteFromRequest({}, 'med_sid=abc; invite=DOC_1; other=x')).toBe('DOC_1');
    expect(inviteFromRequest(undefined, 'invite=DOC%5F2')).toBe('DOC_2');
  });

  it('prefers a valid code in the address, which the browser has not stored yet', () => {
    expect(inviteFromRequest({ invite: 'NEW_1' }, 'invite=OLD_1')).toBe('NEW_1');
    expect(inviteFromRequest({ invite: '<b>' }, 'invite=OLD_1')).toBe('OLD_1');
  });

  it('ignores anything that is not a plain code', () => {
    expect(inviteFromRequest({}, 'invite=%3Cscript%3E')).toBeNull();
    expect(inviteFromRequest({}, 'invite=%E0%A4%A')).toBeNull();
    expect(inviteFromRequest({ invite: ['a', 'b'] }, undefined)).toBeNull();
    expect(inviteFromRequest({}, 'xinvite=DOC_1')).toBeNull();
  });
});
