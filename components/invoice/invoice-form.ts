// The invoice form's fields, between the invoice and the form body. The fields are checked with the
// API's own schema (contract/forms/invoice.ts) through lib/use-api-form.ts; the tax number also as typed.
import { USCC_MESSAGES, normaliseUscc, usccProblem } from '@/contract/uscc';
import {
  type ApiInvoice, type ApiInvoiceFields, type ApiInvoiceTitle,
} from '@/contract/wire/invoice';

/** The invoice's own fields as its owner types them, the item keys ticked, and whether to keep the title. */
export type InvoiceFields = Pick<ApiInvoiceFields, 'titleType' | 'kind' | 'title' | 'taxNumber' | 'address' | 'bank' | 'email'> & {
  items: string[];
  saveTitle: boolean;
};

/** The order the fields appear in, to focus the first one with a problem. */
export const FIELD_ORDER: (keyof InvoiceFields)[] = ['items', 'titleType', 'kind', 'title', 'taxNumber', 'address', 'bank', 'email'];

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
