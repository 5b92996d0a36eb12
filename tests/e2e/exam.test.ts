// A course's post-test as a doctor takes it on a phone (375 px; issue 11): a learner who finished the
// free diabetes course and failed its test once fails again, passes on the last try, reads the
// explanations, and downloads the certificate the pass issued. Watching is covered by the API tests
// (server-credited watch time) and the course e2e (no skipping ahead).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAM_SEEDS } from '@/server/seed/data/exams';
import { answerPaper, seedPicks } from './exam-paper';
import { expectVisible, login, newPage, waitForHydration } from './harness';

/** The seed's learner of course 6 who failed its test once and has not tried again (server/seed/exams.ts). */
const LEARNER = '13700004005';
const COURSE = 6;
const SHOTS = '/tmp/shots/credit';
const bank = EXAM_SEEDS.find((e) => e.courseId === COURSE)!.questions;


describe('course test at 375 px', () => {
  it('fails once more, passes, shows the explanations and issues the certificate', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const page = await newPage('mobile');
    await login(page, LEARNER, `/login?url=${encodeURIComponent(`/course/exam/${COURSE}`)}`);
    await page.waitForURL(`**/course/exam/${COURSE}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: /结业考试/ }));
    await expectVisible(page.getByText('第 1 次').first());
    await page.screenshot({ path: `${SHOTS}/exam-info-375.png`, fullPage: true });

    // Second try: every answer wrong.
    await waitForHydration(page);
    await page.getByRole('button', { name: '开始考试' }).click();
    await expectVisible(page.getByRole('timer'));
    expect(await page.locator('form li').count()).toBe(10);
    await page.screenshot({ path: `${SHOTS}/exam-paper-375.png` });
    await answerPaper(page, seedPicks(bank, false));
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: '交卷' }).click();
    await expectVisible(page.getByRole('heading', { name: '未通过考试' }));
    await expectVisible(page.getByText('解析：').first());
    await page.screenshot({ path: `${SHOTS}/exam-failed-375.png`, fullPage: true });

    // Last try: every answer right.
    await page.getByRole('button', { name: /再考一次/ }).click();
    await expectVisible(page.getByRole('timer'));
    await answerPaper(page, seedPicks(bank));
    await page.getByRole('button', { name: '交卷' }).click();
    await expectVisible(page.getByRole('heading', { name: '恭喜，考试通过' }));
    await expectVisible(page.getByText('100', { exact: true }));
    await page.screenshot({ path: `${SHOTS}/exam-passed-375.png` });

    // The pass issued the course's certificate: it downloads as a PDF.
    await page.getByRole('link', { name: '查看我的证书' }).click();
    await page.waitForURL('**/user/cert');
    const card = page.locator('article').filter({ hasText: '2型糖尿病的基层规范化管理' });
    await expectVisible(card);
    const href = await card.getByRole('link', { name: '下载证书 PDF' }).getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    await page.screenshot({ path: `${SHOTS}/exam-cert-375.png` });
  });
});
