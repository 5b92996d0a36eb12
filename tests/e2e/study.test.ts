// The study centre as the demo learner sees it: the classes signed up for with attendance, the
// courses with progress, continuing where they left off, finished items with their certificates, the
// credits earned; and what a new learner sees.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible, forEachViewport, newPage, openAs } from './harness';

// Seed facts (server/seed/study.ts, training-signups.ts, certificates.ts): course 5 (高血压基层诊疗指南精讲)
// three lessons done and the fourth started, course 26 finished, course 10 just enrolled; a finished
// class attended in full, a running one and an upcoming one.
const LEARNER = '13800000000';
const NEWCOMER = { desktop: '13700008101', mobile: '13700008102' } as const;

const item = (page: Page, title: string) => page.locator('li').filter({ has: page.getByRole('link', { name: title, exact: true }) });

forEachViewport((viewport) => {
  describe('the study centre', () => {
    it("shows the learner's classes and courses with progress, finished ones with their certificates", async () => {
      const page = await openAs(viewport, LEARNER, '/user/study');
      await expectVisible(page.getByRole('heading', { name: '学习中心', level: 1 }));
      await expectVisible(page.getByRole('heading', { name: '我的培训班（4）' }));
      await expectVisible(page.getByRole('heading', { name: '我的课程（3）' }));

      const running = item(page, '高血压基层诊疗指南精讲');
      await expectVisible(running.getByText('学习中', { exact: true }));
      await expectVisible(running.getByText(/已学完 3\/\d+ 讲/));
      await expectVisible(running.getByText(/上次看到：.+ 0:03/));
      const done = item(page, '老年人多重用药管理');
      await expectVisible(done.getByText('已学完', { exact: true }));
      await expectVisible(done.getByRole('link', { name: '查看证书' }));
      await expectVisible(item(page, '常用腧穴定位与针刺技术').getByRole('link', { name: '开始学习' }));

      const classes = page.getByRole('region', { name: /我的培训班/ });
      await expectVisible(classes.getByText('已全勤', { exact: true }));
      await expectVisible(classes.getByText('进行中', { exact: true }));
      await expectVisible(classes.getByText(/已签到 \d+\/\d+ 场/));
      await expectVisible(page.getByText('Ⅱ类学分', { exact: true }));
    });

    it('continues the last lesson where it stopped', async () => {
      const page = await openAs(viewport, LEARNER, '/user/study');
      const resume = page.getByRole('region', { name: '继续上次的学习' });
      await expectVisible(resume.getByText(/高血压基层诊疗指南精讲.*上次看到 0:03/));
      await resume.getByRole('link', { name: '继续学习' }).click();
      await page.waitForURL(/\/video\/\d+$/);
      await expectVisible(page.getByText(/已从上次观看的 0:03 处继续/), 20_000);
    });

    it('shows a new learner where to start', async () => {
      const page = await openAs(viewport, NEWCOMER[viewport], '/user/study');
      await expectVisible(page.getByText('还没有报名培训班。'));
      await expectVisible(page.getByText('还没有报名课程。'));
      await page.goto('/user/cert');
      await expectVisible(page.getByText('还没有证书'));
    });

    it('sends a guest to the login page', async () => {
      const page = await newPage(viewport);
      await page.goto('/user/study');
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });
});
