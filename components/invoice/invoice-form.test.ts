import { describe, expect, it } from 'vitest';
import type { ApiInvoice } from '@/contract/wire/invoice';
import { applyTitle, formatYuan, initialFields, taxNumberError, toSaveForm, validateInvoice, type InvoiceFields } from './invoice-form';

const ORG: InvoiceFields = {
  ...initialFields(null, ['course-5']),
  titleType: 'organisation',
  title: '中牟县人民医院',
  taxNumber: '12410122416081357E',
  email: 'caiwu@example.cn',
};

describe('validateInvoice', () => {
  it('accepts a complete organisation and a complete personal form', () => {
    expect(validateInvoice(ORG)).toEqual({});
    expect(validateInvoice({ ...ORG, titleType: 'personal', title: '张晓明', taxNumber: '' })).toEqual({});
  });

  it('asks for items, a title and an email', () => {
    const errors = validateInvoice(initialFields(null));
    expect(errors.items).toBe('请选择要开票的项目');
    expect(errors.title).toMatch(/请填写发票抬头/);
    expect(errors.email).toBe('请填写接收电子发票的邮箱');
  });

  it('checks the tax number of an organisation only', () => {
    expect(validateInvoice({ ...ORG, taxNumber: '' }).taxNumber).toMatch(/请填写/);
    expect(validateInvoice({ ...ORG, taxNumber: '12410122416081357F' }).taxNumber).toMatch(/校验不通过/);
    expect(validateInvoice({ ...ORG, titleType: 'personal', taxNumber: 'nonsense' }).taxNumber).toBeUndefined();
  });

  it('needs address and bank for a special invoice, and refuses it for a person', () => {
    const special = validateInvoice({ ...ORG, kind: 'special' });
    expect(special.address).toMatch(/地址/);
    expect(special.bank).toMatch(/开户行/);
    expect(validateInvoice({ ...ORG, kind: 'special', address: '郑州市 0371-1', bank: '某银行 1' })).toEqual({});
    expect(validateInvoice({ ...ORG, titleType: 'personal', kind: 'special' }).kind).toMatch(/普通发票/);
  });

  it('refuses a title too long and an email without a domain', () => {
    expect(validateInvoice({ ...ORG, title: '院'.repeat(101) }).title).toMatch(/100/);
    expect(validateInvoice({ ...ORG, email: 'caiwu@example' }).email).toBe('请填写正确的电子邮箱');
  });
});

describe('taxNumberError', () => {
  it('explains what is wrong as the number is typed', () => {
    expect(taxNumberError('9135 0100 m000 100y43')).toBe('');
    expect(taxNumberError('913501')).toMatch(/18位/);
    expect(taxNumberError('91350100M0001O0Y43')).toMatch(/不含 I、O、S、V、Z/);
  });
});

describe('toSaveForm', () => {
  it('sends the items comma-joined, the tax number normalised, and nothing an invoice of a person does not carry', () => {
    expect(toSaveForm({ ...ORG, taxNumber: '12410122 416081357e', items: ['course-5', 'training-3'] }, 7)).toEqual({
      id: '7', titleType: 'organisation', kind: 'normal', title: '中牟县人民医院', taxNumber: '12410122416081357E',
      address: '', bank: '', email: 'caiwu@example.cn', items: 'course-5,training-3', saveTitle: '1',
    });
    const person = toSaveForm({ ...ORG, titleType: 'personal', kind: 'special', title: ' 张晓明 ', bank: 'x', saveTitle: false });
    expect(person).toMatchObject({ kind: 'normal', title: '张晓明', taxNumber: '', bank: '', saveTitle: '0' });
    expect(person).not.toHaveProperty('id');
  });
});

describe('initialFields and applyTitle', () => {
  it('fills the form from an invoice being edited', () => {
    const invoice = { titleType: 'organisation', kind: 'special', title: 'A院', taxNumber: 'T', address: 'addr', bank: 'b', email: 'e@x.cn', items: [{ key: 'course-1' }] } as ApiInvoice;
    expect(initialFields(invoice)).toEqual({ titleType: 'organisation', kind: 'special', title: 'A院', taxNumber: 'T', address: 'addr', bank: 'b', email: 'e@x.cn', items: ['course-1'], saveTitle: false });
  });

  it('puts a saved title in, a personal one back to a normal invoice', () => {
    const filled = applyTitle({ ...ORG, kind: 'special' }, { id: 1, titleType: 'personal', title: '张晓明', taxNumber: '', address: '', bank: '' });
    expect(filled).toMatchObject({ titleType: 'personal', kind: 'normal', title: '张晓明', email: ORG.email, items: ORG.items });
  });
});

describe('formatYuan', () => {
  it('shows two decimals', () => {
    expect(formatYuan(469)).toBe('¥469.00');
    expect(formatYuan(19.9)).toBe('¥19.90');
  });
});
