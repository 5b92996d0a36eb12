// /user/apply: my applications to host a training class, and the form to make or change one. The list
// is server-rendered; after a change the first page is fetched again so the newest one shows first.
import { confirmDialog } from '@/lib/confirm';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import type { ApiOption } from '@/contract/api-types';
import { getBrowserApiClient } from '@/lib/http';
import { showToast } from '@/lib/toast';
import type { ApiApplication, ApiApplicationList } from '@/contract/wire/user-apply';
import { ApplicationCard } from './ApplicationCard';
import { ApplyForm } from './ApplyForm';
import { emptyApplyValues, valuesOf } from './apply-form';
import styles from './scope.module.css';
import { Button } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

type Props = { applications: ApiApplicationList; regions: ApiOption[]; today: string };
type Mode = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; application: ApiApplication };

export function ApplyPanel({ applications, regions, today }: Props) {
  const router = useRouter();
  const [data, setData] = useState(applications);
  const [mode, setMode] = useState<Mode>(applications.total === 0 ? { kind: 'new' } : { kind: 'closed' });
  const [busyId, setBusyId] = useState<number | null>(null);

  async function reload() {
    const fresh = await getBrowserApiClient().call<ApiApplicationList>('user/apply/list', { page: 1 });
    setData(fresh);
    if (router.query.page) await router.replace('/user/apply', undefined, { shallow: true, scroll: false });
  }

  async function saved(application: ApiApplication) {
    setMode({ kind: 'closed' });
    await reload().catch(() => setData((d) => ({ ...d, list: [application, ...d.list.filter((x) => x.id !== application.id)] })));
    document.getElementById(`application-${application.id}`)?.scrollIntoView({ block: 'center' });
  }

  async function withdraw(a: ApiApplication) {
    const ok = await confirmDialog({
      title: '撤回申请',
      content: `确定撤回“${a.title}”吗？撤回后学院将不再受理，如需举办请重新提交申请。`,
      confirmText: '撤回',
      cancelText: '取消',
    });
    if (!ok) return;
    setBusyId(a.id);
    try {
      const updated = await getBrowserApiClient().call<ApiApplication>(`user/apply/withdraw/${a.id}`);
      setData((d) => ({ ...d, list: d.list.map((x) => (x.id === a.id ? updated : x)) }));
      if (mode.kind === 'edit' && mode.application.id === a.id) setMode({ kind: 'closed' });
      showToast('申请已撤回');
    } catch {
      // The server's message has been shown (docs/product.md §8).
    } finally {
      setBusyId(null);
    }
  }

  const formOpen = mode.kind !== 'closed';
  return (
    <>
      <section className={cardClass({ className: styles.panel })} aria-labelledby="apply-form-title">
        <div className={styles.head}>
          <div>
            <h2 id="apply-form-title">{mode.kind === 'edit' ? `修改申请：${mode.application.title}` : '申请举办培训班'}</h2>
            <p className={styles.intro}>填写培训计划提交申请，学院审核后将通过站内消息通知您结果；受理前可以修改或撤回。</p>
          </div>
          {!formOpen ? (
            <Button variant="primary" size="sm" onClick={() => setMode({ kind: 'new' })}>
              新建申请
            </Button>
          ) : null}
        </div>
        {formOpen ? (
          <ApplyForm
            key={mode.kind === 'edit' ? `edit-${mode.application.id}` : 'new'}
            initial={mode.kind === 'edit' ? valuesOf(mode.application) : emptyApplyValues(data.defaults)}
            editing={mode.kind === 'edit' ? mode.application : null}
            regions={regions}
            today={today}
            onSaved={saved}
            onCancel={() => setMode({ kind: 'closed' })}
          />
        ) : null}
      </section>

      <section aria-labelledby="apply-list-title" className={styles.main}>
        <h2 id="apply-list-title" className={styles.listTitle}>
          我的申请（{data.total}）
        </h2>
        {data.list.length === 0 ? (
          <EmptyState title="您还没有提交过培训班申请">
            <p>填写上方的申请表，即可申请在您的单位举办培训班。</p>
          </EmptyState>
        ) : (
          data.list.map((a) => (
            <ApplicationCard
              key={a.id}
              application={a}
              busy={busyId === a.id}
              onEdit={() => {
                setMode({ kind: 'edit', application: a });
                document.getElementById('apply-form-title')?.scrollIntoView({ block: 'start' });
              }}
              onWithdraw={() => withdraw(a)}
            />
          ))
        )}
        <Pager path="/user/apply" page={data.page} pageSize={data.pageSize} total={data.total} />
      </section>
    </>
  );
}
