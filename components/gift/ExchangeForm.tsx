// The exchange form of a gift: quantity and, for a physical gift, where to send it (a saved address or
// a new one). The form carries a one-time key made when the page rendered, so a double click or a retry
// answers the first order. On success it goes to the order; every refusal is explained in place.
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { ADDRESS_LIMITS } from '@/contract/forms/limits';
import { normalisePhone } from '@/contract/phone';
import { useApiForm } from '@/lib/use-api-form';
import type { ApiGiftAddress, ApiGiftDetail, ApiGiftExchange } from '@/contract/wire/gift';
import { clampQuantity, unavailableReason, type AddressFields } from './exchange-form';
import styles from './gift.module.css';
import { buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

type Props = { gift: ApiGiftDetail; addresses: ApiGiftAddress[]; formKey: string };

const FIELDS: { key: keyof AddressFields; label: string; type: string; autoComplete: string; max: number }[] = [
  { key: 'name', label: '收货人', type: 'text', autoComplete: 'name', max: ADDRESS_LIMITS.name },
  { key: 'phone', label: '手机号', type: 'tel', autoComplete: 'tel', max: 16 },
  { key: 'address', label: '详细地址', type: 'text', autoComplete: 'street-address', max: ADDRESS_LIMITS.address },
];

const SCHEMA = () => import('@/contract/forms/gift-exchange').then((m) => m.exchangeForm);
const PHYSICAL_SCHEMA = () => import('@/contract/forms/gift-exchange').then((m) => m.physicalExchangeForm);
const FORM_FIELDS = ['name', 'phone', 'address'] as const;

export function ExchangeForm({ gift, addresses, formKey }: Props) {
  const router = useRouter();
  const id = useId();
  const isPhysical = gift.kind === 'physical';
  const [quantity, setQuantity] = useState(1);
  const [choice, setChoice] = useState<number | 'new'>(addresses[0]?.id ?? 'new');
  const [fields, setFields] = useState<AddressFields>({ name: '', phone: '', address: '' });
  const [saveAddress, setSaveAddress] = useState(true);
  const { busy, errors, clearError, formError, setFormError, submit: send } = useApiForm({ schema: SCHEMA, fields: FORM_FIELDS });

  const reason = unavailableReason(gift);
  const max = gift.maxQuantity;
  const cost = gift.points * quantity;

  const change = (n: number) => setQuantity(clampQuantity(n, max));
  const set = (key: keyof AddressFields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    clearError(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || reason) return;
    let receiver: AddressFields | null = null;
    const saved = choice === 'new' ? null : addresses.find((a) => a.id === choice);
    if (isPhysical) {
      receiver = saved ? { name: saved.name, phone: saved.phone, address: saved.address } : { ...fields, phone: normalisePhone(fields.phone) };
    }
    const sent = await send<ApiGiftExchange>(
      `user/gift/store/${gift.id}`,
      {
        key: formKey, quantity: String(quantity),
        ...(receiver ? { ...receiver, saveAddress: choice === 'new' && saveAddress ? '1' : '0' } : {}),
      },
      { schema: isPhysical && !saved ? PHYSICAL_SCHEMA : SCHEMA, stayBusy: true },
    );
    if (sent.ok) await router.push(`/user/gift/order?placed=${sent.data.order.id}`);
    else if (!sent.error && Object.keys(sent.errors).length) setFormError('请完善收货信息');
  };

  return (
    <form className={cardClass({ className: styles.form })} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>兑换礼品</h2>
      {reason ? (
        <p className={styles.unavailable} role="status">{reason}</p>
      ) : (
        <>
          <div className={styles.field}>
            <span className={styles.label} id={`${id}-qty-label`}>兑换数量</span>
            <div className={styles.stepper} role="group" aria-labelledby={`${id}-qty-label`}>
              <button type="button" onClick={() => change(quantity - 1)} disabled={quantity <= 1} aria-label="减少一件">−</button>
              <input
                id={`${id}-qty`} type="number" inputMode="numeric" min={1} max={max} value={quantity}
                aria-label="兑换数量" onChange={(e) => change(Number(e.target.value))}
              />
              <button type="button" onClick={() => change(quantity + 1)} disabled={quantity >= max} aria-label="增加一件">+</button>
            </div>
            <p className={styles.hint}>本次最多可兑换{max}件</p>
          </div>

          {isPhysical ? (
            <fieldset className={styles.fieldset}>
              <legend>收货信息</legend>
              {addresses.length ? (
                <ul className={styles.addressList}>
                  {addresses.map((a) => (
                    <li key={a.id}>
                      <label className={styles.addressOption}>
                        <input type="radio" name={`${id}-address`} checked={choice === a.id} onChange={() => setChoice(a.id)} />
                        <span><strong>{a.name}</strong> {a.phone}<br />{a.address}</span>
                      </label>
                    </li>
                  ))}
                  <li>
                    <label className={styles.addressOption}>
                      <input type="radio" name={`${id}-address`} checked={choice === 'new'} onChange={() => setChoice('new')} />
                      <span>使用新地址</span>
                    </label>
                  </li>
                </ul>
              ) : null}
              {choice === 'new' ? (
                <>
                  {FIELDS.map((f) => (
                    <div key={f.key} className={styles.field}>
                      <label htmlFor={`${id}-${f.key}`} className={styles.label}>{f.label}</label>
                      <input
                        id={`${id}-${f.key}`} name={f.key} type={f.type} autoComplete={f.autoComplete} maxLength={f.max}
                        inputMode={f.key === 'phone' ? 'numeric' : undefined}
                        value={fields[f.key]} onChange={(e) => set(f.key, e.target.value)}
                        aria-invalid={errors[f.key] ? true : undefined} aria-describedby={`${id}-${f.key}-error`} required
                      />
                      <p id={`${id}-${f.key}-error`} className={styles.fieldError}>{errors[f.key] ?? ''}</p>
                    </div>
                  ))}
                  <label className={styles.check}>
                    <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />
                    保存为常用地址，下次兑换直接选择
                  </label>
                </>
              ) : null}
            </fieldset>
          ) : (
            <p className={styles.hint}>虚拟礼品无需收货地址，兑换成功后兑换码显示在“我的兑换”中。</p>
          )}

          <div className={styles.total} aria-live="polite">
            合计 <strong>{cost}</strong> 积分，兑换后剩余 {gift.balance - cost} 积分
          </div>
        </>
      )}
      <button type="submit" className={buttonClass({ variant: 'accent', size: 'lg', className: styles.primaryButton })} disabled={busy || reason !== null}>
        {busy ? '正在兑换…' : reason ? '暂不可兑换' : '确认兑换'}
      </button>
      <p className={styles.formError} role="alert">{formError}</p>
    </form>
  );
}
