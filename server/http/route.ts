// What an endpoint is (docs/architecture.md §2): a small function from (validated input, context) to data or a coded
// error. Everything around it (envelope, form parsing, session, origin and method checks, rate limits)
// happens once, in the dispatcher.
import type { z } from 'zod';
import type { Db } from '@/server/db/client';
import type { Session } from './session';
import type { Headers } from './request-info';

export type Method = 'GET' | 'POST';
/**
 * none: the session is not looked up; optional: it may be null; user: guests get code 1001.
 * user-in-statement: a user route whose handler looks the session up inside its own first statement, so that the
 * lookup and the work are one round trip to the database instead of two (the gift exchange, the one write a crowd
 * makes at once: docs/architecture.md §7). The dispatcher answers 1001 to a request without a well-formed session
 * token and hands the handler the token's hash (ctx.sessionHash); the handler resolves it with liveSessionUserId
 * (server/http/session.ts) and must answer 1001 itself when that finds no live session.
 */
export type Auth = 'none' | 'optional' | 'user' | 'user-in-statement';

export type BaseCtx = {
  /** The database, opened before the handler runs; not on a `probe` route (use openDb there). */
  db: Db;
  /** Opens (or returns) the process's database; throws while it is unreachable. */
  openDb: () => Promise<Db>;
  /** Path parameters of the pattern, e.g. { id: '3' } for 'user/message/read/:id' (raw strings). */
  params: Record<string, string>;
  /** Client address (rate limits); see request-info.ts for when X-Forwarded-For counts. */
  client: string;
  headers: Headers;
  /** The session cookie's raw value, when one came in (logout needs it; anything else uses session). */
  sessionToken: string | undefined;
  /** Adds a Set-Cookie line to the answer (server/http/cookies.ts builds them). */
  setCookie(line: string): void;
  /**
   * The raw request body of a route that declares `upload`, as it arrives, cut off with code
   * InputTooLarge once it passes the route's maxBytes; null on every other route.
   */
  body: AsyncIterable<Buffer> | null;
  /** What the route's `authorize` answered (the console: the staff member and their roles). */
  grant: unknown;
};

export type Ctx<A extends Auth = 'none'> = BaseCtx &
  (A extends 'user-in-statement'
    ? { session: null; /** The sha256 of the session token, not yet checked against the sessions table. */ sessionHash: string }
    : { session: A extends 'user' ? Session : Session | null });

/** A handler's answer that is not an envelope: an HTTP redirect (passport/login). */
export class Redirect {
  constructor(readonly location: string, readonly status: 301 | 302 | 303 = 302) {}
}

/**
 * A handler's answer sent as it is, not wrapped in the envelope: a file or a feed a browser or a
 * calendar app fetches directly (GET only by convention: .ics, sitemaps, downloads).
 */
export class RawBody {
  constructor(
    /** Text is sent as UTF-8; bytes (a generated PDF) as they are. */
    readonly body: string | Uint8Array,
    readonly contentType: string,
    /** Extra headers, e.g. Content-Disposition. */
    readonly headers: Record<string, string> = {},
    /** HTTP status; not 200 only where a machine reads it (ops/health answers 503 when unwell). */
    readonly status: number = 200,
  ) {}
}

/** A handler's answer that is a stored upload (server/storage), streamed by the Node adapter as a download. */
export class SendFile {
  constructor(
    readonly file: {
      /** Storage key, built by the handler from ids it generated, never from input. */
      key: string;
      size: number;
      contentType: string;
      /** Offered name of the download (Content-Disposition). */
      fileName: string;
      /** Opened in the browser rather than saved when its type allows (PDF, JPG, PNG: server/http/download.ts). */
      inline?: boolean;
    },
    /**
     * A picture shown in the page (an avatar) rather than a download: inline, and cacheable by the
     * browser for this long (its URL changes whenever the picture does). Private unless isPublic (a
     * picture of a public page, e.g. in an article: shared caches may keep it too).
     */
    readonly image?: { maxAgeSeconds: number; isPublic?: boolean },
  ) {}
}

export type RouteDef<S extends z.ZodType, A extends Auth, T> = {
  /** Schema of the merged input: path parameters plus the form body (POST) or the query (GET). */
  input?: S;
  /** Default ['POST'] (docs/product.md §7). */
  methods?: readonly Method[];
  auth?: A;
  /** 'jsonp' answers `callback(envelope)` as JavaScript (passport/sso). */
  format?: 'json' | 'jsonp';
  /** Counted per client address before the handler runs; over it answers code 4029. */
  rateLimit?: { name: string; limit: () => number; windowSeconds: number };
  /** Cache-Control for answers that do not depend on the session; default no-store. */
  cacheControl?: string;
  /**
   * A raw-body upload (POST, Content-Type application/octet-stream) instead of a form: the input comes
   * from the query string and the handler streams ctx.body, which stops at maxBytes.
   */
  upload?: { maxBytes: number };
  /**
   * A health probe: the dispatcher does not open the database before the handler (it may be down, and
   * the probe must say so rather than fail); ctx.db is unset and the handler uses ctx.openDb. No
   * rate limit, no session.
   */
  probe?: boolean;
  /**
   * Runs after the session lookup and before input validation (a guest gets code 1001): throws a coded
   * error to refuse, or answers what the handler then finds in ctx.grant (server/modules/admin/guard.ts).
   */
  authorize?: (session: Session, db: Db) => Promise<unknown>;
  handler: (input: z.output<S>, ctx: Ctx<A>) => Promise<T | Redirect | RawBody | SendFile>;
};

export type AnyRoute = RouteDef<z.ZodType, Auth, unknown>;

/** Declares an endpoint with its types inferred; the route table (server/routes.ts) lists them. */
export function defineRoute<S extends z.ZodType = z.ZodObject<Record<string, never>>, A extends Auth = 'none', T = unknown>(
  def: RouteDef<S, A, T>,
): AnyRoute {
  return def as unknown as AnyRoute;
}
