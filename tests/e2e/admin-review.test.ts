// The class-hosting application's loop across two browser contexts (docs/product.md "Applications, competitions
// and certificates in the console"): a learner applies at 375 px; the registrar rejects it with a reason at
// 1280 px; the learner sees 未通过 with the reason on /user/apply and the message at 375 px.
import { describe, expect, it } from 'vitest';
import { addDays, chinaDay } from '@/contract/time';
import type { ApiApplication } from '@/contract/wire/user-apply';
import { expectVisible, login, newPage, openAs, postApi, STAFF } from './harness';

/** A learner of this file alone; the registrar is the seed's 周教务 (STAFF.registrar). */
const LEARNER = '13700093305';

describe('console: class-hosting applications', () => {
  it('a learner applies; the registrar rejects with a reason; the learner reads it', async () => {
    const learner = await newPage('mobile');
    await login(learner, LEARNER);
    const start = addDays(chinaDay(), 30);
    const title = '端到端测试培训班';
    const sent = await postApi<ApiApplication>(learner.request, 'user/apply/save', {
      title, organisation: '测试县人民医院', contactName: '测试联系人', contactPhone: LEARNER, region: '410100',
      startDate: start, endDate: addDays(start, 1), trainees: '30', plan: '围绕基层常见病规范诊疗开展两天集中培训，含病例讨论与技能实操。',
    });
    expect(sent.code).toBe(0);
    await learner.goto('/user/apply');
    await expectVisible(learner.getByText(title));

    const staff = await openAs('desktop', STAFF.registrar, `/admin/apply?status=pending&q=${LEARNER}`);
    const row = staff.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: /^驳\s?回$/ }).click();
    const dialog = staff.getByRole('dialog');
    await expectVisible(dialog);
    await dialog.getByLabel(/驳回原因/).fill('场地容量不足，请调整人数后重新申请');
    await dialog.getByRole('button', { name: /^驳\s?回$/ }).click();
    // Decided, it leaves the pending list (filtered to this learner).
    await expectVisible(staff.getByText('没有待处理的申请'));

    await learner.goto('/user/apply');
    await expectVisible(learner.getByText('场地容量不足，请调整人数后重新申请'));
    await learner.goto('/user/message');
    await expectVisible(learner.getByText('培训班申请未通过').first());
  });
});
