// /admin/cert (registrar): certificates filtered by state, kind, issue days and the holder (name, phone), number
// or title; revoke with a reason (it stops counting and the public verification says revoked, with the date) and
// reissue under a new number (the old one then answers as replaced); the filtered rows as CSV.
import { Button, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { CERT_KIND_LABEL, CERT_STATUS_LABEL } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import { CERT_FILTERS, type ApiAdminCertRow } from '@/contract/wire/admin-review';
import type { ApiCertStatus } from '@/contract/wire/cert';
import { ListScreen } from '@/components/admin/ListScreen';
import { CsvButton, csvHref, labelOptions, statusSelect } from '@/components/admin/QueueFilters';
import { usePrompt, type Prompt } from '@/components/admin/signup/PromptModal';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { status?: string; kind?: string; q?: string; from?: string; to?: string };
const COLORS: Record<ApiCertStatus, string> = { valid: 'green', expired: 'default', revoked: 'red' };
const day = (s: number | null) => (s ? formatDate(s) : '—');

export default function AdminCertScreen({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminCertRow, Filters>('admin/cert/list', { filterKeys: ['status', 'kind', 'q', 'from', 'to'] });
  const f = list.filters;
  const { ask, dialog } = usePrompt(list.reload);

  const revoke = (r: ApiAdminCertRow): Prompt => ({
    title: `撤销证书 ${r.number}`, okText: '撤销', danger: true,
    intro: <p>撤销后该证书立即不再计入 {r.holderName} 的学分，公开核验页显示“已撤销”及撤销日期；持证人会收到站内消息。</p>,
    path: `admin/cert/revoke/${r.id}`, fields: [{ name: 'reason', label: '撤销原因（持证人会看到）', max: 200, textarea: true }],
    done: () => '已撤销',
  });
  const reissue = (r: ApiAdminCertRow): Prompt => ({
    title: `换发证书 ${r.number}`, okText: '换发',
    intro: <p>换发后证书使用新编号和持证人当前姓名{r.status === 'revoked' ? '，并恢复有效' : ''}；原编号作废，核验时显示已换发。</p>,
    path: `admin/cert/reissue/${r.id}`, body: { number: r.number },
    fields: [{ name: 'reason', label: '换发原因（持证人会看到）', max: 200, textarea: true }],
    done: (a) => `已换发，新编号 ${(a as { number: string }).number}`,
  });

  const columns: TableColumnsType<ApiAdminCertRow> = [
    { title: '证书编号', dataIndex: 'number', width: 200, render: (n: string) => <code style={{ whiteSpace: 'nowrap' }}>{n}</code> },
    // A width of its own: with only ellipsis the other fixed columns squeezed the title to two characters at 1280 px.
    { title: '名称', dataIndex: 'title', width: 240, ellipsis: true },
    { title: '类型', dataIndex: 'kind', width: 100, responsive: ['xl'], render: (k: ApiAdminCertRow['kind']) => CERT_KIND_LABEL[k] },
    { title: '持证人', key: 'holder', width: 160, render: (_, r) => `${r.holderName} ${r.holder.phone}` },
    { title: '学分', dataIndex: 'credit', width: 150, responsive: ['lg'], render: (c: string) => c || '—' },
    { title: '发证日期', dataIndex: 'issuedAt', width: 110, render: day },
    // State and actions stay on the right: the columns add up to more than the 1024 px the console has at 1280 px,
    // and the registrar should not have to scroll sideways to revoke or reissue.
    {
      title: '状态', key: 'status', width: 110, fixed: 'right',
      render: (_, r) => (
        <Tooltip title={r.status === 'revoked' ? `${day(r.revokedAt)} 撤销：${r.revokeReason}` : r.reissuedAt ? `${day(r.reissuedAt)} 换发` : undefined}>
          <Tag color={COLORS[r.status]}>{CERT_STATUS_LABEL[r.status]}</Tag>
          {r.reissuedAt && <Tag>已换发</Tag>}
        </Tooltip>
      ),
    },
    {
      title: '操作', key: 'actions', width: 140, fixed: 'right',
      render: (_, r) => (
        <Space size={4}>
          {r.status !== 'revoked' && <Button size="small" danger onClick={() => ask(revoke(r))}>撤销</Button>}
          <Button size="small" onClick={() => ask(reissue(r))}>换发</Button>
        </Space>
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title="证书管理" extra={<CsvButton href={csvHref('admin/cert', f)} />} list={list} columns={columns} width={1240}
      selects={[
        statusSelect(labelOptions(CERT_STATUS_LABEL, CERT_FILTERS), 110),
        { name: 'kind', placeholder: '全部类型', label: '按类型筛选', width: 130, options: labelOptions(CERT_KIND_LABEL) },
      ]}
      dates="按发证日期筛选"
      search={{ placeholder: '姓名、手机号、编号或名称', label: '搜索证书', width: 240 }}
      empty="没有符合条件的证书"
    >
      {dialog}
    </ListScreen>
  );
}
