// Two of the editor's loops across browser contexts (issue 10, docs/product.md §10):
// - the training-needs survey: a new learner answers the open survey at 375 px with a free-text answer; the
//   editor at 1280 px sees one more answer set and that answer among the text answers, and the CSV export
//   holds it guarded against formula injection (server/http/csv.ts);
// - a notice to one class's roster: the editor sends it at 1280 px; a learner signed up to the class reads it
//   at 375 px in their messages, a learner who is not on the roster does not get it.
// (A notice to everyone is walked in admin-people.test.ts.)
import { describe, expect, it } from 'vitest';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiNoticeTarget } from '@/contract/wire/admin-people';
import type { ApiDemandResults } from '@/contract/wire/admin-survey';
import type { ApiAdminTrainingRow } from '@/contract/wire/admin-training';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import { baseURL, expectVisible, openAs, postApi, STAFF } from './harness';

/** Seeded survey 1 is open (server/seed/activities.ts). */
const SURVEY = 1;
/** Learners of this file alone. */
const ANSWERER = '13700099101';
const ON_ROSTER = '13700099102';
const NOT_ON_ROSTER = '13700099103';

describe('console: a survey’s answers and a notice to a class', () => {
  it('counts a learner’s new answer set and shows and exports their free-text answer, guarded against formulas', async () => {
    const editor = await openAs('desktop', STAFF.editor, '/admin/demand');
    const before = (await postApi<ApiDemandResults>(editor.request, `admin/demand/results/${SURVEY}`)).data.answerCount;
    // Unique to this run, and starting with "=" as a spreadsheet formula would.
    const text = `=1+2 希望增加心电图判读培训${Date.now().toString(36)}`;

    const learner = await openAs('mobile', ANSWERER, `/demand/${SURVEY}`);
    await learner.getByRole('radio', { name: '社区卫生服务中心' }).check();
    await learner.getByRole('radio', { name: '全科医生' }).check();
    await learner.getByRole('checkbox', { name: '慢病管理' }).check();
    await learner.getByRole('radio', { name: '线上视频课程' }).check();
    await learner.getByRole('radio', { name: '5—10小时' }).check();
    await learner.getByRole('textbox', { name: /还有哪些建议/ }).fill(text);
    await learner.getByRole('button', { name: '提交问卷' }).click();
    await expectVisible(learner.getByText(/您已于 .+ 提交问卷/));

    await editor.getByRole('row').filter({ hasText: '年度基层卫生人员培训需求调查' }).first().getByRole('link', { name: /^结\s*果$/ }).click();
    await expectVisible(editor.getByRole('heading', { level: 1, name: '调查结果' }));
    expect(new URL(editor.url()).pathname).toBe(`/admin/demand/results/${SURVEY}`);
    await expectVisible(editor.getByText(`${before + 1} 份`, { exact: true }));
    const texts = editor.locator('.ant-card').filter({ hasText: '还有哪些建议' });
    await expectVisible(texts.getByText(text, { exact: true }));

    const res = await editor.request.get(`${baseURL}/api/med/admin/demand/csv/${SURVEY}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/csv');
    const csv = await res.text();
    expect(csv).toContain(`'${text}`);
    expect(csv).not.toMatch(new RegExp(`(^|,)${text.replace(/[+]/g, '\\+')}`, 'm'));
  });

  it('sends a notice to one class’s roster: a learner on it reads it, a learner not on it does not get it', async () => {
    const onRoster = await openAs('mobile', ON_ROSTER, '/user/message');
    const notOnRoster = await openAs('mobile', NOT_ON_ROSTER, '/user/message');

    // Set-up through the API: the learner signs up to a free class that is open for sign-up.
    const registrar = await openAs('desktop', STAFF.registrar, '/admin');
    const classes = (await postApi<ApiAdminPage<ApiAdminTrainingRow>>(registrar.request, 'admin/training/list', { status: 'published', size: '100' })).data.list;
    let klass: ApiAdminTrainingRow | undefined;
    for (const c of classes.filter((x) => x.fee === 0 && x.phase === 'signup')) {
      const d = (await postApi<ApiTrainingDetail>(onRoster.request, `training/detail/${c.id}`)).data;
      if (d.canSignup && !d.signupFields.length && !d.mySignup) {
        klass = c;
        break;
      }
    }
    expect(klass).toBeDefined();
    const signup = await postApi(onRoster.request, `training/signup/${klass!.id}`, {
      name: '韩书宁', phone: ON_ROSTER, workUnit: '中牟县人民医院', department: '内科', jobTitle: '主治医师', region: '410100',
    });
    expect(signup.code).toBe(0);

    const editor = await openAs('desktop', STAFF.editor, '/admin/message');
    const targets = (await postApi<ApiNoticeTarget[]>(editor.request, 'admin/message/targets', { kind: 'training', q: klass!.title })).data;
    const target = targets.find((t) => t.id === klass!.id)!;
    expect(target.learners).toBeGreaterThanOrEqual(1);
    const title = `端到端测试：${klass!.title}开班提醒`;

    await editor.getByRole('button', { name: '发送通知' }).click();
    const dialog = editor.getByRole('dialog').filter({ hasText: '发送对象' });
    await dialog.getByText('培训班学员', { exact: true }).click();
    await dialog.getByRole('combobox').fill(klass!.title);
    await editor.locator('.ant-select-item-option').filter({ hasText: `${klass!.title}（${target.learners}人）` }).first().click();
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('内容').fill('请于开班前一天到培训基地报到，携带身份证和执业证书。');
    await dialog.getByLabel('链接（选填）').fill(`/training/${klass!.id}`);
    await dialog.getByRole('button', { name: '发送…' }).click();
    const confirm = editor.getByRole('dialog').filter({ hasText: '确认发送？' });
    await expectVisible(confirm.getByText(`“${klass!.title}”的 ${target.learners} 位学员`, { exact: false }));
    await confirm.getByRole('button', { name: /^发\s*送$/ }).click();
    await expectVisible(editor.getByText(`已发送给 ${target.learners} 人`));
    const row = editor.getByRole('row').filter({ hasText: title });
    await expectVisible(row.getByText('培训班学员', { exact: true }));

    await onRoster.goto('/user/message');
    await expectVisible(onRoster.getByText(title));

    await notOnRoster.goto('/user/message');
    await expectVisible(notOnRoster.getByRole('heading', { name: '我的消息' }));
    await expect(notOnRoster.getByText(title).count()).resolves.toBe(0);
    expect(await notOnRoster.content()).not.toContain(title);
  });
});
