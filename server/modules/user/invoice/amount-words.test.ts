import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amountInWords', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角'],
    [56, '伍角陆分'],
    [100, '壹元整'],
    [1000, '壹拾元整'],
    [1005, '壹拾元零伍分'],
    [1050, '壹拾元伍角'],
    [4900, '肆拾玖元整'],
    [36000, '叁佰陆拾元整'],
    [100100, '壹仟零壹元整'],
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [1001000, '壹万零壹拾元整'],
    [10000000, '壹拾万元整'],
    [10010000, '壹拾万零壹佰元整'],
    [100001000, '壹佰万零壹拾元整'],
    [1000100000, '壹仟万零壹仟元整'],
    [10000000000, '壹亿元整'],
    [10000010000, '壹亿零壹佰元整'],
    [12000000000, '壹亿贰仟万元整'],
  ])('writes %i fen as %s', (fen, words) => {
    expect(amountInWords(fen)).toBe(words);
  });

  it('refuses what is not a whole number of fen', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
