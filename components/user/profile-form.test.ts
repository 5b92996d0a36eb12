import { describe, expect, it } from 'vitest';
import type { ApiOptions, ApiProfile } from '@/contract/api-types';
import { checkForm } from '@/contract/forms/field-errors';
import { profileForm } from '@/contract/forms/profile';
import { AVATAR_MAX_BYTES, type ApiProfileForm } from '@/contract/wire/profile';
import { avatarProblem } from './avatar-check';
import { choiceOf, countiesOf, toProfileForm } from './profile-form';
import { userAreaLinks } from './user-links';

const OPTIONS: ApiOptions = {
  professionalTitle: [{ value: 'attending', name: '主治医师' }, { value: 'chief', name: '主任医师' }],
  region: [{ value: '410100', name: '郑州市' }, { value: '410300', name: '洛阳市' }],
  county: [
    { value: '410122', name: '中牟县', parent: '410100' },
    { value: '410324', name: '栾川县', parent: '410300' },
    { value: '410325', name: '嵩县', parent: '410300' },
  ],
};

const PROFILE: ApiProfile = {
  id: 1, phoneMasked: '138****0000', name: '张晓明', gender: 'male', workUnit: '中牟县人民医院', department: '全科医学科',
  jobTitle: '基层医生', professionalTitle: 'attending', professionalTitleName: '主治医师', region: '410100', regionName: '郑州市',
  county: '410122', countyName: '中牟县', avatar: null, scope: 0, points: 0, createdAt: 0,
};

const FORM: ApiProfileForm = {
  name: '张晓明', gender: '', workUnit: '', department: '', jobTitle: '', professionalTitle: '', region: '', county: '',
};

describe('profile form', () => {
  it('takes the saved values as the form\'s', () => {
    expect(toProfileForm(PROFILE, OPTIONS)).toEqual({
      name: '张晓明', gender: 'male', workUnit: '中牟县人民医院', department: '全科医学科', jobTitle: '基层医生',
      professionalTitle: 'attending', region: '410100', county: '410122',
    });
  });

  it('maps an old free-text value to its option, and drops one the dictionary does not have', () => {
    expect(choiceOf(OPTIONS.professionalTitle, '主任医师')).toBe('chief');
    expect(choiceOf(OPTIONS.professionalTitle, '院长')).toBe('');
    expect(toProfileForm({ ...PROFILE, region: '郑州市中牟县', county: '' }, OPTIONS)).toMatchObject({ region: '', county: '' });
    // A county that is not in the chosen city is not kept.
    expect(toProfileForm({ ...PROFILE, county: '410324' }, OPTIONS).county).toBe('');
  });

  it('offers the counties of the chosen city only', () => {
    expect(countiesOf(OPTIONS.county, '410300').map((c) => c.name)).toEqual(['栾川县', '嵩县']);
    expect(countiesOf(OPTIONS.county, '')).toEqual([]);
  });

  it('checks the name, the lengths and the county\'s city (with the API\'s schema)', () => {
    const validateProfile = (f: ApiProfileForm) => checkForm(profileForm, f);
    expect(validateProfile(FORM)).toEqual({});
    expect(validateProfile({ ...FORM, name: '  ' }).name).toBe('请填写姓名');
    expect(validateProfile({ ...FORM, name: '长'.repeat(33) }).name).toBe('姓名不能超过32个字');
    expect(validateProfile({ ...FORM, workUnit: '单'.repeat(101) }).workUnit).toBe('工作单位不能超过100个字');
    expect(validateProfile({ ...FORM, county: '410122' }).county).toBe('请先选择所在城市');
  });
});

describe('avatar check', () => {
  it('accepts JPG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(avatarProblem({ type, size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty and larger files', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toContain('JPG');
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toContain('JPG');
    expect(avatarProblem({ type: 'image/png', size: 0 })).toContain('空');
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toContain('2MB');
  });
});

describe('user area links', () => {
  it('puts the centre first, keeps the scope menu and adds every user\'s areas once', () => {
    const links = userAreaLinks([
      { link: '/user/info', name: '个人中心' },
      { link: '/user/message', name: '我的消息' },
    ]).map((l) => l.link);
    expect(links[0]).toBe('/user/userCenter');
    expect(links.filter((l) => l === '/user/message')).toHaveLength(1);
    expect(links).toEqual(expect.arrayContaining(['/user/info', '/user/cert', '/user/invoice', '/user/gift']));
  });
});
