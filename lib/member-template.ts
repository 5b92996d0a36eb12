// What the members' HTML cache (lib/member-html-cache.ts) and the page loader (loaders/page.ts) agree on
// (docs/architecture.md §5 "Logged-in pages"). A page whose own data is the same for every visitor (the route
// table's `sameForMembers`) differs between two logged-in visitors only in the site frame: their name, masked
// phone, avatar and id, and a few small facts (scope, unread count...). The cache asks the server once for
// that page rendered for a made-up member of the same "shape" whose personal strings are placeholders, and
// fills each visitor's own values into the copy.
//
// The render is asked for with an internal header that carries a per-process secret: a visitor who sends
// the header without it gets an ordinary page.
import type { ApiUserInfo } from '@/contract/api-types';

export const MEMBER_TEMPLATE_HEADER = 'x-med-member-template';

/** Everything about a member that changes the markup other than by a string: one copy per shape. */
export type MemberShape = Pick<ApiUserInfo, 'scope' | 'sso' | 'message' | 'existActivity'> & { hasName: boolean; hasAvatar: boolean };

/**
 * The placeholders. Private-use characters: neither React nor JSON.stringify nor Next's script escaping
 * changes them, and no content carries them, so a copy with a stray one (a placeholder cut or changed on
 * the way) is recognised and never kept.
 */
export const PLACEHOLDER = {
  name: '\uE000name\uE001',
  phoneMasked: '\uE000phone\uE001',
  avatar: '\uE000avatar\uE001',
  /** Larger than any real id, and still a safe integer. */
  id: 987_654_321_987,
} as const;
export const PLACEHOLDER_MARK = /[\uE000\uE001]/;

const SECRET = Symbol.for('med.memberTemplateSecret');
type WithSecret = { [SECRET]?: string };

/**
 * The process's secret, made on first use. It lives on the global object, not in this module: the start hook and
 * the page bundles each load their own copy of this module (and the hook may run twice), yet must agree.
 */
export function memberTemplateSecret(): string {
  const holder = globalThis as WithSecret;
  if (!holder[SECRET]) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    holder[SECRET] = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return holder[SECRET];
}

export function shapeOf(info: ApiUserInfo): MemberShape {
  return {
    scope: info.scope,
    sso: info.sso,
    message: info.message,
    existActivity: info.existActivity,
    hasName: Boolean(info.user?.name),
    hasAvatar: Boolean(info.user?.avatar),
  };
}

export function shapeKey(shape: MemberShape): string {
  return [shape.scope, shape.sso ? 1 : 0, shape.message, shape.existActivity ? 1 : 0, shape.hasName ? 1 : 0, shape.hasAvatar ? 1 : 0].join('.');
}

function shapeFromKey(key: string): MemberShape | null {
  const parts = key.split('.');
  if (parts.length !== 6 || !parts.every((p) => /^\d{1,9}$/.test(p))) return null;
  const [scope, sso, message, existActivity, hasName, hasAvatar] = parts.map(Number) as [number, number, number, number, number, number];
  return { scope, sso: sso === 1, message, existActivity: existActivity === 1, hasName: hasName === 1, hasAvatar: hasAvatar === 1 };
}

/** The header value that asks for a template of this shape. */
export function templateHeaderValue(secret: string, shape: MemberShape): string {
  return `${secret} ${shapeKey(shape)}`;
}

/** The made-up member a template is rendered for. */
export function placeholderUserInfo(shape: MemberShape): ApiUserInfo {
  return {
    login: true,
    scope: shape.scope,
    sso: shape.sso,
    message: shape.message,
    existActivity: shape.existActivity,
    user: {
      id: PLACEHOLDER.id,
      name: shape.hasName ? PLACEHOLDER.name : '',
      phoneMasked: PLACEHOLDER.phoneMasked,
      avatar: shape.hasAvatar ? PLACEHOLDER.avatar : null,
    },
  };
}

/**
 * The loader's side: the placeholder member when this request is the cache's own, with the right secret,
 * else null (the visitor is looked up as always).
 */
export function templateUserInfo(headers: Record<string, string | string[] | undefined>): ApiUserInfo | null {
  const value = headers[MEMBER_TEMPLATE_HEADER];
  const secret = (globalThis as WithSecret)[SECRET];
  if (typeof value !== 'string' || !secret) return null;
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space) !== secret) return null;
  const shape = shapeFromKey(value.slice(space + 1));
  return shape ? placeholderUserInfo(shape) : null;
}
