// The members' HTML cache (issue 13; docs/architecture.md §5 "Logged-in pages"): a logged-in visitor of a page that is
// the same for every member (the route table's `sameForMembers`, e.g. home) gets a copy of that page rendered for a
// made-up member of the same shape (lib/member-template.ts), with their own name, masked phone, avatar and id filled
// in, instead of a render of their own. Their session is still looked up on every request (home/auth), so what the
// frame shows of them (name, unread count, menus) is never older than that request; only the page's shared body is
// a copy, and it follows the guest cache's rules (lib/guest-html-cache.ts): emptied by every cache-bus message, fresh
// for FRESH_MS, then renewed in the background while the copy still serves.
//
// A copy is rendered by a request of the cache's own to this server, without a cookie and with the template
// header (secret per process). A miss is never made to wait: that visitor gets an ordinary render.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { ApiUserInfo } from '@/contract/api-types';
import {
  createPageCopies, FRESH_MS, keptPage, MAX_ENTRY_BYTES, MAX_STALE_MS, plainPageRequest, sendHtml,
} from './guest-html-cache';
import {
  MEMBER_TEMPLATE_HEADER, memberTemplateSecret, PLACEHOLDER, PLACEHOLDER_MARK, shapeKey, shapeOf, templateHeaderValue,
  type MemberShape,
} from './member-template';
import { matchRoute } from './routes';

/** A hole in a copy: the answer's nonce, or one of the member's values written as HTML text or inside the page's JSON. */
type Hole = 'nonce' | { field: 'name' | 'phoneMasked' | 'avatar' | 'id'; json: boolean };
export type MemberTemplate = { pieces: (Buffer | Hole)[] };
type Entry = { template: MemberTemplate; csp: string[]; headers: [string, string | string[]][]; storedAt: number; bytes: number };

const NEXT_DATA_OPEN = '<script id="__NEXT_DATA__"';
const SCRIPT_CLOSE = '</script>';
const FIELD_OF_TOKEN: Record<string, 'name' | 'phoneMasked' | 'avatar' | 'id'> = {
  [PLACEHOLDER.name]: 'name',
  [PLACEHOLDER.phoneMasked]: 'phoneMasked',
  [PLACEHOLDER.avatar]: 'avatar',
  [String(PLACEHOLDER.id)]: 'id',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Cuts a rendered page at its nonce and at every placeholder, noting for each whether it stands inside the page's
 * JSON (`__NEXT_DATA__`). Null when a placeholder mark is left over: something cut or changed one, and filling in
 * would show a broken value, so the page is not kept.
 */
export function toMemberTemplate(html: string, nonce: string): MemberTemplate | null {
  const dataFrom = html.indexOf(NEXT_DATA_OPEN);
  const dataTo = dataFrom < 0 ? -1 : html.indexOf(SCRIPT_CLOSE, dataFrom);
  const tokens = new RegExp([nonce, ...Object.keys(FIELD_OF_TOKEN)].map(escapeRegExp).join('|'), 'g');
  const pieces: (Buffer | Hole)[] = [];
  let from = 0;
  for (const match of html.matchAll(tokens)) {
    const text = html.slice(from, match.index);
    if (PLACEHOLDER_MARK.test(text)) return null;
    pieces.push(Buffer.from(text));
    const field = FIELD_OF_TOKEN[match[0]];
    pieces.push(field ? { field, json: match.index > dataFrom && match.index < dataTo } : 'nonce');
    from = match.index + match[0].length;
  }
  const rest = html.slice(from);
  if (PLACEHOLDER_MARK.test(rest)) return null;
  pieces.push(Buffer.from(rest));
  return { pieces };
}

/** As React writes text and attribute values. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}

/** As JSON.stringify writes a string's inside, then as Next escapes its page data for a script element. */
function escapeJsonString(value: string): string {
  return JSON.stringify(value)
    .slice(1, -1)
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page for one member: their values in the holes. */
export function fillMemberTemplate(template: MemberTemplate, info: ApiUserInfo, nonce: string): Buffer {
  const user = info.user;
  const values = { name: user?.name ?? '', phoneMasked: user?.phoneMasked ?? '', avatar: user?.avatar ?? '', id: String(user?.id ?? 0) };
  return Buffer.concat(
    template.pieces.map((piece) => {
      if (Buffer.isBuffer(piece)) return piece;
      if (piece === 'nonce') return Buffer.from(nonce);
      const value = values[piece.field];
      return Buffer.from(piece.json ? escapeJsonString(value) : escapeHtml(value));
    }),
  );
}

/** A page whose own data is the same for every member (the route table's `sameForMembers`). */
export function isMemberTemplatePath(pathname: string): boolean {
  return matchRoute(pathname)?.route.sameForMembers === true;
}

export type MemberHtmlCacheOptions = {
  /** Whether a path is a page whose own data is the same for every member (lib/routes.ts `sameForMembers`). */
  isTemplatePath: (pathname: string) => boolean;
  /** The visitor as home/auth sees them, with the request's cookie. */
  lookUp: (req: http.IncomingMessage) => Promise<ApiUserInfo>;
  now?: () => number;
};

export type MemberHtmlCache = {
  request(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean;
  clear(): void;
  size(): number;
};

/** Asks this server for the page rendered for the placeholder member of `shape`; resolves the copy, or null. */
function renderTemplate(req: http.IncomingMessage, url: string, headerValue: string, now: () => number): Promise<Entry | null> {
  return new Promise((resolve) => {
    const local = req.socket;
    const ask = http.request(
      {
        host: local.localAddress,
        port: local.localPort,
        path: url,
        method: 'GET',
        headers: { host: req.headers.host ?? `127.0.0.1:${local.localPort}`, accept: 'text/html', [MEMBER_TEMPLATE_HEADER]: headerValue },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= MAX_ENTRY_BYTES) chunks.push(chunk);
        });
        answer.on('end', () => {
          const page = answer.statusCode === 200 && bytes <= MAX_ENTRY_BYTES ? keptPage(answer.headers) : null;
          const template = page && toMemberTemplate(Buffer.concat(chunks).toString('utf8'), page.nonce);
          resolve(page && template ? { template, csp: page.csp, headers: page.kept, storedAt: now(), bytes } : null);
        });
        answer.on('error', () => resolve(null));
      },
    );
    ask.on('error', () => resolve(null));
    ask.end();
  });
}

export function createMemberHtmlCache({ isTemplatePath, lookUp, now = Date.now }: MemberHtmlCacheOptions): MemberHtmlCache {
  const secret = memberTemplateSecret();
  const entries = createPageCopies<Entry>();
  const filling = new Set<string>();

  function fill(key: string, req: http.IncomingMessage, url: string, shape: MemberShape): void {
    if (filling.has(key)) return;
    filling.add(key);
    const started = entries.generation;
    void renderTemplate(req, url, templateHeaderValue(secret, shape), now).then((entry) => {
      filling.delete(key);
      if (entry && started === entries.generation) entries.store(key, entry);
    });
  }

  function serve(entry: Entry, info: ApiUserInfo, req: http.IncomingMessage, res: http.ServerResponse): void {
    const nonce = randomBytes(16).toString('base64');
    sendHtml(req, res, { headers: entry.headers, csp: entry.csp.join(nonce), body: fillMemberTemplate(entry.template, info, nonce), status: 'member' });
  }

  return {
    request(req, res, pass) {
      const page = plainPageRequest(req);
      if (!page || !page.session || !isTemplatePath(page.pathname)) return false;
      lookUp(req).then(
        (info) => {
          if (!info.login) return pass();
          const shape = shapeOf(info);
          const key = `${page.url}\n${shapeKey(shape)}`;
          const entry = entries.get(key);
          const age = entry ? now() - entry.storedAt : Infinity;
          if (age >= FRESH_MS) fill(key, req, page.url, shape);
          if (entry && age < MAX_STALE_MS) serve(entry, info, req, res);
          else pass();
        },
        () => pass(),
      );
      return true;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
