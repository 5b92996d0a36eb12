// The gift exchange form (/user/gift/{id}; user/gift/store/{id}). The receiver is optional here because
// only a physical gift needs one, which the schema cannot know: the form then checks `receiverForm`
// (every field required) and the API refuses a physical gift without a receiver.
import { z } from 'zod';
import { GIFT_MAX_QUANTITY } from '../wire/gift';
import { zPhone, zRequired, zText } from './fields';
import { ADDRESS_LIMITS } from './limits';

/** The form's one-time token (the page makes it when it renders the form). */
export const IDEM_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const NAME_MIN = '收货人姓名至少2个字';
const ADDRESS_MIN = '请填写详细收货地址（至少6个字）';
const atLeast = (n: number) => (s: string | undefined) => s === undefined || [...s].length >= n;
const optionalText = (max: number, label: string) => zText(max, label).optional().transform((s) => (s ? s : undefined));

export const exchangeForm = z.object({
  quantity: z
    .string()
    .regex(/^[1-9]\d{0,1}$/, '兑换数量不正确')
    .transform(Number)
    .refine((n) => n <= GIFT_MAX_QUANTITY, `每次最多兑换${GIFT_MAX_QUANTITY}件`)
    .optional()
    .transform((n) => n ?? 1),
  key: z.string().regex(IDEM_KEY, '提交凭证无效，请刷新页面后重试'),
  name: optionalText(ADDRESS_LIMITS.name, '收货人姓名').refine(atLeast(2), NAME_MIN),
  phone: z.string().max(24).optional().transform((s) => (s?.trim() ? s.trim() : undefined)).pipe(zPhone.optional()),
  address: optionalText(ADDRESS_LIMITS.address, '收货地址').refine(atLeast(6), ADDRESS_MIN),
  saveAddress: z.enum(['0', '1'], '保存地址的选项不正确').optional().transform((v) => v === '1'),
});
export type ExchangeFormInput = z.input<typeof exchangeForm>;

/** A receiver typed into the form of a physical gift: all three fields. */
export const receiverForm = z.object({
  name: zRequired(ADDRESS_LIMITS.name, '收货人姓名').refine(atLeast(2), NAME_MIN),
  phone: zPhone,
  address: zText(ADDRESS_LIMITS.address, '收货地址').refine((s) => s.length > 0, '请填写详细收货地址').refine(atLeast(6), ADDRESS_MIN),
});
export type ReceiverFormInput = z.input<typeof receiverForm>;

/** The exchange of a physical gift to a receiver typed into the form. */
export const physicalExchangeForm = exchangeForm.extend(receiverForm.shape);
