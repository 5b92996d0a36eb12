// /admin/journal: every journal issue, published or not, newest first, with filters (year, status, name) and
// deletes refused with their reason while an issue is published.
import type { ColumnsType } from 'antd/es/table';
import Link from '@/components/ui/Link';
import type { ApiAdminJournalRow } from '@/contract/wire/admin-content';
import { StatusTag } from '@/components/admin/content/actions';
import { PUBLISH_STATUS_SELECT, RowActions } from '@/components/admin/content/list-parts';
import { ListScreen, NewButton } from '@/components/admin/ListScreen';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { q?: string; status?: string; year?: string };
const FILTER_KEYS = ['q', 'status', 'year'] as const;
const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 12 }, (_, k) => String(thisYear + 1 - k));

export default function AdminJournalListPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminJournalRow, Filters>('admin/journal/list', { filterKeys: FILTER_KEYS });

  const columns: ColumnsType<ApiAdminJournalRow> = [
    {
      title: '期次', key: 'issue',
      render: (_v, r) => <Link href={`/admin/journal/${r.id}`}>《{r.name}》{r.year}年第{r.number}期</Link>,
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: ApiAdminJournalRow['status']) => <StatusTag status={s} /> },
    { title: '论文', dataIndex: 'paperCount', width: 70, align: 'right' },
    { title: '出版日期', dataIndex: 'publishedAt', width: 150, responsive: ['md'] },
    {
      title: '操作', key: 'actions', width: 150, fixed: 'right',
      render: (_v, r) => (
        <RowActions
          editHref={`/admin/journal/${r.id}`} onDeleted={list.reload}
          remove={{
            title: `删除《${r.name}》${r.year}年第${r.number}期？`,
            content: '本期的论文和全文 PDF 一并删除，无法恢复。已发布的期刊需先下线才能删除。',
            path: `admin/journal/delete/${r.id}`,
          }}
        />
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title="期刊" extra={<NewButton href="/admin/journal/new">新建一期</NewButton>} list={list} columns={columns} width={600}
      selects={[{ name: 'year', placeholder: '年份', label: '年份', width: 110, options: YEARS.map((y) => ({ value: y, label: `${y}年` })) }, PUBLISH_STATUS_SELECT]}
      search={{ placeholder: '按刊名搜索', label: '按刊名搜索', width: 220 }}
    />
  );
}
