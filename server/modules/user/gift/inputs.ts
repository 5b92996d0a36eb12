// Inputs of the exchange form (user/gift/store/{id}), shared by the handler and its tests.
import { z } from 'zod';
import { GIFT_MAX_QUANTITY } from '@/contract/wire/gift';
import { zId, zText } from '@/server/http/inputs';
import { zPhone } from '@/server/modules/passport/phone';

/** The form's one-time token (the page makes it when it renders the form). */
export const IDEM_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const optionalText = (max: number, label: string) =>
  zText(max, label).optional().transform((s) => (s ? s : undefined));

export const ZExchangeGiftInput = z.object({
  id: zId,
  quantity: z
    .string()
    .regex(/^[1-9]\d{0,1}$/, '兑换数量不正确')
    .transform(Number)
    .refine((n) => n <= GIFT_MAX_QUANTITY, `每次最多兑换${GIFT_MAX_QUANTITY}件`)
    .optional()
    .transform((n) => n ?? 1),
  key: z.string().regex(IDEM_KEY, '提交凭证无效，请刷新页面后重试'),
  name: optionalText(20, '收货人姓名').refine((s) => s === undefined || [...s].length >= 2, '收货人姓名至少2个字'),
  phone: z.string().max(24).optional().transform((s) => (s?.trim() ? s.trim() : undefined)).pipe(zPhone.optional()),
  address: optionalText(120, '收货地址').refine((s) => s === undefined || [...s].length >= 6, '请填写详细收货地址（至少6个字）'),
  saveAddress: z.enum(['0', '1'], '保存地址的选项不正确').optional().transform((v) => v === '1'),
});
export type TExchangeGiftInput = z.output<typeof ZExchangeGiftInput>;

/** A physical gift needs all three; they are checked here and not in the schema, which cannot know the gift. */
export function receiverOf(input: TExchangeGiftInput): { name: string; phone: string; address: string } | null {
  if (!input.name || !input.phone || !input.address) return null;
  return { name: input.name, phone: input.phone, address: input.address };
}
