// A training class's post-test on a phone (375 px; issue 11): the seed's learner who attended every session
// of the demo class (server/seed/class-exam.ts) finds the test on the class page (可参加), takes it, passes,
// reads the result, and the class page then says 已通过. Opening rules and certificates are covered by the
// API tests (server/modules/exam/class-exam.test.ts).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiStudySummary } from '@/contract/wire/study';
import { CLASS_EXAM_LEARNER, CLASS_EXAM_QUESTIONS } from '@/server/seed/data/class-exam';
import { answerPaper, seedPicks } from './exam-paper';
import { expectVisible, login, newPage, postApi, waitForHydration } from './harness';

const SHOTS = '/tmp/classtest-shots';

describe('class test at 375 px', () => {
  it('opens from the class page, submits, shows the result and the class page says 已通过', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const page = await newPage('mobile');
    await login(page, CLASS_EXAM_LEARNER.phone);
    const summary = await postApi<ApiStudySummary>(page.request, 'user/study/summary');
    expect(summary.code).toBe(0);
    const [mine] = summary.data.trainings.list;
    expect(mine).toBeTruthy();

    await page.goto(`/training/${mine.id}`);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: /结业考试\s*可参加/ });
    await expectVisible(link);
    await page.screenshot({ path: `${SHOTS}/class-page-375.png`, fullPage: true });
    await link.click();
    await page.waitForURL(`**/training/exam/${mine.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: '急诊急救技能结业考试' }));
    await expectVisible(page.getByText(/已签到 (\d+)\/\1 次课/));
    await page.screenshot({ path: `${SHOTS}/class-exam-info-375.png`, fullPage: true });

    await waitForHydration(page);
    await page.getByRole('button', { name: '开始考试' }).click();
    await expectVisible(page.getByRole('timer'));
    expect(await page.locator('form li').count()).toBe(15);
    await answerPaper(page, seedPicks(CLASS_EXAM_QUESTIONS));
    await page.screenshot({ path: `${SHOTS}/class-exam-paper-375.png` });
    await page.getByRole('button', { name: '交卷' }).click();
    await expectVisible(page.getByRole('heading', { name: '恭喜，考试通过' }));
    await expectVisible(page.getByText('100', { exact: true }));
    // The pass completed the class: its certificate is issued.
    await expectVisible(page.getByRole('link', { name: '查看我的证书' }));
    await page.screenshot({ path: `${SHOTS}/class-exam-passed-375.png`, fullPage: true });

    // Back on the class page the link shows the pass.
    await page.getByRole('link', { name: '返回培训班' }).click();
    await page.waitForURL(`**/training/${mine.id}`);
    await expectVisible(page.getByRole('link', { name: /结业考试\s*已通过/ }));
  });
});
