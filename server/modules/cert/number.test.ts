import { describe, expect, it } from 'vitest';
import { hoursTenthsFromSeconds, parseCredit } from './credit';
import { CERT_NUMBER_PATTERN, newCertNumber, normalizeCertNumber } from './number';

describe('certificate numbers', () => {
  it('are 16 unambiguous characters in four groups, different every time', () => {
    const many = Array.from({ length: 200 }, () => newCertNumber());
    expect(many.every((n) => CERT_NUMBER_PATTERN.test(n))).toBe(true);
    expect(new Set(many).size).toBe(many.length);
    expect(many.join('')).not.toMatch(/[ILOU]/);
  });

  it('use all 80 random bits', () => {
    expect(newCertNumber(() => Buffer.alloc(10, 0))).toBe('0000-0000-0000-0000');
    expect(newCertNumber(() => Buffer.alloc(10, 0xff))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  });

  it('are read as people type them', () => {
    expect(normalizeCertNumber(' k7m2 9qxh-t4pw—8zr3 ')).toBe('K7M2-9QXH-T4PW-8ZR3');
    expect(normalizeCertNumber('O0IL-0000-0000-0000')).toBe('0011-0000-0000-0000');
    expect(normalizeCertNumber('K7M2-9QXH-T4PW')).toBeNull();
    expect(normalizeCertNumber('K7M2-9QXH-T4PW-8ZR3U')).toBeNull();
    expect(normalizeCertNumber('K7M2-9QXH-T4PW-8ZRU')).toBeNull();
    expect(normalizeCertNumber('x'.repeat(100))).toBeNull();
  });
});

describe('parseCredit', () => {
  it('reads the level, the type and the amount a course or class states', () => {
    expect(parseCredit('国家级I类学分 10分')).toEqual({ level: '国家级', type: 'Ⅰ类', tenths: 100 });
    expect(parseCredit('省级II类学分 2分')).toEqual({ level: '省级', type: 'Ⅱ类', tenths: 20 });
    expect(parseCredit('Ⅱ类学分0.5分')).toEqual({ level: '', type: 'Ⅱ类', tenths: 5 });
    expect(parseCredit('')).toEqual({ level: '', type: '', tenths: 0 });
  });

  it('rounds hours to half an hour, at least one half', () => {
    expect(hoursTenthsFromSeconds(3600)).toBe(10);
    expect(hoursTenthsFromSeconds(100)).toBe(5);
    expect(hoursTenthsFromSeconds(5 * 3600 + 20 * 60)).toBe(55);
  });
});
