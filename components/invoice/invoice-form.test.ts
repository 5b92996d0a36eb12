import { describe, expect, it } from 'vitest';
import type { ApiInvoice } from '@/contract/wire/invoice';
import { applyTitle, formatYuan, initialFields, taxNumberError, toSaveForm, type InvoiceFields } from './invoice-form';

const ORG: InvoiceFields = {
  ...initialFields(null, ['course-5']),
  titleType: 'organisation',
  title: '中牟县人民医院',
  taxNumber: '12410122416081357E',
  email: 'caiwu@example.cn',
};

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
