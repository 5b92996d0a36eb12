import { describe, expect, it } from 'vitest';
import { normalisePhone, validateSignup } from './signup-form';

const valid = { name: '张晓明', phone: '13800000000', workUnit: '中牟县人民医院', department: '全科医学科', jobTitle: '基层医生', region: '410100' };

describe('the sign-up form checks', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
    expect(validateSignup({ ...valid, phone: '+86 138-0000-0000' })).toEqual({});
    expect(normalisePhone('+86 138-0000-0000')).toBe('13800000000');
  });

  it('names each missing or wrong field', () => {
    const errors = validateSignup({ name: ' ', phone: '12345', workUnit: '', department: '', jobTitle: '', region: '' });
    expect(errors).toEqual({
      name: '请填写姓名', phone: '请填写正确的11位手机号', workUnit: '请填写工作单位', department: '请填写科室',
      jobTitle: '请填写职务/岗位', region: '请选择所在地区',
    });
    expect(validateSignup({ ...valid, name: '名'.repeat(33) }).name).toBe('姓名不能超过32个字');
  });
});
