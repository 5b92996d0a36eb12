import { describe, expect, it } from 'vitest';
import { creditLabel, formatAmount, maskName, normalizeCertNumber } from './cert-format';

describe('maskName', () => {
  it('keeps the first and last characters and masks the middle', () => {
    const names = ['张晓明', '欧阳小明', '李华', '王', '  '];
    expect(names.map(maskName)).toEqual(['张*明', '欧**明', '李*', '*', '*']);
  });
});

describe('creditLabel', () => {
  it('reads level, type and amount, and nothing without a type', () => {
    expect(creditLabel({ creditLevel: '省级', creditType: 'Ⅱ类', credits: 2 })).toBe('省级Ⅱ类学分 2 分');
    expect(creditLabel({ creditLevel: '', creditType: 'Ⅰ类', credits: 0.5 })).toBe('Ⅰ类学分 0.5 分');
    expect(creditLabel({ creditLevel: '', creditType: '', credits: 0 })).toBe('');
    expect(formatAmount(12)).toBe('12');
  });
});

describe('normalizeCertNumber', () => {
  it.each([
    'PHD4 FMK9 K55T B05M',
    'PHD4－FMK9－K55T－B05M',
    'PHD4—FMK9–K55T‐B05M',
    'PHD4\u3000FMK9\u2212K55T_B05M',
    'ｐｈｄ４ｆｍｋ９ｋ５５ｔｂ０５ｍ',
    ' phd4-fmk9-k55t-b05m ',
  ])('ignores every kind of space and dash, width and case, as people type them: %j', (typed) => {
    expect(normalizeCertNumber(typed)).toBe('PHD4-FMK9-K55T-B05M');
  });

  it.each(['高血压', '%', '/', "'", '<b>x', 'PHD4-FMK9-K55T', 'PHD4-FMK9-K55T-B05U', 'PHD4/FMK9/K55T/B05M'])(
    'reads nothing else as a number: %j',
    (typed) => {
      expect(normalizeCertNumber(typed)).toBeNull();
    },
  );
});
