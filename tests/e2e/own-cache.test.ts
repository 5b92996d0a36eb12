// The members' own-page cache (lib/own-html-cache.ts) on the built server, over plain HTTP: a member's personal
// centre comes, the second time, from the copy of their own last render. Another member never gets it; their own
// write (read all messages), a staff change (a class renamed) and a logout show at once; a guest never gets it.
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import type { ApiAdminTraining } from '@/contract/wire/admin-training';
import { getPage as get, loginCookie, pageUserInfo, post } from './page-http';

const CENTRE = '/user/userCenter';
/** The demo learner 张晓明: no other e2e file relies on their unread messages (message.test.ts uses 13800000001/2). */
const SEEDED = '13800000000';
const FRESH = '13700078001';
const REGISTRAR = '13900000003';

/** Asks until the member's own copy serves (the first visit renders, and is kept alongside). */
async function ownCopy(cookie: string) {
  for (let i = 0; i < 20; i++) {
    const page = await get(CENTRE, cookie);
    expect(page.res.status).toBe(200);
    if (page.cache === 'own') return page;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${CENTRE} never came from the member's own copy`);
}

/** Where a page redirects a visitor without a session: the login, coming back here. */
function expectLoginRedirect(page: Awaited<ReturnType<typeof get>>) {
  expect(page.res.status).toBeGreaterThanOrEqual(300);
  expect(page.res.status).toBeLessThan(400);
  expect(page.res.headers.get('location')).toMatch(/\/login\?url=%2Fuser%2FuserCenter/);
  expect(page.cache).not.toBe('own');
  expect(page.html).not.toContain('张晓明');
}

/** The form admin/training/save takes, from what admin/training/get answers. */
function trainingForm(t: ApiAdminTraining, title: string): string {
  return qs.stringify({
    id: t.id, status: t.status, title, project: t.project, region: t.region, baseId: t.baseId ?? '', cover: t.cover,
    summary: t.summary, organiser: t.organiser, audience: t.audience, creditLevel: t.creditLevel, creditType: t.creditType,
    credits: t.creditLevel ? String(t.credits) : '', fee: String(t.fee), payMethod: t.payMethod, seatsTotal: t.seatsTotal,
    signupEndAt: t.signupEndAt, startAt: t.startAt, endAt: t.endAt, contactPhone: t.contactPhone, syllabus: t.syllabus,
    notice: t.notice,
    sessions: t.sessions.map((s) => ({ id: s.id, title: s.title, teacher: s.teacher, location: s.location, startAt: s.startAt, endAt: s.endAt })),
    signupFields: t.signupFields.map((f) => ({ key: f.key, label: f.label, type: f.type, required: f.required ? '1' : '0', options: f.options })),
    tagIds: t.tagIds, files: t.files.map((f) => f.id),
  });
}

describe('members\' own-page cache', () => {
  it('serves the learner\'s second visit from their own copy, uncacheable and under a nonce of its own', async () => {
    const learner = await loginCookie(SEEDED);
    const first = await get(CENTRE, learner);
    expect(first.res.status).toBe(200);
    expect(first.cache).toBe('miss');
    const own = await ownCopy(learner);
    expect(own.res.headers.get('cache-control')).toContain('no-store');
    expect(own.html).toContain('张晓明');
    expect(own.html).toContain('138****0000');
    expect(pageUserInfo(own.html)).toMatchObject({ login: true, user: { name: '张晓明' } });
    expect(own.cspNonce).toBeTruthy();
    expect(own.pageNonces.length).toBeGreaterThan(0);
    expect(own.pageNonces.every((n) => n === own.cspNonce)).toBe(true);
    expect(own.cspNonce).not.toBe(first.cspNonce);
    const again = await get(CENTRE, learner);
    expect(again.cache).toBe('own');
    expect(again.cspNonce).not.toBe(own.cspNonce);
  });

  it('gives another member their own centre, never the copy the learner left', async () => {
    const learner = await loginCookie(SEEDED);
    await ownCopy(learner);
    const fresh = await loginCookie(FRESH);
    const theirs = await get(CENTRE, fresh);
    expect(theirs.res.status).toBe(200);
    expect(theirs.cache).toBe('miss');
    expect(theirs.html).toContain('137****8001');
    expect(theirs.html).not.toContain('张晓明');
    expect(theirs.html).not.toContain('138****0000');
    const theirCopy = await ownCopy(fresh);
    expect(theirCopy.html).toContain('137****8001');
    expect(theirCopy.html).not.toContain('张晓明');
    const mine = await ownCopy(learner);
    expect(mine.html).toContain('张晓明');
    expect(mine.html).not.toContain('137****8001');
  });

  it('shows the member\'s own write at once: after reading all messages the centre says 未读消息（0）', async () => {
    const learner = await loginCookie(SEEDED);
    const before = await ownCopy(learner);
    expect(before.html).toMatch(/未读消息（[1-9]\d*）/);
    expect((await post('user/message/readAll', '', learner)).envelope.code).toBe(0);
    const after = await get(CENTRE, learner);
    expect(after.res.status).toBe(200);
    expect(after.cache).not.toBe('own');
    expect(after.html).toContain('未读消息（0）');
    expect(after.html).not.toMatch(/未读消息（[1-9]\d*）/);
    expect((await ownCopy(learner)).html).toContain('未读消息（0）');
  });

  it('shows a staff change at once: a class of the learner\'s renamed, and renamed back', async () => {
    const learner = await loginCookie(SEEDED);
    const before = await ownCopy(learner);
    const ids = [...before.html.matchAll(/href="\/training\/(\d+)"/g)].map((m) => m[1]);
    const registrar = await loginCookie(REGISTRAR);
    // One the console's form takes back as it is (a seeded class in progress may have its sign-up closing after it
    // started, which the form refuses).
    let training: ApiAdminTraining | undefined;
    for (const id of new Set(ids)) {
      const got = await post(`admin/training/get/${id}`, '', registrar);
      expect(got.envelope.code).toBe(0);
      const t = got.envelope.data as ApiAdminTraining;
      if (t.signupEndAt <= t.startAt) {
        training = t;
        break;
      }
    }
    expect(training, `a class on the learner's centre the console can save as it is (of ${ids.join(', ')})`).toBeDefined();
    const { title } = training!;
    const renamed = `${title}（改期）`;
    expect(before.html).toContain(title);
    expect(before.html).not.toContain(renamed);
    const save = (to: string) => post('admin/training/save', trainingForm(training!, to), registrar);
    const saved = await save(renamed);
    try {
      expect(saved.envelope, JSON.stringify(saved.envelope)).toMatchObject({ code: 0 });
      const after = await get(CENTRE, learner);
      expect(after.cache).not.toBe('own');
      expect(after.html).toContain(renamed);
    } finally {
      if (saved.envelope.code === 0) {
        const back = await save(title);
        expect(back.envelope, JSON.stringify(back.envelope)).toMatchObject({ code: 0 });
      }
    }
    // Every field as it was, for the other files' tests.
    expect((await post(`admin/training/get/${training!.id}`, '', registrar)).envelope.data).toEqual(training);
    const restored = await get(CENTRE, learner);
    expect(restored.cache).not.toBe('own');
    expect(restored.html).not.toContain(renamed);
    expect(restored.html).toContain(title);
  });

  it('sends the same cookie to the login once the member logged out, and a guest there always', async () => {
    const fresh = await loginCookie(FRESH);
    await ownCopy(fresh);
    expect((await post('passport/logout', '', fresh)).envelope.code).toBe(0);
    const after = await get(CENTRE, fresh);
    expectLoginRedirect(after);
    expect(after.html).not.toContain('137****8001');

    const learner = await loginCookie(SEEDED);
    await ownCopy(learner);
    expectLoginRedirect(await get(CENTRE));
    expectLoginRedirect(await get(CENTRE, 'med_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
  });
});
