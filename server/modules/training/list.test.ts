import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiPage, ApiTrainingCard } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import type { ApiTrainingDetail, ApiTrainingProject } from '@/contract/wire/training';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { trainings } from './schema';
import { trainingStatus } from './status';
import { openForSignup, userWithCookie } from './test-helpers';

describe('training/list', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const list = (form: Record<string, string> = {}) => api.call<ApiPage<ApiTrainingCard>>('training/list', form);

  it('pages through every class, open for sign-up first', async () => {
    const all = await t.db.select().from(trainings);
    const first = (await list()).envelope;
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ total: all.length, page: 1, pageSize: 12 });
    expect(first.data.list).toHaveLength(12);
    expect(first.data.list[0].status).toBe('signup');
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(all.length / 12); page++) {
      for (const c of (await list({ page: String(page) })).envelope.data.list) seen.add(c.id);
    }
    expect(seen.size).toBe(all.length);
    const beyond = await list({ page: '99' });
    expect(beyond.envelope.data.list).toEqual([]);
  });

  it('filters by status, project and region, together', async () => {
    const now = new Date();
    const all = await t.db.select().from(trainings);
    for (const status of ['signup', 'ongoing', 'finished'] as const) {
      const res = (await list({ status, pageSize: '50' })).envelope.data;
      expect(res.total).toBe(all.filter((x) => trainingStatus(x, now) === status).length);
      expect(res.list.every((c) => c.status === status)).toBe(true);
    }
    const chronic = (await list({ project: 'chronic', pageSize: '50' })).envelope.data;
    expect(chronic.total).toBe(all.filter((x) => x.project === 'chronic').length);
    expect(new Set(chronic.list.map((c) => c.id))).toEqual(new Set(all.filter((x) => x.project === 'chronic').map((x) => x.id)));
    const region = all[0].region;
    const both = (await list({ region, status: 'finished', pageSize: '50' })).envelope.data;
    expect(both.total).toBe(all.filter((x) => x.region === region && trainingStatus(x, now) === 'finished').length);
  });

  it('answers an empty page for a filter nothing matches', async () => {
    const all = await t.db.select({ region: trainings.region }).from(trainings);
    const used = new Set(all.map((x) => x.region));
    const unused = ['410100', '410200', '410300', '410400', '410500', '410600', '410700', '410800', '410900', '411000',
      '411100', '411200', '411300', '411400', '411500', '411600', '411700', '419001'].find((r) => !used.has(r));
    if (!unused) return;
    expect((await list({ region: unused })).envelope.data).toMatchObject({ list: [], total: 0 });
  });

  it.each([
    ['an unknown project', { project: 'astrology' }],
    ['an unknown region', { region: '999999' }],
    ['an unknown status', { status: 'cancelled' }],
    ['page 0', { page: '0' }],
    ['a page beyond the limit', { page: '501' }],
    ['a word as page', { page: 'two' }],
    ['a page size over 50', { pageSize: '51' }],
    ['an over-long project', { project: 'a'.repeat(41) }],
    ['SQL in a filter', { region: "1' or '1'='1" }],
    ['an array as status', { 'status[]': 'signup' }],
  ])('refuses %s with BadInput', async (_label, form) => {
    const res = await list(form as Record<string, string>);
    expect(res.envelope).toMatchObject({ code: Code.BadInput, data: null });
  });
});

describe('training/projects', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  it('counts every programme\'s classes and those open for sign-up', async () => {
    const res = await api.call<ApiTrainingProject[]>('training/projects');
    expect(res.envelope.code).toBe(0);
    const projects = res.envelope.data;
    expect(projects).toHaveLength(8);
    expect(projects[0]).toEqual({
      value: 'gpTransfer', name: '全科医生转岗培训', total: expect.any(Number), open: expect.any(Number), audience: expect.stringContaining('医师'),
    });
    const all = await t.db.select().from(trainings);
    expect(projects.reduce((n, p) => n + p.total, 0)).toBe(all.length);
    const now = new Date();
    expect(projects.reduce((n, p) => n + p.open, 0)).toBe(all.filter((x) => trainingStatus(x, now) === 'signup').length);
  });
});

describe('training/detail/{id}', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);

  const detail = (id: number | string, cookie?: string) => api.call<ApiTrainingDetail>(`training/detail/${id}`, {}, { cookie });

  it('answers a class with its schedule, base, fee, seats and sanitized rich text, never check-in codes', async () => {
    await t.db.update(trainings).set({ syllabus: '<h3>目标</h3><script>alert(1)</script><p onclick="x()">内容</p>' }).where(eq(trainings.id, 1));
    const res = await detail(1);
    expect(res.envelope.code).toBe(0);
    const d = res.envelope.data;
    const [row] = await t.db.select().from(trainings).where(eq(trainings.id, 1));
    expect(d).toMatchObject({
      id: 1, title: row.title, fee: row.feeFen / 100, seatsTotal: row.seatsTotal,
      seatsLeft: row.seatsTotal - row.seatsTaken, status: 'signup', mySignup: null, signupDefaults: null,
    });
    expect(d.project.name).toBeTruthy();
    expect(d.region.name).toMatch(/市$/);
    expect(d.sessions.length).toBeGreaterThan(0);
    expect(d.sessions[0]).toEqual({
      id: expect.any(Number), title: expect.any(String), teacher: expect.any(String), location: expect.any(String),
      startAt: expect.any(Number), endAt: expect.any(Number),
    });
    expect(d.syllabus).toBe('<h3>目标</h3><p>内容</p>');
    expect(res.body).not.toContain('checkinCode');
    expect(res.body).not.toContain('checkin_code');
  });

  it('offers a logged-in visitor the sign-up form filled from their profile', async () => {
    await openForSignup(t.db, 2, 5);
    const { cookie } = await userWithCookie(t.db, { phone: '13800000000' });
    const d = (await detail(2, cookie)).envelope.data;
    expect(d.canSignup).toBe(true);
    expect(d.signupDefaults).toEqual({
      name: '张晓明', phone: '13800000000', workUnit: '中牟县人民医院', department: '全科医学科', jobTitle: '基层医生',
      region: '410100',
    });
  });

  it('says a full class cannot be signed up for', async () => {
    await openForSignup(t.db, 3, 0);
    const d = (await detail(3)).envelope.data;
    expect(d).toMatchObject({ canSignup: false, seatsLeft: 0, status: 'signup' });
  });

  it('gives a class the same sign-up answer on its card as on its page: full, past the deadline, open', async () => {
    await openForSignup(t.db, 4, 0);
    await openForSignup(t.db, 5, 7);
    await t.db.update(trainings).set({ signupEndAt: new Date(Date.now() - 60_000) }).where(eq(trainings.id, 5));
    await openForSignup(t.db, 6, 7);
    const cards = (await api.call<ApiPage<ApiTrainingCard>>('training/list', { status: 'signup', pageSize: '50' })).envelope.data.list;
    for (const id of [4, 5, 6]) {
      const card = cards.find((c) => c.id === id);
      const d = (await detail(id)).envelope.data;
      expect(card, `class ${id}`).toMatchObject({ status: d.status, canSignup: d.canSignup, seatsLeft: d.seatsLeft });
    }
    expect(cards.find((c) => c.id === 4)).toMatchObject({ canSignup: false, seatsLeft: 0 });
    expect(cards.find((c) => c.id === 5)).toMatchObject({ canSignup: false, seatsLeft: 7 });
    expect(cards.find((c) => c.id === 6)).toMatchObject({ canSignup: true, seatsLeft: 7 });
  });

  it.each([['999999'], ['0'], ['abc'], ['1.5'], ['-1'], ['99999999999']])('answers id %s with a coded error, not 500', async (id) => {
    const res = await detail(id);
    expect([Code.NotFound, Code.BadInput]).toContain(res.envelope.code);
    expect(res.envelope.data).toBeNull();
  });
});
