// Input pieces the console's course and training forms share: required text, whole numbers within bounds and
// amounts in yuan (answered in fen). Each refuses a bad value with a Chinese message naming the field, which
// the dispatcher answers as code 4000.
import { z } from 'zod';
import { zText } from '@/server/http/inputs';

/** Required text: trimmed, bounded, not empty. */
export const zRequired = (max: number, label: string) => zText(max, label).refine((s) => s.length > 0, `请填写${label}`);

/** A whole number from a form field, within bounds. */
export const zInt = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label}须为整数`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label}须在${min}到${max}之间`);

/** Yuan, at most two decimals, 0 to max (`label`: 价格, 费用); answers fen. */
export const zYuanAsFen = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, `${label}须为不小于0的金额，最多两位小数`)
    .transform((s) => Math.round(Number(s) * 100))
    .refine((fen) => fen <= max * 100, `${label}不能超过${max}元`);
