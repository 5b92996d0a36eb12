import { describe, expect, it } from 'vitest';
import { maskPhone, normalisePhone, zPhone } from './phone';

describe('phone numbers', () => {
  it.each([
    ['13800000000', '13800000000'],
    [' 138 0000 0000 ', '13800000000'],
    ['138-0000-0000', '13800000000'],
    ['+86 138 0000 0000', '13800000000'],
    ['+8613800000000', '13800000000'],
    ['008613800000000', '13800000000'],
    ['8613800000000', '13800000000'],
  ])('normalises %j to %s', (raw, phone) => {
    expect(normalisePhone(raw)).toBe(phone);
    expect(zPhone.parse(raw)).toBe(phone);
  });

  it.each(['', '12800000000', '1380000000', '138000000000', '+1 138 0000 0000', '１３８００００００００', 'abc'])(
    'refuses %j',
    (raw) => {
      expect(zPhone.safeParse(raw).success).toBe(false);
    },
  );

  it('masks the middle four digits', () => {
    expect(maskPhone('13800000000')).toBe('138****0000');
  });
});
