// Applying for an invoice, or changing one still pending: the paid items it covers, the title (picked
// from saved titles or typed), the tax number of an organisation checked as it is typed, the email the
// electronic invoice goes to. The server checks everything again (user/invoice/save).
import { useId, useState, type FormEvent } from 'react';
import { useApiForm } from '@/lib/use-api-form';
import { formatDate } from '@/contract/time';
import { INVOICE_LIMITS, type ApiInvoice, type ApiInvoiceItem, type ApiInvoiceOptions } from '@/contract/wire/invoice';
import {
  FIELD_ORDER, applyTitle, formatYuan, initialFields, taxNumberError, toSaveForm, type InvoiceFields,
} from './invoice-form';
import styles from './invoice.module.css';
import { FormActions } from '@/components/ui/FormActions';
import { cardClass } from '@/components/ui/Card';

type Props = {
  options: ApiInvoiceOptions;
  /** Items the invoice may cover: my paid items not invoiced yet, plus those of the invoice being edited. */
  items: ApiInvoiceItem[];
  /** The invoice being edited, or null for a new one. */
  invoice: ApiInvoice | null;
  onSaved: (invoice: ApiInvoice) => void;
  onCancel: () => void;
};

const SCHEMA = () => import('@/contract/forms/invoice').then((m) => m.invoiceForm);

export function InvoiceForm({ options, items, invoice, onSaved, onCancel }: Props) {
  const id = useId();
  const [fields, setFields] = useState<InvoiceFields>(() => initialFields(invoice, items.length === 1 ? [items[0].key] : []));
  const { busy, errors, setErrors, clearError, formError, submit: send } = useApiForm({ schema: SCHEMA, fields: FIELD_ORDER });
  const [taxTouched, setTaxTouched] = useState(false);

  const isOrg = fields.titleType === 'organisation';
  const kinds = options.kinds.filter((k) => k.titleTypes.includes(fields.titleType));
  const total = items.filter((i) => fields.items.includes(i.key)).reduce((sum, i) => sum + i.amount, 0);
  const liveTaxError = isOrg && (taxTouched || errors.taxNumber) ? taxNumberError(fields.taxNumber) : '';
  const taxOk = isOrg && fields.taxNumber.trim() !== '' && !taxNumberError(fields.taxNumber);

  const set = <K extends keyof InvoiceFields>(key: K, value: InvoiceFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    clearError(key);
  };
  const setTitleType = (value: InvoiceFields['titleType']) => {
    setFields((f) => ({ ...f, titleType: value, kind: value === 'personal' ? 'normal' : f.kind }));
    setErrors({});
  };
  const toggleItem = (key: string) =>
    set('items', fields.items.includes(key) ? fields.items.filter((k) => k !== key) : [...fields.items, key]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTaxTouched(true);
    const sent = await send<ApiInvoice>('user/invoice/save', toSaveForm(fields, invoice?.id), { stayBusy: true });
    if (sent.ok) return onSaved(sent.data);
    const first = FIELD_ORDER.find((name) => sent.errors[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const describedBy = (name: keyof InvoiceFields) => `${id}-${name}-msg`;
  const message = (name: keyof InvoiceFields, hint = '') => {
    const error = name === 'taxNumber' ? errors.taxNumber || liveTaxError : errors[name];
    return (
      <p id={describedBy(name)} className={error ? styles.fieldError : styles.fieldHint} role={error ? 'alert' : undefined}>
        {error || hint}
      </p>
    );
  };
  const input = (name: 'title' | 'taxNumber' | 'address' | 'bank' | 'email') => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    'aria-invalid': errors[name] || (name === 'taxNumber' && liveTaxError) ? true : undefined,
    'aria-describedby': describedBy(name),
  });

  /** A choice of one (title type, invoice kind); with a hint, the line under it that also shows its error. */
  const radios = <K extends 'titleType' | 'kind'>(
    name: K,
    legend: string,
    choices: { value: string; name: string }[],
    choose: (value: InvoiceFields[K]) => void,
    hint?: string,
  ) => (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div id={`${id}-${name}`} tabIndex={-1} className={styles.radios} aria-describedby={hint === undefined ? undefined : describedBy(name)}>
        {choices.map((c) => (
          <label key={c.value} className={styles.radio}>
            <input type="radio" name={name} value={c.value} checked={fields[name] === c.value} onChange={() => choose(c.value as InvoiceFields[K])} />
            {c.name}
          </label>
        ))}
      </div>
      {hint === undefined ? null : message(name, hint)}
    </fieldset>
  );

  return (
    <form className={cardClass({ padding: 'lg', className: styles.form })} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.formTitle}>
        {invoice ? (invoice.status === 'rejected' ? '修改后重新提交' : '修改发票申请') : '申请开票'}
      </h2>

      <fieldset className={styles.fieldset}>
        <legend>开票项目</legend>
        <div id={`${id}-items`} tabIndex={-1} className={styles.itemChoices} aria-describedby={describedBy('items')}>
          {items.map((item) => (
            <label key={item.key} className={styles.itemChoice}>
              <input type="checkbox" name="items" value={item.key} checked={fields.items.includes(item.key)} onChange={() => toggleItem(item.key)} />
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemMeta}>
                {formatYuan(item.amount)}
                {item.paidAt ? ` · ${formatDate(item.paidAt)} 缴费` : ''}
              </span>
            </label>
          ))}
        </div>
        {message('items', `已选 ${fields.items.length} 项，开票金额 ${formatYuan(total)}`)}
      </fieldset>

      {radios('titleType', '抬头类型', options.titleTypes, setTitleType)}

      {radios('kind', '发票类型', kinds, (v) => set('kind', v), isOrg ? '增值税专用发票须填写单位地址、电话和开户行及账号' : '个人抬头可开具电子普通发票')}

      {options.titles.length ? (
        <div className={styles.savedTitles} role="group" aria-label="常用抬头">
          <span className={styles.savedLabel}>常用抬头</span>
          {options.titles.map((t) => (
            <button key={t.id} type="button" className={styles.chip} onClick={() => { setFields((f) => applyTitle(f, t)); setErrors({}); }}
              aria-pressed={fields.title === t.title && fields.titleType === t.titleType}>
              {t.title}
              <span className={styles.chipType}>{t.titleType === 'organisation' ? '单位' : '个人'}</span>
            </button>
          ))}
        </div>
      ) : null}

      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>发票抬头</label>
        <input {...input('title')} type="text" maxLength={INVOICE_LIMITS.title} autoComplete={isOrg ? 'organization' : 'name'}
          placeholder={isOrg ? '单位全称，与营业执照或登记证书一致' : '个人姓名'} required />
        {message('title')}
      </div>

      {isOrg ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-taxNumber`}>纳税人识别号</label>
            <input {...input('taxNumber')} type="text" maxLength={24} autoComplete="off" spellCheck={false} autoCapitalize="characters"
              className={styles.mono} placeholder="18位统一社会信用代码" onBlur={() => setTaxTouched(true)} required />
            {taxOk && !errors.taxNumber ? (
              <p id={describedBy('taxNumber')} className={styles.fieldOk}>✓ 统一社会信用代码校验通过</p>
            ) : (
              message('taxNumber', '18位统一社会信用代码，见营业执照或登记证书')
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-address`}>地址、电话{fields.kind === 'special' ? '' : '（选填）'}</label>
            <input {...input('address')} type="text" maxLength={INVOICE_LIMITS.address} placeholder="如：郑州市金水区文化路 86 号 0371-65550186" />
            {message('address')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-bank`}>开户行及账号{fields.kind === 'special' ? '' : '（选填）'}</label>
            <input {...input('bank')} type="text" maxLength={INVOICE_LIMITS.bank} placeholder="如：中国银行郑州文化路支行 2567 0981 3346" />
            {message('bank')}
          </div>
        </>
      ) : null}

      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>接收邮箱</label>
        <input {...input('email')} type="email" inputMode="email" autoComplete="email" maxLength={INVOICE_LIMITS.email} placeholder="电子发票开具后发送到此邮箱" required />
        {message('email')}
      </div>

      <label className={styles.saveTitle}>
        <input type="checkbox" checked={fields.saveTitle} onChange={(e) => set('saveTitle', e.target.checked)} />
        保存为常用抬头，下次直接选择
      </label>

      <FormActions className={styles.formActions} busy={busy} label={busy ? '提交中…' : invoice ? '保存修改' : '提交申请'} size="sm" cancelVariant="quiet" onCancel={onCancel} />
      <p className={styles.formError} role="alert">
        {formError}
      </p>
    </form>
  );
}
