// What an endpoint is (DESIGN 2): a small function from (validated input, context) to data or a coded
// error. Everything around it (envelope, form parsing, session, origin and method checks, rate limits)
// happens once, in the dispatcher.
import type { z } from 'zod';
import type { Db } from '@/server/db/client';
import type { Session } from './session';
import type { Headers } from './request-info';

export type Method = 'GET' | 'POST';
/** none: the session is not looked up; optional: it may be null; user: guests get code 1001. */
export type Auth = 'none' | 'optional' | 'user';

export type BaseCtx = {
  db: Db;
  /** Path parameters of the pattern, e.g. { id: '3' } for 'user/message/read/:id' (raw strings). */
  params: Record<string, string>;
  /** Client address (rate limits); see request-info.ts for when X-Forwarded-For counts. */
  client: string;
  headers: Headers;
  /** The session cookie's raw value, when one came in (logout needs it; anything else uses session). */
  sessionToken: string | undefined;
  /** Adds a Set-Cookie line to the answer (server/http/cookies.ts builds them). */
  setCookie(line: string): void;
};

export type Ctx<A extends Auth = 'none'> = BaseCtx & { session: A extends 'user' ? Session : Session | null };

/** A handler's answer that is not an envelope: an HTTP redirect (passport/login). */
export class Redirect {
  constructor(readonly location: string, readonly status: 301 | 302 | 303 = 302) {}
}

export type RouteDef<S extends z.ZodType, A extends Auth, T> = {
  /** Schema of the merged input: path parameters plus the form body (POST) or the query (GET). */
  input?: S;
  /** Default ['POST'] (SPEC 7). */
  methods?: readonly Method[];
  auth?: A;
  /** 'jsonp' answers `callback(envelope)` as JavaScript (passport/sso). */
  format?: 'json' | 'jsonp';
  /** Counted per client address before the handler runs; over it answers code 4029. */
  rateLimit?: { name: string; limit: () => number; windowSeconds: number };
  /** Cache-Control for answers that do not depend on the session; default no-store. */
  cacheControl?: string;
  handler: (input: z.output<S>, ctx: Ctx<A>) => Promise<T | Redirect>;
};

export type AnyRoute = RouteDef<z.ZodType, Auth, unknown>;

/** Declares an endpoint with its types inferred; the route table (server/routes.ts) lists them. */
export function defineRoute<S extends z.ZodType = z.ZodObject<Record<string, never>>, A extends Auth = 'none', T = unknown>(
  def: RouteDef<S, A, T>,
): AnyRoute {
  return def as unknown as AnyRoute;
}
