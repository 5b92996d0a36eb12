// docs/product.md §4: the invite code. When a page is opened with ?invite=..., the code is kept in local storage and
// in a cookie (so the API sees it at login too) and appended to login addresses.
import Cookies from 'js-cookie';
import { INVITE_KEY } from '@/contract/session-cookie';

/** A plain code: anything else in ?invite= is ignored, so it cannot smuggle text into URLs or cookies. */
const INVITE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** How long the invite cookie lasts; local storage keeps it until replaced. */
const INVITE_COOKIE_DAYS = 30;

export function isValidInvite(value: unknown): value is string {
  return typeof value === 'string' && INVITE_PATTERN.test(value);
}

/** The value when it is a valid code, else null: for the invite cookie as a server reads it. */
export function validInviteOrNull(value: unknown): string | null {
  return isValidInvite(value) ? value : null;
}

/**
 * docs/product.md §4 on the server: the visitor's invite code from the request, for the login addresses a page
 * renders. A valid ?invite= in the address wins (the browser stores it only after the page loads),
 * then the invite cookie.
 */
export function inviteFromRequest(query: Record<string, unknown> | undefined, cookieHeader: string | undefined): string | null {
  const fromQuery = validInviteOrNull(query?.[INVITE_KEY]);
  if (fromQuery) return fromQuery;
  for (const pair of (cookieHeader ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === INVITE_KEY) {
      try {
        return validInviteOrNull(decodeURIComponent(pair.slice(eq + 1).trim()));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(INVITE_KEY);
  } catch {
    return null; // storage disabled (privacy settings): the cookie still works
  }
}

/** Stores a valid invite code in both places; returns whether it was stored. */
export function storeInvite(invite: string): boolean {
  if (typeof window === 'undefined' || !isValidInvite(invite)) return false;
  try {
    window.localStorage.setItem(INVITE_KEY, invite);
  } catch {
    // storage disabled: keep the cookie only
  }
  Cookies.set(INVITE_KEY, invite, {
    path: '/',
    expires: INVITE_COOKIE_DAYS,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  return true;
}

/**
 * docs/product.md §4: stores the invite query parameter when the address has a valid one (call at app start and on
 * route changes). Returns the stored code or null.
 */
export function captureInvite(search: string = typeof window === 'undefined' ? '' : window.location.search): string | null {
  const invite = new URLSearchParams(search).get(INVITE_KEY);
  return invite !== null && storeInvite(invite) ? invite : null;
}

/** The stored invite code (local storage first, then the cookie), or null. */
export function getInvite(): string | null {
  if (typeof window === 'undefined') return null;
  const stored = readStorage();
  if (isValidInvite(stored)) return stored;
  const cookie = Cookies.get(INVITE_KEY);
  return isValidInvite(cookie) ? cookie : null;
}

/** docs/product.md §4/7: the address with `invite=<code>` appended when a code is stored (or given). */
export function appendInvite(url: string, invite: string | null = getInvite()): string {
  if (!isValidInvite(invite)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${INVITE_KEY}=${encodeURIComponent(invite)}${hash}`;
}
