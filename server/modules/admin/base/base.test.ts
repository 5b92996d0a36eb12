import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiAdminBase, ApiAdminBaseRow } from '@/contract/wire/admin-training';
import type { ApiBaseDetail } from '@/contract/wire/base';
import { createTestDb, type TestDb } from '@/server/startup';
import { auditLog } from '@/server/modules/admin/schema';
import { bases } from '@/server/modules/training/base-schema';
import { trainings } from '@/server/modules/training/schema';
import { createApiCaller, type ApiCaller } from '@/tests/api/call-api';
import { loginStaff, type Who } from '@/tests/api/staff';

const GOOD = {
  name: '鹊山县人民医院实践基地',
  level: 'county',
  region: '410100',
  address: '郑州市鹊山县人民路1号',
  contactName: '孙老师',
  contactPhone: '0371-66660001',
  summary: '县级急诊急救与全科实践基地。',
  intro: '<p>基地介绍</p><img src="javascript:alert(1)"><script>alert(1)</script>',
  cover: '/images/covers/training-2.svg',
  photos: ['/images/covers/training-3.svg'],
  specialties: ['急诊急救', '全科医学'],
  lat: '34.75',
  lng: '113.62',
};

describe('admin/base/*', () => {
  let t: TestDb;
  let api: ApiCaller;
  let as: (who: Who) => { cookie?: string };
  const call = <T>(path: string, form: Record<string, unknown>, who: Who = 'registrar') => api.call<T>(path, form, as(who));
  const counts = async () => ({
    bases: (await t.db.select({ n: count() }).from(bases))[0].n,
    audit: (await t.db.select({ n: count() }).from(auditLog))[0].n,
  });
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    t = await createTestDb();
    api = createApiCaller(t.db);
    as = await loginStaff(t.db, api, 92, ['registrar', 'admin', 'finance']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a base for a registrar, sanitizing its introduction, with one audit row, and shows it publicly', async () => {
    const before = await counts();
    const res = await call<{ id: number }>('admin/base/save', GOOD);
    expect(res.envelope.code).toBe(0);
    const id = res.envelope.data.id;
    const [row] = await t.db.select().from(bases).where(eq(bases.id, id));
    expect(row).toMatchObject({ name: GOOD.name, level: 'county', lat: 34.75, specialties: ['急诊急救', '全科医学'], intro: '<p>基地介绍</p><img loading="lazy" />' });
    expect(await counts()).toEqual({ bases: before.bases + 1, audit: before.audit + 1 });
    expect(await lastAudit()).toMatchObject({ action: 'create', kind: 'base', itemId: String(id), before: null, after: { name: GOOD.name, trainingCount: 0 } });
    const pub = (await api.call<ApiBaseDetail>(`base/detail/${id}`)).envelope;
    expect(pub).toMatchObject({ code: 0, data: { name: GOOD.name } });
  });

  it('updates a base for an admin and audits before and after', async () => {
    const { id } = (await call<{ id: number }>('admin/base/save', GOOD)).envelope.data;
    const res = await call('admin/base/save', { ...GOOD, id: String(id), name: '鹊山县中心医院实践基地' }, 'admin');
    expect(res.envelope.code).toBe(0);
    const got = (await call<ApiAdminBase>(`admin/base/get/${id}`, {})).envelope.data;
    expect(got).toMatchObject({ id, name: '鹊山县中心医院实践基地', photos: GOOD.photos });
    expect(await lastAudit()).toMatchObject({ action: 'update', before: { name: GOOD.name }, after: { name: '鹊山县中心医院实践基地' } });
  });

  it.each([
    ['finance', Code.Forbidden],
    ['learner', Code.Forbidden],
    ['guest', Code.NotLoggedIn],
  ] as const)('refuses %s on every endpoint and changes nothing', async (who, code) => {
    const before = await counts();
    for (const [path, form] of [['admin/base/save', GOOD], ['admin/base/list', {}], ['admin/base/get/1', {}], ['admin/base/delete/1', {}]] as const) {
      expect((await call(path, form, who)).envelope).toMatchObject({ code, data: null });
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no name', { name: '' }, '请填写基地名称'],
    ['an unknown level', { level: 'global' }, '基地级别不正确'],
    ['an unknown region', { region: '999999' }, '所在地区'],
    ['a latitude off the map', { lat: '95' }, '纬度'],
    ['a wrong phone', { contactPhone: '12345' }, '联系电话不正确'],
    ['a javascript: cover', { cover: 'javascript:alert(1)' }, '封面图'],
    ['too many specialties', { specialties: Array.from({ length: 11 }, (_, i) => `专业${i}`) }, '最多10项'],
  ])('refuses %s with 4000 and a Chinese message, changing nothing', async (_l, extra, message) => {
    const before = await counts();
    const res = await call('admin/base/save', { ...GOOD, ...extra });
    expect(res.envelope.code).toBe(Code.BadInput);
    expect(res.envelope.codeMsg).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('lists bases newest first with their classes counted, by region, level and name', async () => {
    const all = (await call<{ list: ApiAdminBaseRow[]; total: number }>('admin/base/list', { size: '100' })).envelope.data;
    expect(all.total).toBe((await counts()).bases);
    expect(all.list.map((b) => b.id)).toEqual([...all.list.map((b) => b.id)].sort((a, b) => b - a));
    const [held] = await t.db.select({ n: count() }).from(trainings).where(eq(trainings.baseId, 1));
    expect(all.list.find((b) => b.id === 1)?.trainingCount).toBe(held.n);
    const county = (await call<{ list: ApiAdminBaseRow[] }>('admin/base/list', { level: 'county', region: '410100', q: '鹊山' })).envelope.data;
    expect(county.list.length).toBeGreaterThan(0);
    expect(county.list.every((b) => b.level === 'county' && b.name.includes('鹊山'))).toBe(true);
  });

  it('refuses to delete a base that holds classes, with the reason, and deletes an empty one', async () => {
    const [held] = await t.db.select({ n: count() }).from(trainings).where(eq(trainings.baseId, 1));
    expect(held.n).toBeGreaterThan(0);
    const before = await counts();
    const refused = await call('admin/base/delete/1', {});
    expect(refused.envelope).toMatchObject({ code: AdminCode.BaseHasTrainings, codeMsg: `该基地下还有${held.n}个培训班，不能删除；请先将这些培训班移到其他基地或删除` });
    expect(await counts()).toEqual(before);

    const { id } = (await call<{ id: number }>('admin/base/save', GOOD)).envelope.data;
    const res = await call(`admin/base/delete/${id}`, {});
    expect(res.envelope).toMatchObject({ code: 0, data: { id } });
    expect(await t.db.select().from(bases).where(eq(bases.id, id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'delete', kind: 'base', itemId: String(id), after: null, before: { name: GOOD.name } });
    expect((await api.call(`base/detail/${id}`)).envelope.code).toBe(Code.NotFound);
  });
});
