// The invoice form (/user/invoice; user/invoice/save, docs/product.md §7). Types, lengths and the rules
// between fields live here; ownership, payment and "one invoice per item" are the API's.
import { z } from 'zod';
import { USCC_MESSAGES, normaliseUscc, usccProblem } from '../uscc';
import { INVOICE_KINDS, INVOICE_LIMITS, INVOICE_TITLE_TYPES } from '../wire/invoice';
import { zId, zText } from './fields';

const FLAG_ON = ['1', 'true', 'on'];

/** A paid item's key: '<type>-<id>'. */
export const ITEM_KEY = /^(training|course)-([1-9]\d{0,8})$/;

/** items: the keys of the paid items, as an array (items[0]=...) or one comma-joined string. */
const zItems = z
  .union([z.string().max(400, '开票项目过多'), z.array(z.string().max(20, '开票项目不正确'))], { message: '开票项目不正确' })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((k) => k.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(ITEM_KEY, '开票项目不正确'))
      .min(1, '请选择要开票的项目')
      .max(INVOICE_LIMITS.items, `一张发票最多包含${INVOICE_LIMITS.items}个项目`)
      .refine((keys) => new Set(keys).size === keys.length, '开票项目重复'),
  );

const optionalText = (max: number, label: string) => zText(max, label).optional().transform((v) => v ?? '');

export const invoiceForm = z
  .object({
    /** Present when editing one of my invoices; absent for a new one. */
    id: zId.optional(),
    titleType: z.enum(INVOICE_TITLE_TYPES, { message: '请选择抬头类型' }),
    kind: z.enum(INVOICE_KINDS, { message: '发票类型不正确' }).optional().transform((v) => v ?? 'normal'),
    title: zText(INVOICE_LIMITS.title, '发票抬头').refine((s) => [...s].length >= 2, '请填写发票抬头（至少2个字）'),
    taxNumber: z.string().max(40, '纳税人识别号过长').optional().transform((v) => normaliseUscc(v ?? '')),
    address: optionalText(INVOICE_LIMITS.address, '地址、电话'),
    bank: optionalText(INVOICE_LIMITS.bank, '开户行及账号'),
    email: z
      .string()
      .max(INVOICE_LIMITS.email * 2, '电子邮箱过长')
      .transform((s) => s.trim())
      .pipe(z.email('请填写正确的电子邮箱，发票将发送到该邮箱').max(INVOICE_LIMITS.email, `电子邮箱不能超过${INVOICE_LIMITS.email}个字符`)),
    items: zItems,
    /** Remember the title for next time. */
    saveTitle: z.enum(['0', '1', 'true', 'false', 'on', 'off', ''], { message: '保存抬头的选项不正确' }).optional()
      .transform((v) => FLAG_ON.includes(v ?? '')),
  })
  .superRefine((v, ctx) => {
    if (v.titleType === 'organisation') {
      const problem = usccProblem(v.taxNumber);
      if (problem) ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: USCC_MESSAGES[problem] });
    } else if (v.kind === 'special') {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: '个人抬头只能开具普通发票' });
    }
    if (v.kind === 'special') {
      if (!v.address) ctx.addIssue({ code: 'custom', path: ['address'], message: '专用发票须填写单位地址、电话' });
      if (!v.bank) ctx.addIssue({ code: 'custom', path: ['bank'], message: '专用发票须填写开户行及账号' });
    }
  })
  // A person's invoice carries no tax number or bank details, whatever the form sent.
  .transform((v) => (v.titleType === 'personal' ? { ...v, taxNumber: '', address: '', bank: '' } : v));
export type InvoiceFormInput = z.input<typeof invoiceForm>;
