import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { freshTestDb } from '@/tests/api/test-db';
import { auditLog, staffRoles } from '@/server/modules/admin/schema';
import { users } from '@/server/modules/passport/schema';
import { seedIfEmpty } from './index';
import { DEMO_STAFF } from './staff';

describe('the demo staff', () => {
  const t = freshTestDb();

  it('are the five accounts the README lists, each holding its one role', async () => {
    const rows = await t.db
      .select({ phone: users.phone, name: users.name, role: staffRoles.role })
      .from(staffRoles)
      .innerJoin(users, eq(users.id, staffRoles.userId));
    expect(rows.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
      { phone: '13900000001', name: '陈主任', role: 'admin' },
      { phone: '13900000002', name: '刘编辑', role: 'editor' },
      { phone: '13900000003', name: '周教务', role: 'registrar' },
      { phone: '13900000004', name: '吴会计', role: 'finance' },
      { phone: '13900000005', name: '郑店长', role: 'store' },
    ]);
  });

  it('each have a few past changes in the audit trail, all in the past and on real rows', async () => {
    const people = await t.db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, DEMO_STAFF.map((s) => s.phone)));
    const rows = await t.db.select().from(auditLog);
    for (const p of people) {
      expect(rows.filter((r) => r.staffId === p.id).length, p.phone).toBeGreaterThanOrEqual(2);
    }
    expect(rows.every((r) => r.createdAt.getTime() < Date.now())).toBe(true);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const k of ['staff', 'article', 'training', 'invoice', 'gift-order']) expect(kinds, k).toContain(k);
  });

  it('are not seeded twice', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    await seedIfEmpty(t.db);
    expect((await t.db.select().from(auditLog)).length).toBe(before);
    expect((await t.db.select().from(staffRoles)).length).toBe(5);
  });
});
