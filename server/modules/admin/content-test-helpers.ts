// Shared by the console content tests (journals, case competitions, surveys): one signed-in person per role,
// a learner and a guest, each call from its own client address so rate limits never meet.
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Envelope } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { StaffRole } from '@/contract/staff';
import type { Db } from '@/server/db/client';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller, type ApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';

export type Who = StaffRole | 'learner' | 'guest';
export const ALL_ROLES: readonly StaffRole[] = ['admin', 'editor', 'registrar', 'finance', 'store'];

export async function makeCallers(db: Db, api: ApiCaller, net: string) {
  const cookies: Partial<Record<Who, string>> = {};
  const ids: Partial<Record<Who, number>> = {};
  for (const role of ALL_ROLES) {
    const { user, cookie } = await userWithCookie(db, { name: `职员${role}` });
    await db.insert(staffRoles).values({ userId: user.id, role });
    cookies[role] = cookie;
    ids[role] = user.id;
  }
  const learner = await userWithCookie(db);
  cookies.learner = learner.cookie;
  ids.learner = learner.user.id;
  let ip = 0;
  const opts = (who: Who) => ({ cookie: who === 'guest' ? undefined : cookies[who], ip: `${net}.${(++ip % 250) + 1}` });
  const call = <T = unknown>(path: string, form: Record<string, unknown>, who: Who) => api.call<T>(path, form, opts(who));
  const publicGet = <T = unknown>(path: string, form: Record<string, unknown> = {}, who: Who = 'guest') =>
    api.call<T>(path, form, { ...opts(who), origin: null });
  return { cookies, ids, opts, call, publicGet };
}

type Callers = Awaited<ReturnType<typeof makeCallers>>;

/**
 * Each call, made by each of `who`, is refused before it does anything: a guest with 1001, anyone else with
 * Forbidden; `state` (counts, a row), read before and after, shows that nothing changed.
 */
export async function expectRefused(
  c: Callers,
  calls: readonly [string, Record<string, unknown>][],
  who: readonly Who[],
  state?: () => Promise<unknown>,
) {
  const before = await state?.();
  for (const w of who) {
    for (const [p, form] of calls) {
      expect((await c.call(p, form, w)).envelope.code, `${w} ${p}`).toBe(w === 'guest' ? Code.NotLoggedIn : Code.Forbidden);
    }
  }
  if (state) expect(await state()).toEqual(before);
}

/** A fresh database (freshTestDb), its API caller, and makeCallers' people, signed in before the first test. */
export function freshConsoleDb(net: string): { t: { readonly db: Db }; api: ApiCaller; c: Callers } {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const c = {} as Callers;
  beforeAll(async () => {
    Object.assign(c, await makeCallers(t.db, api, net));
  });
  return { t, api, c };
}

export async function auditRows(db: Db, kind: string) {
  return db.select().from(auditLog).where(eq(auditLog.kind, kind));
}

export async function auditCount(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(auditLog))[0].n;
}

/**
 * The admin deletes `made` (the item as admin/<kind>/get showed it): answered Ok, `gone` (its row, or what
 * hung on it) reads empty, the audit row keeps the item as it was, and a second delete finds nothing.
 */
export async function expectDeletedByAdmin(
  c: Callers,
  db: Db,
  kind: string,
  made: { id: number },
  gone: () => Promise<unknown[]>,
) {
  expect((await c.call(`admin/${kind}/delete/${made.id}`, {}, 'admin')).envelope.code).toBe(0);
  expect(await gone()).toEqual([]);
  const last = (await auditRows(db, kind)).filter((a) => a.itemId === String(made.id)).at(-1)!;
  expect(last).toMatchObject({ action: 'delete', staffId: c.ids.admin, after: null });
  expect(last.before).toEqual(made);
  expect((await c.call(`admin/${kind}/delete/${made.id}`, {}, 'admin')).envelope.code).toBe(Code.NotFound);
}

/**
 * A delete refused for what hangs on the item: answered with `reason`, the item's row (`row`) still there and
 * no audit row written.
 */
export async function expectDeleteRefused(
  db: Db,
  send: () => Promise<{ envelope: Envelope<unknown> }>,
  reason: { code: number; codeMsg: string },
  row: () => Promise<unknown[]>,
) {
  const audited = await auditCount(db);
  const res = await send();
  expect(res.envelope).toMatchObject(reason);
  expect(await row()).toHaveLength(1);
  expect(await auditCount(db)).toBe(audited);
}
