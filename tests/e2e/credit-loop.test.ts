// Issue 11 end to end, as a doctor does it on a phone (375 px): a new learner enrols in the micro-course
// (two lessons under half a minute, server/seed/data/courses.ts MICRO_COURSE), plays both lessons in the
// real player until the server's heartbeats have credited them, opens the course test, fails it once,
// learns the right answers from that attempt's explanations (the paper never carries them; the test is
// a fixed paper, so the same questions come back), passes, and downloads the certificate with its credit.
import fs from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiCourseDetail, ApiVideoDetail } from '@/contract/wire/course';
import { MICRO_COURSE, MICRO_COURSE_ID } from '@/server/seed/data/courses';
import { readPdf } from '@/tests/pdf-reader';
import { answerPaper, stemOf } from './exam-paper';
import { expectVisible, login, newPage, postApi, waitForHydration } from './harness';

const LEARNER = '13700097001';
const COURSE = MICRO_COURSE_ID;
const SHOTS = '/tmp/lesson-shots';
const JUDGE = ['正确', '错误'];
const LETTERS = 'ABCDEFGH';

const video = (page: Page) => page.locator('video');

async function lessonIds(request: APIRequestContext): Promise<number[]> {
  const res = await postApi<ApiCourseDetail>(request, `course/detail/${COURSE}`);
  return res.data.chapters.flatMap((c) => c.lessons.map((l) => l.id));
}

/** Waits until the server counts the lesson as finished (the last heartbeat may land a moment after the end). */
async function waitForFinished(request: APIRequestContext, videoId: number): Promise<void> {
  await expect
    .poll(async () => (await postApi<ApiVideoDetail>(request, `video/detail/${videoId}`)).data.progress?.finished ?? false, { timeout: 15_000 })
    .toBe(true);
}

/** Plays the lesson on screen from the start to its end in the player, as a learner does. */
async function watchToTheEnd(page: Page, seconds: number): Promise<void> {
  await waitForHydration(page);
  await page.getByRole('button', { name: '播放视频' }).click();
  await page.waitForFunction(() => {
    const v = document.querySelector('video');
    return !!v && !v.paused && v.currentTime > 0.3;
  });
  await page.waitForFunction(() => document.querySelector('video')?.ended === true, undefined, { timeout: (seconds + 20) * 1000 });
}

/** The right options of every question, read from a submitted attempt's explanations. */
async function rightAnswers(page: Page): Promise<Map<string, number[]>> {
  const items = page.locator('section[aria-labelledby="result-title"] ol > li');
  const n = await items.count();
  const out = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const item = items.nth(i);
    const stem = stemOf(await item.locator('p').first().innerText());
    const verdict = await item.getByText(/正确答案：/).innerText();
    const right = verdict.slice(verdict.lastIndexOf('正确答案：') + '正确答案：'.length).trim();
    const picks = JUDGE.includes(right) ? [JUDGE.indexOf(right)] : right.split('、').map((l) => LETTERS.indexOf(l));
    expect(picks.every((k) => k >= 0), verdict).toBe(true);
    out.set(stem, picks);
  }
  return out;
}

describe('credit loop at 375 px', () => {
  it('watches the short lessons, fails the test once, passes it and downloads the certificate', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const page = await newPage('mobile');
    await login(page, LEARNER, `/login?url=${encodeURIComponent(`/course/${COURSE}`)}`);
    await page.waitForURL(`**/course/${COURSE}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: MICRO_COURSE.title }));
    await expectVisible(page.getByText(/本课程设结业考试（80分及格）/));

    // Enrol (free), then the test waits for the lessons.
    await waitForHydration(page);
    await page.getByRole('button', { name: '免费报名' }).click();
    await page.waitForURL(`**/course/success/${COURSE}`);
    await page.goto(`/course/exam/${COURSE}`);
    await expectVisible(page.getByText('学完本课程的全部课时后才能参加考试。'));
    await expectVisible(page.getByText('已学完 0/2 讲'));
    expect(await page.getByRole('button', { name: '开始考试' }).count()).toBe(0);

    // Lesson 1: a first viewing cannot skip ahead; played to its end, it is finished.
    const [first, second] = await lessonIds(page.request);
    await page.goto(`/video/${first}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: /手卫生的五个时刻/ }));
    await waitForHydration(page);
    await expectVisible(page.getByText('本课程设结业考试，学完全部课时后可参加'));
    await page.screenshot({ path: `${SHOTS}/lesson-375.png`, fullPage: true });
    await page.getByRole('button', { name: '播放视频' }).click();
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return !!v && !v.paused && v.currentTime > 0.3;
    });
    await video(page).evaluate((v: HTMLVideoElement) => {
      v.currentTime = 20;
    });
    await expectVisible(page.getByText('首次学习不能快进到尚未观看的位置'));
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(10);
    await page.screenshot({ path: `${SHOTS}/lesson-seek-375.png` });
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, undefined, { timeout: 50_000 });
    await waitForFinished(page.request, first);

    // Lesson 2, from the link under the player.
    await page.getByRole('link', { name: /下一讲/ }).click();
    await page.waitForURL(`**/video/${second}`);
    await watchToTheEnd(page, MICRO_COURSE.lessons[1][1]);
    await waitForFinished(page.request, second);
    await page.reload();
    const playlist = page.getByRole('complementary', { name: '课程目录' });
    await expect.poll(() => playlist.getByText('已学完', { exact: true }).count()).toBe(2);
    await expectVisible(page.getByText('全部课时已学完'));
    await page.screenshot({ path: `${SHOTS}/lesson-finished-375.png`, fullPage: true });
    await page.goto(`/course/${COURSE}`);
    await expectVisible(page.getByText('已报名 · 已学完 2/2 讲'));

    // The last lesson's page leads on to the test.
    await page.goBack();
    await page.waitForURL(`**/video/${second}`);
    await page.getByRole('link', { name: '进入考试' }).click();
    await page.waitForURL(`**/course/exam/${COURSE}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: /结业考试/ }));
    await expectVisible(page.getByText('已学完 2/2 讲'));

    // First try: a guess (option A everywhere) fails, and the result explains every question.
    await waitForHydration(page);
    await page.getByRole('button', { name: '开始考试' }).click();
    await expectVisible(page.getByRole('timer'));
    expect(await page.locator('form li').count()).toBe(20);
    await page.screenshot({ path: `${SHOTS}/exam-paper-375.png`, fullPage: true });
    await answerPaper(page, () => [0]); // a guess: the first option everywhere
    await page.getByRole('button', { name: '交卷' }).click();
    await expectVisible(page.getByRole('heading', { name: '未通过考试' }));
    const score = Number(await page.locator('p strong').filter({ hasText: /^\d+$/ }).first().innerText());
    expect(score).toBeLessThan(80);
    await expectVisible(page.getByText(/答对 \d+\/20 题 · 及格 80 分 · 第 1 次考试/));
    await expectVisible(page.getByText(/✗ 回答错误/).first());
    expect(await page.getByText(/^解析：/).count()).toBe(20);
    await page.screenshot({ path: `${SHOTS}/exam-failed-375.png`, fullPage: true });
    const answers = await rightAnswers(page);
    expect(answers.size).toBe(20);

    // Second try: the same questions, answered as the explanations said.
    await page.getByRole('button', { name: /再考一次（还剩 2 次）/ }).click();
    await expectVisible(page.getByRole('timer'));
    await expectVisible(page.getByText(/第 2 次考试/));
    await answerPaper(page, (stem) => answers.get(stem));
    await page.getByRole('button', { name: '交卷' }).click();
    await expectVisible(page.getByRole('heading', { name: '恭喜，考试通过' }));
    await expectVisible(page.getByText('100', { exact: true }));
    await expectVisible(page.getByText(/答对 20\/20 题/));
    await page.screenshot({ path: `${SHOTS}/exam-passed-375.png`, fullPage: true });

    // The pass issued the certificate, with the course's credit; it downloads as a PDF.
    await page.getByRole('link', { name: '查看我的证书' }).click();
    await page.waitForURL('**/user/cert');
    const card = page.locator('article').filter({ hasText: MICRO_COURSE.title });
    await expectVisible(card);
    await expectVisible(card.getByText('省级Ⅱ类学分 0.5 分'));
    await expectVisible(card.getByText('有效', { exact: true }));
    await page.screenshot({ path: `${SHOTS}/cert-375.png`, fullPage: true });
    const href = await card.getByRole('link', { name: '下载证书 PDF' }).getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const pdf = await readPdf(await res.body());
    expect(pdf.header).toMatch(/^%PDF-/);
    const text = pdf.text.replace(/\s+/g, '');
    expect(text).toContain('手卫生规范速学');
    const number = (await card.locator('dd').first().innerText()).trim();
    expect(text).toContain(`证书编号：${number}`);

    // Nothing more to take: the test page says it was passed.
    await page.goto(`/course/exam/${COURSE}`);
    await expectVisible(page.getByText(/您已通过本课程考试/));
  }, 300_000);
});
