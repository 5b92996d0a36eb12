// The paid class's loop across three browser contexts (docs/product.md "Sign-ups and fees in the console"): a
// learner signs up at 375 px and waits for review; the registrar approves at 1280 px; finance confirms the
// transfer with its reference at 1280 px; the learner sees 报名成功 and the message at 375 px, and both decisions
// sent the learner an SMS (docs/product.md "SMS to the learner": the log provider's line in the server log).
import { describe, expect, it } from 'vitest';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminTrainingRow } from '@/contract/wire/admin-training';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import { expectVisible, login, newPage, postApi, serverLog, waitForHydration } from './harness';

/** Seeded by server/seed/staff.ts: 周教务 (registrar) and 吴会计 (finance). */
const REGISTRAR = '13900000003';
const FINANCE = '13900000004';
const LEARNER = '13700093001';

/** Waits a few seconds at most for the job queue (polling every 2 s) to send the SMS notice: its text, or null. */
async function smsNotice(pattern: RegExp): Promise<string | null> {
  for (const end = Date.now() + 6000; ; ) {
    const line = serverLog().split('\n').find((l) => l.includes(`SMS notice for ${LEARNER}: `) && pattern.test(l));
    if (line || Date.now() > end) return line ? (/SMS notice for \d+: ([^"]*)/.exec(line)?.[1] ?? '') : null;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('console: sign-ups and fees', () => {
  it('a learner signs up for a paid class; the registrar approves, finance confirms; the learner is told', async () => {
    const staff = await newPage('desktop');
    await login(staff, REGISTRAR);
    const learner = await newPage('mobile');
    await login(learner, LEARNER);

    // A published paid class still taking sign-ups that asks no questions of its own.
    const classes = (await postApi<ApiAdminPage<ApiAdminTrainingRow>>(staff.request, 'admin/training/list', { status: 'published', size: '100' })).data.list;
    let id = 0;
    for (const c of classes.filter((x) => x.fee > 0 && x.phase === 'signup')) {
      const d = (await postApi<ApiTrainingDetail>(learner.request, `training/detail/${c.id}`)).data;
      if (d.canSignup && !d.signupFields.length && !d.mySignup) {
        id = c.id;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);

    await learner.goto(`/training/${id}`);
    await waitForHydration(learner);
    await learner.getByLabel('姓名').fill('钱村医');
    await learner.getByLabel('工作单位').fill('兰考县城关镇卫生院');
    await learner.getByLabel('科室').fill('全科医学科');
    await learner.getByLabel('职务/岗位').fill('全科医生');
    await learner.getByLabel('所在地区').selectOption({ index: 1 });
    await learner.getByRole('button', { name: '提交报名' }).click();
    await learner.waitForURL(`**/training/success/${id}`);
    await expectVisible(learner.getByRole('heading', { name: '报名已提交，等待教务审核' }));

    await staff.goto(`/admin/signup?status=review&q=${LEARNER}`);
    await waitForHydration(staff);
    const row = staff.getByRole('row').filter({ hasText: '钱村医' });
    await expectVisible(row.getByText('待审核'));
    // antd spaces a two-character button's label (通 过).
    await row.getByRole('button', { name: /^通\s?过$/ }).click();
    await expectVisible(staff.getByText('已通过'));

    const finance = await newPage('desktop');
    await login(finance, FINANCE);
    await finance.goto(`/admin/payment?status=pending&q=${LEARNER}`);
    await waitForHydration(finance);
    await finance.getByRole('row').filter({ hasText: '钱村医' }).getByRole('button', { name: '确认到账' }).click();
    const dialog = finance.getByRole('dialog');
    await dialog.getByLabel(/收款凭证号/).fill('ICBC-E2E-0001');
    await dialog.getByRole('button', { name: /确认到账/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await finance.goto(`/admin/payment?status=paid&q=${LEARNER}`);
    await expectVisible(finance.getByRole('row').filter({ hasText: '钱村医' }).getByText('ICBC-E2E-0001', { exact: false }));

    await learner.goto(`/training/success/${id}`);
    await expectVisible(learner.getByRole('heading', { name: '报名成功' }));
    await learner.goto('/user/message');
    await expectVisible(learner.getByText(/费用已确认到账/).first());
    expect(await smsNotice(/培训报名已通过审核/)).toMatch(new RegExp(`^您的培训报名已通过审核，详情见 http\\S*/training/${id}$`));
    expect(await smsNotice(/缴费已确认到账/)).toMatch(new RegExp(`^您的缴费已确认到账，详情见 http\\S*/training/${id}$`));
  });
});
