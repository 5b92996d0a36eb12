// Console endpoints (docs/product.md §10): every one names the roles it needs, and the server checks them on
// every call. A guest gets code 1001; a learner without a staff role, or staff without the role, get
// Code.Forbidden before the input is even read, and nothing changes.
import type { z } from 'zod';
import { Code } from '@/contract/codes';
import { hasRole, isStaffRole, type StaffRole } from '@/contract/staff';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { defineRoute, type AnyRoute, type Ctx, type Method, type RawBody, type SendFile } from '@/server/http/route';
import type { Session } from '@/server/http/session';
import { eq } from 'drizzle-orm';
import { staffRoles } from './schema';

export type Staff = { id: number; name: string; phone: string; roles: StaffRole[] };
export type AdminCtx = Ctx<'user'> & { staff: Staff };

/** The staff roles a person holds (none for a learner). */
export async function rolesOf(db: Db, userId: number): Promise<StaffRole[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId));
  return rows.map((r) => r.role).filter(isStaffRole).sort();
}

/** The signed-in staff member, or Forbidden unless they hold one of `needed` (admin holds all). */
export async function requireStaff(db: Db, session: Session, needed: readonly StaffRole[]): Promise<Staff> {
  const roles = await rolesOf(db, session.user.id);
  if (!roles.length || (needed.length && !hasRole(roles, needed))) throw new ApiError(Code.Forbidden);
  return { id: session.user.id, name: session.user.name, phone: session.user.phone, roles };
}

type AdminRouteDef<S extends z.ZodType, T> = {
  /** Who may call it; [] means any staff member. admin may always. */
  roles: readonly StaffRole[];
  input?: S;
  methods?: readonly Method[];
  upload?: { maxBytes: number };
  handler: (input: z.output<S>, ctx: AdminCtx) => Promise<T | RawBody | SendFile>;
};

/** Declares a console endpoint: login required, the roles checked on the server, never cached. */
export function defineAdminRoute<S extends z.ZodType = z.ZodObject<Record<string, never>>, T = unknown>(
  def: AdminRouteDef<S, T>,
): AnyRoute {
  return defineRoute({
    input: def.input,
    methods: def.methods,
    upload: def.upload,
    auth: 'user',
    authorize: (session, db) => requireStaff(db, session, def.roles),
    handler: (input, ctx) => def.handler(input as z.output<S>, { ...ctx, staff: ctx.grant as Staff }),
  });
}
