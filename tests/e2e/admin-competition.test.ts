// The case competition's loop across browser contexts (docs/product.md "Applications, competitions and certificates in
// the console"): a learner submits an entry with its attachment at 375 px; the registrar approves and
// scores it at 1280 px, a second judge (the administrator) scores it too, and the registrar publishes the results;
// the entrant and another learner see the ranking on the competition page at 375 px, and the entrant the message.
// The competition is made for this test (other files use the seeded ones, some expecting them without results),
// with a start long past so that it lists after the seeded ones, and it ends closed and ended.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible, login, newPage, openAs, postApi, waitForHydration } from './harness';

/** Seeded by server/seed/staff.ts: 陈主任 (admin: every role, so an editor and a second judge) and 周教务 (registrar). */
const ADMIN = '13900000001';
const REGISTRAR = '13900000003';
const ENTRANT = '13700095001';
const READER = '13700095002';

/** "YYYY-MM-DD HH:mm" in China time, as the console's date pickers send it. */
const chinaMinute = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
}

/** Scores the entry in `row` as the judge logged in on `page`, through the queue's 评分 dialog. */
async function score(page: Page, title: string, value: string, comment: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /^评\s?分$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^分数/).fill(value);
  await dialog.getByLabel(/^评语/).fill(comment);
  await dialog.getByRole('button', { name: '保存评分' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectVisible(row.getByText(value, { exact: true }));
}

describe('console: case-competition entries', () => {
  it('a learner enters; the registrar approves, two judges score, the results are published; the learners see the ranking', async () => {
    const admin = await newPage('desktop');
    await login(admin, ADMIN);
    const title = `全省基层慢病病例评审赛（${Date.now() % 100000}）`;
    const competition = {
      title, cover: '/images/covers/activity-1.svg', summary: '征集基层慢病规范管理病例，评委打分后公布名次。',
      organiser: '河南省基层卫生健康学会', rules: '<p>每人限提交一份作品，须附完整病例。</p>',
      startAt: '2020-01-01 08:00', deadline: chinaMinute(Date.now() + 86400_000), endAt: chinaMinute(Date.now() + 2 * 86400_000),
      status: 'published',
    };
    const saved = await postApi<{ id: number }>(admin.request, 'admin/activity/save', competition);
    expect(saved.code).toBe(0);
    const id = saved.data.id;

    // The learner enters through the real form, with an attachment.
    const learner = await openAs('mobile', ENTRANT, `/activity/${id}`);
    const entry = '社区高血压合并糖尿病患者的家庭医生随访一例';
    await learner.getByLabel('病例标题').fill(entry);
    await learner.getByLabel('所在科室').fill('全科医学科');
    await learner.getByLabel('病例摘要').fill('患者女，63岁，高血压合并2型糖尿病，家庭医生团队规范随访半年，血压血糖均达标。');
    await learner.getByLabel('病例附件').setInputFiles({ name: '随访病例.pdf', mimeType: 'application/pdf', buffer: pdf('competition loop') });
    await learner.getByRole('button', { name: '提交作品' }).click();
    await expectVisible(learner.getByText('您已提交作品'));

    // The registrar approves it at 1280 px and scores it; the entry waits in the queue with its attachment.
    const registrar = await newPage('desktop');
    await login(registrar, REGISTRAR);
    await registrar.goto(`/admin/activity/entries?activityId=${id}`);
    await waitForHydration(registrar);
    await expectVisible(registrar.getByRole('heading', { name: '病例大赛评审' }));
    const row = registrar.getByRole('row').filter({ hasText: entry });
    await expectVisible(row.getByText('待审核'));
    await row.getByRole('button', { name: /^详\s?情$/ }).click();
    const drawer = registrar.getByRole('dialog');
    await expectVisible(drawer.getByRole('link', { name: '随访病例.pdf' }));
    await expectVisible(drawer.getByText('全科医学科'));
    await drawer.getByRole('button', { name: /^通\s?过$/ }).click();
    await expectVisible(row.getByText('已通过'));
    await score(registrar, entry, '88', '病史完整，随访记录规范');
    await expectVisible(row.getByText('88（1位）'));

    // A second judge scores the same entry: each judge has their own score, the average is of both.
    await admin.goto(`/admin/activity/entries?activityId=${id}`);
    await waitForHydration(admin);
    await score(admin, entry, '92', '体会部分有启发');
    await expectVisible(admin.getByRole('row').filter({ hasText: entry }).getByText('90（2位）'));

    // The entries close (the editor moves the deadline and the results day into the past), then the registrar publishes.
    const closed = await postApi<{ id: number }>(admin.request, 'admin/activity/save', {
      ...competition, id: String(id), deadline: chinaMinute(Date.now() - 2 * 60_000), endAt: chinaMinute(Date.now() - 60_000),
    });
    expect(closed.code).toBe(0);
    await registrar.reload();
    await waitForHydration(registrar);
    await expectVisible(registrar.getByText('已通过的作品都已评分', { exact: false }));
    await registrar.getByRole('button', { name: '公布结果' }).click();
    const dialog = registrar.getByRole('dialog');
    await expectVisible(dialog.getByLabel('一等奖名额'));
    await dialog.getByRole('button', { name: /^公\s?布$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(registrar.getByText(/^结果已于 .+ 公布/));
    await expectVisible(registrar.getByRole('row').filter({ hasText: entry }).getByText('一等奖'));

    // Another learner reads the ranking on the competition page at 375 px.
    const reader = await openAs('mobile', READER, `/activity/${id}`);
    await expectVisible(reader.getByRole('heading', { name: /评审结果/ }));
    await expectVisible(reader.getByText(/评审结果已于 .+ 公布，按评委平均分排名。/));
    await expectVisible(reader.getByRole('heading', { name: entry }));
    await expectVisible(reader.getByText('第1名').first());
    await expectVisible(reader.getByText('一等奖').first());
    // The hero's link names the results, and a competition without milestones shows no empty 时间安排 card.
    await expectVisible(reader.getByRole('link', { name: '评审结果' }));
    expect(await reader.getByRole('heading', { name: '时间安排' }).count()).toBe(0);

    // The entrant sees their place on their entry and the message.
    await learner.goto(`/activity/${id}`);
    await expectVisible(learner.getByText('名次：第1名'));
    await learner.goto('/user/message');
    await expectVisible(learner.getByText(`“${title}”评审结果已公布`).first());
    await expectVisible(learner.getByText('您的参赛作品已通过审核').first());
  });
});
