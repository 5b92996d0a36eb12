// The browser's side of the shared form rules: each sample of tests/form-cases.ts gets exactly its
// messages from the schema the API uses (server/http/bad-input-fields.test.ts checks the API's side).
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { FORM_CASES, type FormCase } from '@/tests/form-cases';
import { applyForm } from './apply';
import { entryForm } from './entry';
import { checkForm } from './field-errors';
import { exchangeForm, receiverForm } from './gift-exchange';
import { invoiceForm } from './invoice';
import { loginForm, smsCodeForm } from './login';
import { profileForm } from './profile';
import { signupForm } from './signup';
import { teacherForm } from './teacher';
import { isMobile, maskPhone, normalisePhone } from '../phone';

const SCHEMAS: Record<FormCase['form'], ZodType> = {
  smsCode: smsCodeForm, login: loginForm, signup: signupForm, exchange: exchangeForm, apply: applyForm,
  teacher: teacherForm, profile: profileForm, invoice: invoiceForm, entry: entryForm,
};

describe('the shared form schemas in the browser', () => {
  it.each(FORM_CASES.map((c) => [`${c.form}: ${c.label}`, c] as const))('%s', (_label, c) => {
    expect(checkForm(SCHEMAS[c.form], c.input)).toEqual(c.errors);
  });

  it('asks for every part of a physical gift\'s receiver', () => {
    expect(checkForm(receiverForm, { name: '张三', phone: '139 1234 5678', address: '郑州市金水区经三路7号' })).toEqual({});
    expect(checkForm(receiverForm, { name: '', phone: '', address: '' })).toEqual({
      name: '请填写收货人姓名', phone: '请填写正确的11位手机号', address: '请填写详细收货地址',
    });
  });
});

describe('phone numbers (contract/phone.ts)', () => {
  it.each([
    ['13800000000', '13800000000'],
    [' 138 0000 0000 ', '13800000000'],
    ['138-0000-0000', '13800000000'],
    ['+86 138 0000 0000', '13800000000'],
    ['008613800000000', '13800000000'],
    ['8613800000000', '13800000000'],
    ['(138) 0000 0000', '13800000000'],
  ])('normalises %j to %s', (raw, phone) => {
    expect(normalisePhone(raw)).toBe(phone);
    expect(isMobile(raw)).toBe(true);
  });

  it.each(['', '12800000000', '1380000000', '+1 138 0000 0000', '１３８００００００００', 'abc'])('refuses %j', (raw) => {
    expect(isMobile(raw)).toBe(false);
  });

  it('masks the middle four digits', () => {
    expect(maskPhone('13800000000')).toBe('138****0000');
  });
});
