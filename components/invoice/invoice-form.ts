// The invoice form's fields and checks, shared by the form and its tests. The server checks the same
// again (server/modules/user/invoice/inputs.ts); these only save a round trip and explain early.
import { USCC_MESSAGES, normaliseUscc, usccProblem } from '@/contract/uscc';
import {
  INVOICE_LIMITS, type ApiInvoice, type ApiInvoiceTitle, type InvoiceKind, type InvoiceTitleType,
} from '@/contract/wire/invoice';

export type InvoiceFields = {
  titleType: InvoiceTitleType;
  kind: InvoiceKind;
  title: string;
  taxNumber: string;
  address: string;
  bank: string;
  email: string;
  items: string[];
  saveTitle: boolean;
};

export type InvoiceErrors = Partial<Record<keyof InvoiceFields, string>>;

/** The order the fields appear in, to focus the first one with a problem. */
export const FIELD_ORDER: (keyof InvoiceFields)[] = ['items', 'titleType', 'kind', 'title', 'taxNumber', 'address', 'bank', 'email'];

const length = (s: string) => [...s.trim()].length;

/** The form filled from an invoice being edited, or empty for a new one (the given items ticked). */
export function initialFields(invoice: ApiInvoice | null, items: string[] = []): InvoiceFields {
  if (!invoice) {
    return { titleType: 'personal', kind: 'normal', title: '', taxNumber: '', address: '', bank: '', email: '', items, saveTitle: true };
  }
  const { titleType, kind, title, taxNumber, address, bank, email } = invoice;
  return { titleType, kind, title, taxNumber, address, bank, email, items: invoice.items.map((i) => i.key), saveTitle: false };
}

/** A saved title put into the form. */
export function applyTitle(fields: InvoiceFields, saved: ApiInvoiceTitle): InvoiceFields {
  return {
    ...fields,
    titleType: saved.titleType,
    kind: saved.titleType === 'personal' ? 'normal' : fields.kind,
    title: saved.title,
    taxNumber: saved.taxNumber,
    address: saved.address,
    bank: saved.bank,
  };
}

/** The inline message for a tax number as typed ('' while it is fine or still empty and untouched). */
export function taxNumberError(raw: string): string {
  const problem = usccProblem(normaliseUscc(raw));
  return problem ? USCC_MESSAGES[problem] : '';
}

export function validateInvoice(f: InvoiceFields): InvoiceErrors {
  const errors: InvoiceErrors = {};
  if (!f.items.length) errors.items = '请选择要开票的项目';
  else if (f.items.length > INVOICE_LIMITS.items) errors.items = `一张发票最多包含${INVOICE_LIMITS.items}个项目`;
  const isOrg = f.titleType === 'organisation';
  const titleLabel = isOrg ? '单位名称' : '个人姓名';
  if (length(f.title) < 2) errors.title = `请填写发票抬头（${titleLabel}，至少2个字）`;
  else if (length(f.title) > INVOICE_LIMITS.title) errors.title = `发票抬头不能超过${INVOICE_LIMITS.title}个字`;
  if (isOrg) {
    const tax = taxNumberError(f.taxNumber);
    if (tax) errors.taxNumber = tax;
  } else if (f.kind === 'special') {
    errors.kind = '个人抬头只能开具普通发票';
  }
  if (isOrg) {
    const special = f.kind === 'special';
    if (special && !f.address.trim()) errors.address = '专用发票须填写单位地址、电话';
    else if (length(f.address) > INVOICE_LIMITS.address) errors.address = `地址、电话不能超过${INVOICE_LIMITS.address}个字`;
    if (special && !f.bank.trim()) errors.bank = '专用发票须填写开户行及账号';
    else if (length(f.bank) > INVOICE_LIMITS.bank) errors.bank = `开户行及账号不能超过${INVOICE_LIMITS.bank}个字`;
  }
  const email = f.email.trim();
  if (!email) errors.email = '请填写接收电子发票的邮箱';
  else if (email.length > INVOICE_LIMITS.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = '请填写正确的电子邮箱';
  return errors;
}

/** The form body of user/invoice/save. */
export function toSaveForm(f: InvoiceFields, id?: number): Record<string, string> {
  const isOrg = f.titleType === 'organisation';
  return {
    ...(id ? { id: String(id) } : {}),
    titleType: f.titleType,
    kind: isOrg ? f.kind : 'normal',
    title: f.title.trim(),
    taxNumber: isOrg ? normaliseUscc(f.taxNumber) : '',
    address: isOrg ? f.address.trim() : '',
    bank: isOrg ? f.bank.trim() : '',
    email: f.email.trim(),
    items: f.items.join(','),
    saveTitle: f.saveTitle ? '1' : '0',
  };
}

/** ¥ with two decimals, e.g. 469 -> '¥469.00'. */
export function formatYuan(amount: number): string {
  return `¥${amount.toFixed(2)}`;
}
