import { describe, expect, it } from 'vitest';
import { USCC_CHARSET, USCC_WEIGHTS, isValidUscc, normaliseUscc, usccCheckChar, usccProblem } from './uscc';

// Published codes of real organisations (national enterprise credit information system), and the
// worked example of GB 32100-2015.
const REAL = [
  '91350100M000100Y43', // GB 32100-2015 example
  '9144030071526726XG',
  '914403001922038216',
  '91110000802100433B',
  '91330100716105852F',
  '91440300708461136T',
  '91110108551385082Q',
];

describe('USCC weights and charset', () => {
  it('uses the 31 characters of GB 32100 (no I, O, S, V, Z)', () => {
    expect(USCC_CHARSET).toHaveLength(31);
    for (const ch of 'IOSVZ') expect(USCC_CHARSET).not.toContain(ch);
  });

  it('weights positions by 3^i mod 31', () => {
    expect(USCC_WEIGHTS).toEqual([1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]);
  });
});

describe('isValidUscc', () => {
  it.each(REAL)('accepts the real code %s', (code) => {
    expect(isValidUscc(code)).toBe(true);
    expect(usccCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('maps a sum that is a multiple of 31 to the check character 0', () => {
    // 17 zeros sum to 0: 31 - 0 = 31, which stands for 0.
    expect(usccCheckChar('0'.repeat(17))).toBe('0');
    expect(isValidUscc('0'.repeat(18))).toBe(true);
  });

  it('refuses every single-character change of a real code', () => {
    const code = REAL[0];
    for (let i = 0; i < 18; i++) {
      for (const ch of USCC_CHARSET) {
        if (ch === code[i]) continue;
        const changed = code.slice(0, i) + ch + code.slice(i + 1);
        expect(isValidUscc(changed), changed).toBe(false);
      }
    }
  });

  it.each([
    { code: '91350100M000100Y44', problem: 'check' },
    { code: '9144030071526726XH', problem: 'check' },
    { code: '19350100M000100Y43', problem: 'check' }, // first two swapped
    { code: '91350100M000100Y4', problem: 'length' },
    { code: '91350100M000100Y433', problem: 'length' },
    { code: '', problem: 'empty' },
  ])(
    'refuses near misses: a wrong check character, swapped neighbours, a digit too few or too many ($code: $problem)',
    ({ code, problem }) => {
      expect(usccProblem(code)).toBe(problem);
    },
  );

  it.each(['91350100M0001O0Y43', '9I350100M000100Y43', '91350100m000100y43'])(
    'refuses letters outside the set (I, O, S, V, Z) and lower case as typed: %s',
    (code) => {
      expect(usccProblem(code)).toBe('charset');
    },
  );
});

describe('normaliseUscc', () => {
  it('removes spaces and dashes and turns letters to capitals', () => {
    expect(normaliseUscc(' 9135 0100-m000 100y43 ')).toBe('91350100M000100Y43');
    expect(isValidUscc(normaliseUscc('91350100m000100y43'))).toBe(true);
  });
});
