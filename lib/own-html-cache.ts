// Members' own pages from memory (issue 13; docs/architecture.md §5 "Members' own pages"): a page that is all one
// member's data (the route table's `ownPage`, today the personal centre) is kept per member as their last render
// left it, and answered from that copy while it is still right:
// - the member's data version is the one it was rendered at (users.data_version, which database triggers change with
//   every write to the member's row or to a row of theirs that such a page shows, whoever writes it);
// - no cache-bus message came since (a staff change: a class's title, a course's lessons, the site's settings);
// - the clock has not reached the moment its loader noted (lib/own-page-validity.ts), nor has the frame's one
//   clock-driven flag (an activity open) changed, which is part of the version the start hook reads.
// The version is read with the session, in the one query every logged-in request makes anyway; the copy is served
// only to a session of the member it was rendered for, under a nonce of its own. A miss renders as ever, and that
// render is what is kept.
import type http from 'node:http';
import {
  CACHE_STATUS_HEADER, capture, createPageCopies, plainPageRequest, serveCopy, type PageCopy,
} from './guest-html-cache';
import { validUntilOf } from './own-page-validity';
import { matchRoute } from './routes';

/** Whose page this is and what it was rendered from: a copy serves while both are the same. */
export type OwnPageStamp = { owner: number; version: string };

export type OwnHtmlCacheOptions = {
  /** Whether a path is a page of the member's own data (lib/routes.ts `ownPage`). */
  isOwnPath: (pathname: string) => boolean;
  /** The request's session: its member and their data version now; null without a working session. */
  stampOf: (req: http.IncomingMessage) => Promise<OwnPageStamp | null>;
  now?: () => number;
};

export type OwnHtmlCache = {
  request(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean;
  clear(): void;
  size(): number;
};

type Entry = PageCopy & { version: string; validUntil: number };

/** A page whose every part is one member's own data (the route table's `ownPage`). */
export function isOwnPagePath(pathname: string): boolean {
  return matchRoute(pathname)?.route.ownPage === true;
}

export function createOwnHtmlCache({ isOwnPath, stampOf, now = Date.now }: OwnHtmlCacheOptions): OwnHtmlCache {
  const entries = createPageCopies<Entry>();

  function keep(key: string, stamp: OwnPageStamp, req: http.IncomingMessage, res: http.ServerResponse): void {
    const generation = entries.generation;
    res.setHeader(CACHE_STATUS_HEADER, 'miss');
    capture(req, res, now, (copy) => {
      const validUntil = validUntilOf(req);
      if (!copy || validUntil === null || generation !== entries.generation) return;
      entries.store(key, { ...copy, version: stamp.version, validUntil });
    });
  }

  return {
    request(req, res, pass) {
      const page = plainPageRequest(req);
      if (!page || !page.session || !isOwnPath(page.pathname)) return false;
      stampOf(req).then(
        (stamp) => {
          if (!stamp) return pass();
          const key = `${stamp.owner}\n${page.url}`;
          const entry = entries.get(key);
          if (entry && entry.version === stamp.version && now() < entry.validUntil) return serveCopy(entry, req, res, 'own');
          keep(key, stamp, req, res);
          pass();
        },
        () => pass(),
      );
      return true;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
