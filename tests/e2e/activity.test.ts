// The case competition (login required) and the training-needs survey, as a person uses them: a guest
// is sent to log in; a doctor submits a case with an attachment, sees and edits it, reads the published
// entries; a survey is answered and still shows as answered after a reload.
import { describe, expect, it } from 'vitest';
import { baseURL, expectVisible, forEachViewport, login, newPage, waitForHydration } from './harness';

/** Seeded: competition 1 is open for entries, 4 has ended with 12 published entries; survey 1 is open. */
const OPEN = 1;
const ENDED = 4;
const SURVEY = 1;

function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
}

describe('case competition', () => {
  forEachViewport((viewport) => {
    it('sends a guest who opens /activity to the login page', async () => {
      const page = await newPage(viewport);
      await page.goto('/activity');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('url')).toBe('/activity');
    });

    it('lets a doctor submit a case with an attachment, see it, edit it and read the published entries', async () => {
      // A phone per viewport: each run is that user's first entry.
      const phone = viewport === 'desktop' ? '13712340001' : '13712340002';
      const page = await newPage(viewport);
      await login(page, phone, '/login?url=/activity');
      expect(new URL(page.url()).pathname).toBe('/activity');
      await expectVisible(page.getByRole('heading', { level: 1, name: '病例大赛' }));
      for (const status of ['征集中', '即将开始', '评审中', '已结束']) await expectVisible(page.getByText(status, { exact: true }));

      await page.getByRole('link', { name: '立即参赛' }).first().click();
      await page.waitForURL(`${baseURL}/activity/${OPEN}`);
      await waitForHydration(page);
      await expectVisible(page.getByRole('heading', { name: '大赛规则' }));
      await expectVisible(page.getByRole('heading', { name: '时间安排' }));
      await expectVisible(page.getByText('每人限提交一份作品'));

      const title = `基层高血压随访管理一例（${viewport}）`;
      const bytes = pdf(`entry ${viewport}`);
      await page.getByLabel('病例标题').fill(title);
      await page.getByLabel('所在科室').fill('全科医学科');
      await page.getByLabel('病例摘要').fill('患者男，66岁，高血压十二年，血压控制不佳，经家庭医生团队规范随访和用药调整后达标。');
      await page.getByLabel('病例附件').setInputFiles({ name: '随访病例.pdf', mimeType: 'application/pdf', buffer: bytes });
      await page.getByRole('button', { name: '提交作品' }).click();

      await expectVisible(page.getByText('您已提交作品'));
      await expectVisible(page.getByRole('heading', { name: title }));
      const attachment = page.getByRole('link', { name: /随访病例\.pdf/ });
      await expectVisible(attachment);
      // The attachment comes back to its owner, as a download.
      const href = await attachment.first().getAttribute('href');
      const download = await page.request.get(`${baseURL}${href}`);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
      expect(Buffer.from(await download.body())).toEqual(bytes);

      await page.getByRole('button', { name: '修改作品' }).click();
      const edited = `${title}（修订）`;
      await page.getByLabel('病例标题').fill(edited);
      await page.getByRole('button', { name: '保存修改' }).click();
      await expectVisible(page.getByRole('heading', { name: edited }));

      // Still there after a reload, rendered by the server.
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: edited }));
      await expectVisible(page.getByRole('link', { name: /随访病例\.pdf/ }));

      await expectVisible(page.getByRole('heading', { name: /优秀作品展示/ }));
      await expectVisible(page.getByRole('heading', { name: '难治性高血压筛查发现原发性醛固酮增多症一例' }));
    });

    it('shows an ended competition read-only, with its published entries in pages', async () => {
      const page = await newPage(viewport);
      await login(page, viewport === 'desktop' ? '13712340003' : '13712340004', `/login?url=/activity/${ENDED}`);
      expect(new URL(page.url()).pathname).toBe(`/activity/${ENDED}`);
      await expectVisible(page.getByText(/作品征集已于 .+ 截止，您未提交作品。/));
      await expect(page.getByRole('button', { name: '提交作品' }).count()).resolves.toBe(0);
      await expectVisible(page.getByText('一等奖').first());
      await page.getByRole('link', { name: '下一页' }).click();
      await page.waitForURL(`${baseURL}/activity/${ENDED}?page=2`);
      await expectVisible(page.getByRole('heading', { name: '甲状腺功能减退症老年患者的识别与治疗' }));
    });

    it('answers 404 for a competition that does not exist', async () => {
      const page = await newPage(viewport);
      await login(page, viewport === 'desktop' ? '13712340003' : '13712340004', '/login?url=/activity/999');
      expect(new URL(page.url()).pathname).toBe('/activity/999');
      await expectVisible(page.getByRole('heading', { name: '页面不存在' }));
      const res = await page.request.get(`${baseURL}/activity/999`);
      expect(res.status()).toBe(404);
    });
  });
});

describe('training-needs survey', () => {
  forEachViewport((viewport) => {
    it('shows a guest the questions and a way to log in', async () => {
      const page = await newPage(viewport);
      const res = await page.goto(`/demand/${SURVEY}`);
      expect(res?.status()).toBe(200);
      await expectVisible(page.getByRole('heading', { level: 1, name: /培训需求调查/ }));
      await expectVisible(page.getByText('您所在的机构类型'));
      await expect(page.getByRole('radio', { name: '乡镇卫生院' }).isDisabled()).resolves.toBe(true);
      await expectVisible(page.getByRole('link', { name: '登录后填写' }));
    });

    it('is answered by a logged-in user and still shown as answered after a reload', async () => {
      const page = await newPage(viewport);
      await login(page, viewport === 'desktop' ? '13712340005' : '13712340006', `/login?url=/demand/${SURVEY}`);
      expect(new URL(page.url()).pathname).toBe(`/demand/${SURVEY}`);
      await waitForHydration(page);

      // A required question left out is pointed at before anything is sent.
      await page.getByRole('button', { name: '提交问卷' }).click();
      await expectVisible(page.getByText('请回答此题').first());

      await page.getByRole('radio', { name: '乡镇卫生院' }).check();
      await page.getByRole('radio', { name: '乡村医生' }).check();
      await page.getByRole('checkbox', { name: '慢病管理' }).check();
      await page.getByRole('checkbox', { name: '急诊急救' }).check();
      await page.getByRole('radio', { name: '线上视频课程' }).check();
      await page.getByRole('radio', { name: '5—10小时' }).check();
      await page.getByRole('textbox', { name: /还有哪些建议/ }).fill('希望多安排急救技能的实操培训');
      await page.getByRole('button', { name: '提交问卷' }).click();
      await expectVisible(page.getByText(/您已于 .+ 提交问卷/));

      await page.reload();
      await expectVisible(page.getByText(/您已于 .+ 提交问卷/));
      await expect(page.getByRole('radio', { name: '乡镇卫生院' }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('checkbox', { name: '急诊急救' }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('textbox', { name: /还有哪些建议/ }).inputValue()).resolves.toBe('希望多安排急救技能的实操培训');
      await expectVisible(page.getByRole('button', { name: '保存修改' }));
    });
  });
});
