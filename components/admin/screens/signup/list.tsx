// /admin/signup (registrar): the sign-up queue (docs/product.md "Sign-ups and fees in the console"). Filtered by
// status (待审核 first), class, days and a name or phone; a row opens its details in a drawer; approve, reject
// with a reason, cancel with a reason; the waiting rows selected are approved together; the filtered rows as CSV.
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import type { ApiAdminSignupRow, ApiBulkResult } from '@/contract/wire/admin-signup';
import { SIGNUP_STAGES } from '@/contract/wire/admin-signup';
import { SIGNUP_STAGE_TEXT } from '@/contract/wire/training';
import { ListScreen } from '@/components/admin/ListScreen';
import { BulkButton, CsvButton, DetailDrawer, actionsColumn, bulkDone, csvHref, labelOptions, statusSelect, useQueueAction } from '@/components/admin/QueueFilters';
import { useRowDecisions, type Prompt } from '@/components/admin/signup/PromptModal';
import { STAGE_COLORS } from '@/components/admin/signup/stage';
import { useAdminList } from '@/components/admin/useAdminList';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import type { AdminSignupListProps } from '@/loaders/admin-signup';

type Filters = { status?: string; trainingId?: string; q?: string; from?: string; to?: string };

const REASON = { name: 'reason', label: '原因（学员会看到）', max: 200, textarea: true };

export default function AdminSignupListScreen({ staff, classes }: AdminProps & AdminSignupListProps) {
  const list = useAdminList<ApiAdminSignupRow, Filters>('admin/signup/list', { filterKeys: ['status', 'trainingId', 'q', 'from', 'to'] });
  const f = list.filters;
  const [selected, setSelected] = useState<number[]>([]);
  const { shown, setShown, ask, dialog } = useRowDecisions<ApiAdminSignupRow>(list.reload);
  const { busy, run } = useQueueAction(list.reload);

  const reject = (r: ApiAdminSignupRow): Prompt => ({
    title: `驳回 ${r.name} 的报名`, intro: <p>驳回后名额立即释放，学员会收到站内消息。</p>, okText: '驳回', danger: true,
    path: `admin/signup/decide/${r.id}`, body: { decision: 'reject' }, fields: [REASON], done: () => '已驳回',
  });
  const cancel = (r: ApiAdminSignupRow): Prompt => ({
    title: `取消 ${r.name} 的报名`, okText: '取消报名', danger: true,
    intro: <p>取消后名额立即释放{r.paidAt ? '；培训费已缴纳，请线下办理退费' : ''}。</p>,
    path: `admin/signup/cancel/${r.id}`, fields: [{ ...REASON, label: '取消原因（学员会看到）' }], done: () => '已取消报名',
  });

  const approve = (ids: number[]) => run(async () => {
    if (ids.length === 1) {
      await getBrowserApiClient().call(`admin/signup/decide/${ids[0]}`, { decision: 'approve' }, { suppressToast: true });
      return '已通过';
    }
    return bulkDone(await getBrowserApiClient().call<ApiBulkResult>('admin/signup/bulk', { ids }, { suppressToast: true }), '已通过', '条');
  }, () => (setSelected([]), setShown(null)));

  const actions = (r: ApiAdminSignupRow) => (
    <Space size={4} wrap>
      {r.stage === 'review' && (
        <>
          <Button size="small" type="primary" disabled={busy} onClick={() => void approve([r.id])}>通过</Button>
          <Button size="small" danger onClick={() => ask(reject(r))}>驳回</Button>
        </>
      )}
      {(r.stage === 'unpaid' || r.stage === 'confirmed') && (
        <Button size="small" danger onClick={() => ask(cancel(r))}>取消报名</Button>
      )}
    </Space>
  );

  const columns: TableColumnsType<ApiAdminSignupRow> = [
    { title: '报名时间', dataIndex: 'createdAt', width: 140 },
    {
      title: '培训班', key: 'training', width: 240, ellipsis: true,
      render: (_, r) => <Link href={`/admin/signup/roster/${r.training.id}`}>{r.training.title}</Link>,
    },
    { title: '姓名', dataIndex: 'name', width: 90 },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '工作单位', dataIndex: 'workUnit', ellipsis: true, responsive: ['xl'] },
    { title: '费用', dataIndex: 'fee', width: 80, render: (v: number) => (v ? `¥${v}` : '免费') },
    {
      title: '状态', key: 'stage', width: 90,
      render: (_, r) => <Tag color={STAGE_COLORS[r.stage]}>{SIGNUP_STAGE_TEXT[r.stage]}</Tag>,
    },
    actionsColumn(190, setShown, actions),
  ];

  return (
    <ListScreen
      staff={staff} title="培训报名审核" extra={<CsvButton href={csvHref('admin/signup', f)} />} list={list} columns={columns} width={900}
      selects={[
        statusSelect(labelOptions(SIGNUP_STAGE_TEXT, SIGNUP_STAGES)),
        {
          name: 'trainingId', placeholder: '全部培训班', label: '按培训班筛选', width: 260, searchable: true,
          options: classes.map((c) => ({ value: String(c.id), label: c.title })),
        },
      ]}
      dates="按报名日期筛选"
      search={{ placeholder: '姓名或手机号', label: '按姓名或手机号搜索', width: 200 }}
      bulk={<BulkButton label="批量通过" selected={selected} busy={busy} onClick={() => void approve(selected)} />}
      empty={f.status === 'review' ? '没有待审核的报名' : '没有符合条件的报名'}
      selection={{ selected, setSelected, enabled: (r) => r.stage === 'review', name: (r) => r.name }}
    >
      <DetailDrawer
        row={shown} title={(r) => `${r.name} 的报名`} size={480} onClose={() => setShown(null)} extra={actions}
        lines={(r) => [
          ['培训班', r.training.title],
          ['状态', <Tag key="status" color={STAGE_COLORS[r.stage]}>{SIGNUP_STAGE_TEXT[r.stage]}</Tag>],
          r.reason && ['原因', r.reason],
          ['姓名', r.name],
          ['手机号', r.phone],
          ['工作单位', r.workUnit],
          ['科室', r.department],
          ['职务', r.jobTitle],
          ['地区', r.region],
          ...r.answers.map((a): [string, string] => [a.label, a.value]),
          ['费用', r.fee ? `¥${r.fee}` : '免费'],
          ['报名时间', r.createdAt],
          ['审核时间', r.reviewedAt ?? '—'],
          ['缴费确认', r.paidAt ?? '—'],
        ]}
      />
      {dialog}
    </ListScreen>
  );
}
