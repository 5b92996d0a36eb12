// A 4000 answer names every wrong field (docs/product.md §5), and the API refuses and accepts exactly what
// the browser's check of the same schema does (tests/form-cases.ts; contract/forms/forms.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';
import { FORM_CASES, type FormCase } from '@/tests/form-cases';

const PATHS: Record<FormCase['form'], string> = {
  smsCode: 'passport/code', login: 'passport/phone', signup: 'training/signup/1', exchange: 'user/gift/store/1',
  apply: 'user/apply/save', teacher: 'user/teacher/save', profile: 'user/profile/save', invoice: 'user/invoice/save',
  entry: 'activity/entrySave/1',
};

describe('bad input answers', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let cookie: string;

  beforeAll(async () => {
    ({ cookie } = await api.login('13800000000', { ip: '10.88.0.1' }));
  }, 120_000);

  it('names both wrong fields, and keeps codeMsg the first one\'s sentence', async () => {
    const res = await api.call('passport/phone', { phone: '12800000000', code: '123' }, { ip: '10.88.0.2' });
    expect(res.envelope).toEqual({
      code: Code.BadInput,
      codeMsg: 'phone：请填写正确的11位手机号',
      data: null,
      fields: { phone: '请填写正确的11位手机号', code: '请输入6位数字验证码' },
    });
  });

  it('names no fields for a 4000 that is about no field', async () => {
    const res = await api.call('passport/phone', '{"phone":1}', { ip: '10.88.0.3', headers: { 'content-type': 'application/json' } });
    expect(res.envelope).toEqual({ code: Code.BadInput, codeMsg: '请求格式不正确', data: null });
  });

  it('names each missing part of a physical gift\'s receiver, which the schema alone cannot know is needed', async () => {
    const store = await api.call<{ list: { id: number; kind: string }[] }>('user/gift/gift', { pageSize: '50' }, { cookie, ip: '10.88.0.4' });
    const physical = store.envelope.data.list.find((g) => g.kind === 'physical');
    const res = await api.call(`user/gift/store/${physical?.id}`, { key: 'k'.repeat(20), quantity: '1', phone: '13912345678' }, { cookie, ip: '10.88.0.4' });
    expect(res.envelope).toEqual({
      code: Code.BadInput,
      codeMsg: '请填写收货人、手机号和详细收货地址',
      data: null,
      fields: { name: '请填写收货人姓名', address: '请填写详细收货地址' },
    });
  });

  it.each(FORM_CASES.map((c, i) => [`${c.form}: ${c.label}`, c, i] as const))('%s: as the browser\'s check', async (_label, c, i) => {
    const res = await api.call(PATHS[c.form], c.input, { cookie, ip: `10.88.1.${i}` });
    if (Object.keys(c.errors).length) {
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(res.envelope.data).toBeNull();
      expect(res.envelope.fields).toEqual(c.errors);
    } else {
      // Accepted by the schema: whatever the handler then says (a closed class, an unknown item), it is
      // not a refusal of the fields.
      expect(res.envelope.fields, res.body).toBeUndefined();
    }
  });
});
