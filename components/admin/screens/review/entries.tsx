// /admin/activity/entries (registrar): a case competition's entries (the one being judged unless ?activityId= picks
// another): review (approve, or reject with a reason; many approved at once), each judge's own score with a note and
// the average of all, then the results published (places by average, awards by place) on the public competition
// page, or withdrawn for a correction. The abstract is shown as text; the attachment opens from a staff-only address.
import { Alert, Button, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ApiEntryStatus } from '@/contract/wire/activity';
import { ENTRY_FILTERS, ENTRY_STATUS_LABELS, type ApiAdminEntryPage, type ApiAdminEntryRow } from '@/contract/wire/admin-review';
import type { ApiBulkResult } from '@/contract/wire/admin-signup';
import { formatDate } from '@/contract/time';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { activityStageLabel } from '@/components/admin/content/stages';
import { BulkButton, CsvButton, DetailDrawer, QueueFilters, QueueTable, actionsColumn, bulkDone, csvHref, labelOptions, statusSelect, useQueueAction } from '@/components/admin/QueueFilters';
import { useRowDecisions, type Prompt } from '@/components/admin/signup/PromptModal';
import { useAdminList } from '@/components/admin/useAdminList';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';

type Filters = { activityId?: string; status?: string; q?: string };
const COLORS: Record<ApiEntryStatus, string> = { submitted: 'gold', approved: 'blue', rejected: 'red', awarded: 'green' };
const FILTER_LABELS: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '未通过', awarded: '获奖' };

export default function AdminEntriesScreen({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminEntryRow, Filters>('admin/activity/entry/list', { filterKeys: ['activityId', 'status', 'q'] });
  const page = list.data as Partial<ApiAdminEntryPage>;
  const activity = page.activity;
  const f = list.filters;
  const [selected, setSelected] = useState<number[]>([]);
  const { shown, setShown, ask, dialog } = useRowDecisions<ApiAdminEntryRow>(list.reload);
  const { busy, run } = useQueueAction(list.reload);
  const published = Boolean(activity?.resultsPublishedAt);
  const mine = (r: ApiAdminEntryRow) => r.scores.find((s) => s.judgeId === staff.id);

  const approve = (ids: number[]) => run(
    async () => bulkDone(await getBrowserApiClient().call<ApiBulkResult>('admin/activity/entry/bulk', { ids }, { suppressToast: true }), '已通过', '件'),
    () => (setSelected([]), setShown(null)),
  );

  const reject = (r: ApiAdminEntryRow): Prompt => ({
    title: `驳回《${r.title}》`, okText: '驳回', danger: true, intro: <p>作者会收到站内消息，可以看到原因。</p>,
    path: `admin/activity/entry/decide/${r.id}`, body: { decision: 'reject' },
    fields: [{ name: 'reason', label: '驳回原因（作者会看到）', max: 200, textarea: true }], done: () => '已驳回',
  });
  const score = (r: ApiAdminEntryRow): Prompt => ({
    title: `为《${r.title}》评分`, okText: '保存评分', intro: <p>每位评委一个分数，再次评分会替换您之前的分数；作品得分取各评委平均分。</p>,
    path: `admin/activity/entry/score/${r.id}`,
    fields: [
      { name: 'score', label: '分数（0～100，可保留一位小数）', max: 5, initial: mine(r) ? String(mine(r)!.score) : undefined },
      { name: 'comment', label: '评语（仅评审人员可见）', max: 200, textarea: true, required: false, initial: mine(r)?.comment },
    ],
    done: () => '已保存评分',
  });
  const results = (action: 'publish' | 'withdraw'): Prompt => ({
    title: action === 'publish' ? '公布评审结果' : '撤回评审结果', okText: action === 'publish' ? '公布' : '撤回', danger: action === 'withdraw',
    intro: action === 'publish'
      ? <p>按平均分排名（同分同名次），按名次授奖，并在大赛页面公布；每位作者会收到站内消息。公布后审核与评分不能再修改。</p>
      : <p>撤回后名次和奖项清空，可以继续审核和评分，再重新公布。</p>,
    path: `admin/activity/results/${activity?.id}`, body: { action },
    fields: action === 'publish'
      ? [
        { name: 'first', label: '一等奖名额', max: 3, initial: '1' }, { name: 'second', label: '二等奖名额', max: 3, initial: '2' },
        { name: 'third', label: '三等奖名额', max: 3, initial: '3' }, { name: 'excellent', label: '优秀奖名额', max: 3, initial: '0' },
      ]
      : [],
    done: () => (action === 'publish' ? '结果已公布' : '结果已撤回'),
  });

  const actions = (r: ApiAdminEntryRow) => (published ? null : (
    <Space size={4}>
      {r.status === 'submitted' && (
        <>
          <Button size="small" type="primary" disabled={busy} onClick={() => void approve([r.id])}>通过</Button>
          <Button size="small" danger onClick={() => ask(reject(r))}>驳回</Button>
        </>
      )}
      {r.status === 'approved' && <Button size="small" type="primary" ghost onClick={() => ask(score(r))}>{mine(r) ? '改分' : '评分'}</Button>}
    </Space>
  ));

  const columns: TableColumnsType<ApiAdminEntryRow> = [
    { title: '名次', dataIndex: 'rank', width: 64, render: (n: number | null) => n ?? '—' },
    { title: '作品', dataIndex: 'title', ellipsis: true },
    { title: '作者', key: 'author', width: 150, render: (_, r) => `${r.author.name} ${r.author.phone}` },
    { title: '科室', dataIndex: 'department', width: 100, responsive: ['xl'] },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: ApiEntryStatus, r) => <Tag color={COLORS[s]}>{r.award ?? ENTRY_STATUS_LABELS[s]}</Tag> },
    { title: '平均分', key: 'average', width: 110, render: (_, r) => (r.average === null ? '未评分' : `${r.average}（${r.scores.length}位）`) },
    { title: '我的评分', key: 'mine', width: 90, render: (_, r) => mine(r)?.score ?? '—' },
    actionsColumn(170, setShown, actions),
  ];

  return (
    <AdminLayout
      staff={staff}
      title="病例大赛评审"
      extra={
        <Space>
          <CsvButton href={csvHref('admin/activity/entry', { ...f, activityId: activity && String(activity.id) })} disabled={!activity} />
          {activity && (published
            ? <Button danger onClick={() => ask(results('withdraw'))}>撤回结果</Button>
            : <Button type="primary" onClick={() => ask(results('publish'))}>公布结果</Button>)}
        </Space>
      }
    >
      <QueueFilters
        list={list}
        before={
          <Select
            placeholder="选择大赛" style={{ width: 360 }} aria-label="选择大赛" value={activity ? String(activity.id) : undefined}
            options={(page.competitions ?? []).map((c) => ({ value: String(c.id), label: `${c.title}（${activityStageLabel(c.stage)}）` }))}
            onChange={(activityId: string) => list.setFilters({ activityId })}
          />
        }
        selects={[statusSelect(labelOptions(FILTER_LABELS, ENTRY_FILTERS), 120, '全部作品')]}
        search={{ placeholder: '作者姓名、手机号或作品名', label: '搜索作品', width: 240 }}
      >
        {!published && <BulkButton label="批量通过" selected={selected} busy={busy} onClick={() => void approve(selected)} />}
      </QueueFilters>
      {activity && (
        <Alert
          style={{ marginBottom: 16 }}
          type={published ? 'success' : 'info'}
          title={published
            ? `结果已于 ${formatDate(activity.resultsPublishedAt!, 'YYYY-MM-DD HH:mm')} 公布，作品按名次显示在大赛页面。`
            : `${activityStageLabel(activity.stage)}：${activity.unscored ? `还有 ${activity.unscored} 件已通过的作品未评分。` : '已通过的作品都已评分。'}投稿截止且全部评分后可以公布结果。`}
        />
      )}
      <QueueTable
        list={list} columns={columns} width={960}
        empty={f.status === 'pending' ? '没有待审核的作品' : '没有符合条件的作品'}
        selection={published ? undefined : { selected, setSelected, enabled: (r) => r.status === 'submitted', name: (r) => r.title }}
      />
      <DetailDrawer
        row={shown} title={(r) => r.title} size={560} onClose={() => setShown(null)} extra={actions}
        lines={(r) => [
          ['状态', <><Tag color={COLORS[r.status]}>{ENTRY_STATUS_LABELS[r.status]}</Tag>{r.award}</>],
          r.reviewReason && ['驳回原因', r.reviewReason],
          ['作者', `${r.author.name}（${r.author.phone}）${r.author.workUnit}`],
          ['科室', r.department],
          ['摘要', <div key="abstract" style={{ whiteSpace: 'pre-wrap' }}>{r.abstract}</div>],
          ['附件', r.attachment ? <a href={r.attachment.url} target="_blank" rel="noopener noreferrer">{r.attachment.name}</a> : '无'],
          ['评分', r.scores.length
            ? r.scores.map((sc) => <div key={sc.judgeId}>{sc.judgeName}：{sc.score} 分{sc.comment ? `（${sc.comment}）` : ''}</div>)
            : '未评分'],
          ['提交时间', formatDate(r.createdAt, 'YYYY-MM-DD HH:mm')],
        ]}
      />
      {dialog}
    </AdminLayout>
  );
}
