// Training classes as a county doctor uses them: the list with its filters and pages, the programmes,
// a class page, signing up through the form and the e-ticket on the success page, and checking in at
// the venue, by the session's code or by staff scanning the ticket.
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import type { ApiPage, ApiTrainingCard } from '@/contract/api-types';
import type { ApiAttendInfo, ApiSignupInfo, ApiSignupResult, ApiTrainingDetail } from '@/contract/wire/training';
import { baseURL, expectVisible, forEachViewport, jsonLdTypes, login, newPage, openPage, postApi, type Viewport, waitForHydration } from './harness';

// Seed facts (server/seed/trainings.ts): 36 classes, 14 open for sign-up, 8 programmes; the first
// ongoing class takes sign-ups while it runs and has a session open for check-in ("临床技能实训（分组轮转）")
// for three hours after seeding; 13800000003 organises every class.
const TOTAL = 36;
const STAFF = '13800000003';
const OPEN_SESSION = '临床技能实训（分组轮转）';
/** New learners per test and viewport, so each run signs up and checks in for the first time. */
const PHONES = {
  signup: { desktop: '13700001001', mobile: '13700001002' },
  code: { desktop: '13700001011', mobile: '13700001012' },
  scan: { desktop: '13700001021', mobile: '13700001022' },
} satisfies Record<string, Record<Viewport, string>>;

const classCards = (page: Page) => page.locator('main a[href^="/training/"]').filter({ has: page.locator('h2, h3') });

async function listClasses(request: APIRequestContext, form: Record<string, string>): Promise<ApiTrainingCard[]> {
  return (await postApi<ApiPage<ApiTrainingCard>>(request, 'training/list', { pageSize: '50', ...form })).data.list;
}

async function detail(request: APIRequestContext, id: number): Promise<ApiTrainingDetail> {
  return (await postApi<ApiTrainingDetail>(request, `training/detail/${id}`)).data;
}

/** The ongoing class that still takes sign-ups (rolling admission). */
async function rollingClass(request: APIRequestContext): Promise<ApiTrainingDetail> {
  for (const c of await listClasses(request, { status: 'ongoing' })) {
    const d = await detail(request, c.id);
    if (d.canSignup) return d;
  }
  throw new Error('no ongoing class takes sign-ups: see server/seed/trainings.ts');
}

function signupForm(name: string, phone: string): Record<string, string> {
  return { name, phone, workUnit: '兰考县人民医院', department: '全科医学科', jobTitle: '全科医生', region: '410200' };
}

describe('training classes', () => {
  forEachViewport((viewport) => {
    it('lists the classes, filters them by status, programme and region, and pages them', async () => {
      const page = await openPage(viewport, '/training');
      await expectVisible(page.getByRole('heading', { level: 1, name: '培训班' }));
      await expectVisible(page.getByText(`共 ${TOTAL} 期培训班`));
      await expect(classCards(page).count()).resolves.toBe(12);

      await waitForHydration(page);
      if (viewport === 'desktop') {
        await page.getByRole('link', { name: '下一页' }).click();
        await page.waitForURL(`${baseURL}/training?page=2`);
        await expectVisible(page.getByText(`共${TOTAL}条 · 第2/3页`));
        await expect(classCards(page).count()).resolves.toBe(12);
      } else {
        // Phones append the next page in place.
        await page.getByRole('button', { name: '加载更多' }).click();
        await page.waitForFunction(() => document.querySelectorAll('main a[href^="/training/"] :is(h2, h3)').length === 24);
      }

      await page.goto('/training');
      await waitForHydration(page);
      await page.getByRole('group', { name: '状态' }).getByRole('link', { name: '报名中' }).click();
      await page.waitForURL(`${baseURL}/training?status=signup`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '报名中培训班' }));
      const open = await listClasses(page.request, { status: 'signup' });
      await expectVisible(page.getByText(`共 ${open.length} 期培训班`));
      const tags = await classCards(page).locator('span', { hasText: /^(报名中|培训中|已结束)$/ }).allTextContents();
      expect(tags.length).toBeGreaterThan(0);
      expect(new Set(tags)).toEqual(new Set(['报名中']));

      await page.getByRole('group', { name: '地区' }).getByRole('link', { name: '郑州市' }).click();
      await page.waitForURL(`${baseURL}/training?status=signup&region=410100`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '郑州市 · 报名中培训班' }));
      const zhengzhou = await listClasses(page.request, { status: 'signup', region: '410100' });
      await expectVisible(page.getByText(`共 ${zhengzhou.length} 期培训班`));
      // Two filters together are kept out of the index (followed, no canonical of their own).
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow');
      await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(0);

      // The training menu's 培训项目 entry: the programmes, each leading to its classes.
      await page.goto('/training?type=project');
      await expectVisible(page.getByRole('heading', { level: 1, name: '培训项目' }));
      await waitForHydration(page);
      await page.getByRole('link', { name: /^基层慢病规范化管理/ }).click();
      await page.waitForURL(`${baseURL}/training?project=chronic`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '基层慢病规范化管理培训班' }));
      const chronic = await listClasses(page.request, { project: 'chronic' });
      await page.waitForFunction((n) => document.querySelectorAll('main a[href^="/training/"] :is(h2, h3)').length === n, chronic.length);

      expect((await page.goto('/training?status=cancelled'))?.status()).toBe(404);
      // A page past the last is the last page, not a dead end (issue 7, item 16).
      expect((await page.goto('/training?page=99'))?.status()).toBe(200);
      expect(page.url()).toBe(`${baseURL}/training?page=${Math.ceil(TOTAL / 12)}`);
    });

    it('shows a class with its schedule, place and base, fee, seats, syllabus and notices', async () => {
      const page = await newPage(viewport);
      const card = (await listClasses(page.request, { status: 'signup' })).find((c) => c.baseName && c.seatsLeft > 0)!;
      const d = await detail(page.request, card.id);
      const res = await page.goto(`/training/${card.id}`);
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByRole('heading', { level: 1, name: d.title }));
      for (const name of ['课程安排', '培训大纲', '报到须知']) await expectVisible(page.getByRole('heading', { level: 2, name }));
      await expectVisible(page.getByText(d.sessions[0].title).first());
      await expectVisible(page.getByText(`剩余 ${d.seatsLeft} 个`));
      await expectVisible(page.getByText(d.organiser).first());
      await expectVisible(page.getByRole('link', { name: '登录后报名' }));
      const calendar = page.getByRole('link', { name: '添加到日历' });
      await expect(calendar.getAttribute('href')).resolves.toBe(`/api/med/calendar/training/${card.id}`);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'Course', 'Event']));
      const course = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((b) => JSON.parse(b) as { '@type': string; hasCourseInstance?: { '@type': string; courseMode: string }[] })
        .find((b) => b['@type'] === 'Course');
      expect(course?.hasCourseInstance?.[0]).toMatchObject({ '@type': 'CourseInstance', courseMode: 'Onsite' });

      await waitForHydration(page);
      await page.getByRole('link', { name: d.base!.name }).first().click();
      await page.waitForURL(`${baseURL}/base/${d.base!.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: d.base!.name }));

      expect((await page.goto('/training/999999'))?.status()).toBe(404);
    });

    it('signs a logged-in user up through the form, then shows the success page with the e-ticket', async () => {
      const phone = PHONES.signup[viewport];
      const page = await newPage(viewport);
      const card = (await listClasses(page.request, { status: 'signup' })).find((c) => c.seatsLeft > 0)!;
      const before = await detail(page.request, card.id);

      // A guest is sent to log in and comes back to the class.
      await page.goto(`/training/${card.id}`);
      await waitForHydration(page);
      await page.getByRole('link', { name: '登录后报名' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('url')).toBe(`/training/${card.id}`);
      await login(page, phone, new URL(page.url()).pathname + new URL(page.url()).search);
      expect(new URL(page.url()).pathname).toBe(`/training/${card.id}`);

      await expectVisible(page.getByRole('heading', { level: 2, name: '在线报名' }));
      await waitForHydration(page);
      // The form starts from the profile: a new account has only its phone.
      await expect(page.getByLabel('手机号').inputValue()).resolves.toBe(phone);
      await page.getByRole('button', { name: '提交报名' }).click();
      await expectVisible(page.getByText('请填写姓名'));
      await page.getByLabel('姓名').fill('李医生');
      await page.getByLabel('工作单位').fill('兰考县人民医院');
      await page.getByLabel('科室').fill('全科医学科');
      await page.getByLabel('职务/岗位').fill('全科医生');
      await page.getByLabel('所在地区').selectOption({ label: '开封市' });
      await page.getByRole('button', { name: '提交报名' }).click();

      await page.waitForURL(`${baseURL}/training/success/${card.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: /^报名成功/ }));
      await expectVisible(page.getByRole('img', { name: '李医生的电子票二维码' }));
      const qr = await page.getByRole('img', { name: '李医生的电子票二维码' }).getAttribute('src');
      expect(qr).toMatch(/^data:image\/svg\+xml/);
      if (before.fee > 0) {
        await expectVisible(page.getByRole('heading', { level: 2, name: '缴费方式' }));
        await expectVisible(page.getByText(before.payMethod === 'transfer' ? '汇款附言' : '报到时（', { exact: false }).first());
      }
      const info = (await postApi<ApiSignupInfo>(page.request, `training/signupInfo/${card.id}`)).data;
      await expectVisible(page.getByText(info.ticket));
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');

      // One seat taken; a repeated submit changes nothing.
      expect((await detail(page.request, card.id)).seatsLeft).toBe(before.seatsLeft - 1);
      const again = await postApi<ApiSignupResult>(page.request, `training/signup/${card.id}`, signupForm('李医生', phone));
      expect(again).toMatchObject({ code: 0, data: { created: false } });
      expect((await detail(page.request, card.id)).seatsLeft).toBe(before.seatsLeft - 1);

      await page.goto(`/training/${card.id}`);
      await expectVisible(page.getByRole('link', { name: '查看报名与电子票' }));
    });

    it('checks a signed-up learner in with the session code: wrong, too early, done, and done already', async () => {
      const staffPage = await newPage(viewport);
      await login(staffPage, STAFF, '/training/attend');
      await expectVisible(staffPage.getByRole('heading', { level: 2, name: '工作人员扫码签到' }));
      const staff = (await postApi<ApiAttendInfo>(staffPage.request, 'training/attendInfo')).data.staff ?? [];
      const open = staff.find((s) => s.title === OPEN_SESSION && s.open)!;
      expect(open).toBeDefined();
      await expectVisible(staffPage.getByLabel(`签到码 ${open.checkinCode}`));
      const later = staff.find((s) => s.trainingId === open.trainingId && !s.open && s.startAt > open.startAt);

      const page = await newPage(viewport);
      await login(page, PHONES.code[viewport], '/training/attend');
      const signup = await postApi<ApiSignupResult>(page.request, `training/signup/${open.trainingId}`, signupForm('王护士', PHONES.code[viewport]));
      expect(signup.code).toBe(0);
      await page.goto('/training/attend');
      await waitForHydration(page);
      const code = page.getByLabel('签到码', { exact: true });
      const submit = page.getByRole('button', { name: '签到', exact: true });

      await code.fill('000000');
      await submit.click();
      await expectVisible(page.getByText('签到码不正确'));
      if (later) {
        await code.fill(later.checkinCode);
        await submit.click();
        await expectVisible(page.getByText(/签到将于.+开始/));
      }
      await code.fill(open.checkinCode);
      await submit.click();
      await expectVisible(page.getByRole('heading', { name: '签到成功' }));
      await code.fill(open.checkinCode);
      await submit.click();
      await expectVisible(page.getByRole('heading', { name: '您已签到，无需重复签到' }));
      // The schedule shows the session as done.
      await expectVisible(page.getByText(/^已签到 \d\d:\d\d$/).first());
    });

    it('lets staff check a learner in by scanning the e-ticket, once, and refuses a forged one', async () => {
      const learner = await newPage(viewport);
      await login(learner, PHONES.scan[viewport]);
      const rolling = await rollingClass(learner.request);
      const name = viewport === 'desktop' ? '赵医生' : '钱医生';
      expect((await postApi(learner.request, `training/signup/${rolling.id}`, signupForm(name, PHONES.scan[viewport]))).code).toBe(0);
      const { ticket } = (await postApi<ApiSignupInfo>(learner.request, `training/signupInfo/${rolling.id}`)).data;

      const staff = await newPage(viewport);
      await login(staff, STAFF, '/training/attend');
      // Scanning the QR code with the phone's camera opens this address.
      await staff.goto(`/training/attend?ticket=${encodeURIComponent(ticket)}`);
      await waitForHydration(staff);
      const field = staff.getByLabel('学员电子票');
      await expect(field.inputValue()).resolves.toBe(ticket);
      await staff.getByRole('button', { name: '确认签到' }).click();
      await expectVisible(staff.getByRole('heading', { name: `${name} 签到成功` }));

      await field.fill(ticket);
      await staff.getByRole('button', { name: '确认签到' }).click();
      await expectVisible(staff.getByRole('heading', { name: `${name}已签到，无需重复签到` }));

      await field.fill(`${ticket.split('.')[0]}.${'x'.repeat(32)}`);
      await staff.getByRole('button', { name: '确认签到' }).click();
      await expectVisible(staff.getByText('电子票无效'));
    });
  });
});
