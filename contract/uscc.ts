// The unified social credit code (统一社会信用代码, GB 32100-2015): the tax number an organisation's
// invoice title carries. Shared by the invoice form (inline check) and the server (the lock).
//
// 18 characters from a 31-character set (digits and capitals without I, O, S, V, Z). The 18th is a
// check character: with c_i the value of the i-th character (its index in the set) and the weight
// W_i = 3^i mod 31 (i = 0..16), C18 = 31 - (sum c_i * W_i mod 31), where 31 stands for 0.

export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const USCC_LENGTH = 18;

/** W_i = 3^i mod 31 for positions 1..17: 1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28. */
export const USCC_WEIGHTS: readonly number[] = Array.from({ length: USCC_LENGTH - 1 }, (_, i) => {
  let w = 1;
  for (let k = 0; k < i; k++) w = (w * 3) % 31;
  return w;
});

/** What a person typed, as the code is written: without spaces or dashes, in capitals. */
export function normaliseUscc(input: string): string {
  return input.replace(/[\s\u3000-]/g, '').toUpperCase();
}

/** The check character for the first 17 characters, or null when one is not in the set. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== USCC_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < first17.length; i++) {
    const value = USCC_CHARSET.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[i];
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31];
}

export type UsccProblem = 'empty' | 'length' | 'charset' | 'check';

/** Why a (normalised) code is not a valid USCC, or null when it is. */
export function usccProblem(code: string): UsccProblem | null {
  if (!code) return 'empty';
  if (code.length !== USCC_LENGTH) return 'length';
  for (const ch of code) if (!USCC_CHARSET.includes(ch)) return 'charset';
  return usccCheckChar(code.slice(0, USCC_LENGTH - 1)) === code[USCC_LENGTH - 1] ? null : 'check';
}

export function isValidUscc(code: string): boolean {
  return usccProblem(code) === null;
}

/** A message a person can act on, for each problem. */
export const USCC_MESSAGES: Record<UsccProblem, string> = {
  empty: '请填写单位的纳税人识别号（统一社会信用代码）',
  length: '纳税人识别号应为18位统一社会信用代码',
  charset: '纳税人识别号只能包含数字和大写字母（不含 I、O、S、V、Z）',
  check: '纳税人识别号校验不通过，请核对后重新填写',
};
