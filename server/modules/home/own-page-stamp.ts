// The stamp of a member's own page (lib/own-html-cache.ts; docs/architecture.md §5 "Members' own pages"): the
// session's member and the version of everything such a page shows of theirs (users.data_version, moved by database
// triggers), with the frame's one clock-driven flag. The session query is the one every logged-in request makes.
import type { IncomingMessage } from 'node:http';
import { readSessionId } from '@/contract/session-cookie';
import type { Db } from '@/server/db/client';
import { parseCookies } from '@/server/http/cookies';
import { findSession } from '@/server/http/session';
import { openActivityNow } from './user-info';

export async function ownPageStamp(db: Db, req: IncomingMessage): Promise<{ owner: number; version: string } | null> {
  const session = await findSession(db, readSessionId(parseCookies(req.headers.cookie)));
  if (!session) return null;
  const activity = await openActivityNow(db);
  return { owner: session.user.id, version: `${session.user.dataVersion}.${activity ? 1 : 0}` };
}
