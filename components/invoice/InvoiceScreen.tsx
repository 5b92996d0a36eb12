// Invoices (/user/invoice): my paid items still to invoice, my invoices with their states, and the form
// to apply or to change one still pending. After every change the lists are loaded again
// (user/invoice/list; options too, since a save may remember a title).
import { confirmDialog } from '@/lib/confirm';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDate } from '@/contract/time';
import { getBrowserApiClient } from '@/lib/http';
import { showToast } from '@/lib/toast';
import type { ApiInvoice, ApiInvoiceList, ApiInvoiceOptions } from '@/contract/wire/invoice';
import { InvoiceCard } from './InvoiceCard';
import { InvoiceForm } from './InvoiceForm';
import { formatYuan } from './invoice-form';
import styles from './invoice.module.css';
import { buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

type Props = { initial: ApiInvoiceList; initialOptions: ApiInvoiceOptions };
type Mode = { form: false } | { form: true; invoice: ApiInvoice | null };

function confirmDelete(invoice: ApiInvoice): Promise<boolean> {
  return confirmDialog({
    title: '删除发票申请',
    content: `确定删除抬头为“${invoice.title}”的发票申请吗？删除后所含项目可重新申请开票。`,
    confirmText: '删除',
    cancelText: '取消',
  });
}

export function InvoiceScreen({ initial, initialOptions }: Props) {
  const [data, setData] = useState(initial);
  const [options, setOptions] = useState(initialOptions);
  const [mode, setMode] = useState<Mode>({ form: false });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const modeChanged = useRef(false);

  // Opening or leaving the form (not the first render): bring its top into view and move focus there.
  useEffect(() => {
    const el = top.current;
    if (!modeChanged.current) {
      modeChanged.current = true;
      return;
    }
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    (el.querySelector<HTMLElement>(mode.form ? 'form input' : 'h2') ?? el).focus({ preventScroll: true });
  }, [mode]);

  async function reload() {
    setLoading(true);
    try {
      const api = getBrowserApiClient();
      const [list, opts] = await Promise.all([
        api.call<ApiInvoiceList>('user/invoice/list'),
        api.call<ApiInvoiceOptions>('user/invoice/options'),
      ]);
      setData(list);
      setOptions(opts);
    } catch {
      // The failure has been shown (docs/product.md §8); the lists stay as they were.
    } finally {
      setLoading(false);
    }
  }

  async function remove(invoice: ApiInvoice) {
    if (!(await confirmDelete(invoice))) return;
    setBusyId(invoice.id);
    try {
      await getBrowserApiClient().call(`user/invoice/delete/${invoice.id}`);
      showToast('发票申请已删除');
      await reload();
    } catch {
      // The server's message has been shown (docs/product.md §8).
    } finally {
      setBusyId(null);
    }
  }

  async function saved(wasEdit: boolean) {
    showToast(wasEdit ? '修改已保存，等待学院审核' : '发票申请已提交');
    setMode({ form: false });
    await reload();
  }

  if (mode.form) {
    const own = mode.invoice?.items ?? [];
    return (
      <div ref={top} tabIndex={-1} className={styles.anchor}>
        <InvoiceForm
          options={options}
          items={[...own, ...data.available]}
          invoice={mode.invoice}
          onSaved={() => saved(!!mode.invoice)}
          onCancel={() => setMode({ form: false })}
        />
      </div>
    );
  }

  return (
    <div ref={top} tabIndex={-1} className={styles.anchor} aria-busy={loading}>
      <section className={styles.section} aria-labelledby="invoice-available">
        <div className={styles.sectionHead}>
          <h2 id="invoice-available" tabIndex={-1}>可开票项目</h2>
          {data.available.length ? (
            <button type="button" className={buttonClass({ variant: 'primary', size: 'sm' })} onClick={() => setMode({ form: true, invoice: null })}>
              申请开票
            </button>
          ) : null}
        </div>
        {data.available.length ? (
          <ul className={cardClass({ padding: 'none', className: styles.available })}>
            {data.available.map((item) => (
              <li key={item.key}>
                <span className={styles.itemName}>{item.name}</span>
                <span className={styles.itemMeta}>
                  {formatYuan(item.amount)} · {formatDate(item.paidAt)} 缴费
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={cardClass({ padding: 'sm', className: styles.empty })}>暂无可开票的项目。培训费、课程费经学院确认缴费后，即可在此申请电子发票。</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="invoice-mine">
        <div className={styles.sectionHead}>
          <h2 id="invoice-mine">我的发票</h2>
          {data.list.length ? <span className={styles.count}>共 {data.list.length} 张</span> : null}
        </div>
        {data.list.length ? (
          <ul className={styles.cards}>
            {data.list.map((inv) => (
              <InvoiceCard key={inv.id} invoice={inv} busy={busyId === inv.id}
                onEdit={() => setMode({ form: true, invoice: inv })} onDelete={() => remove(inv)} />
            ))}
          </ul>
        ) : (
          <EmptyState title="还没有发票申请">
            <p>{data.available.length ? '选择已缴费的项目，点击“申请开票”即可。' : '缴费确认后即可申请开票。'}</p>
          </EmptyState>
        )}
      </section>
    </div>
  );
}
