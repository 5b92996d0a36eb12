// /admin/article: every article of every category, drafts and scheduled ones too, with filters (category,
// status, keyword), bulk publishing and unpublishing, and deletes after a confirmation.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { ARTICLE_PHASE_LABELS, type ApiAdminArticleRow } from '@/contract/wire/admin-article';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { confirmDelete } from '@/components/admin/content/actions';
import { QueueFilters, labelOptions } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import { type AdminArticleListProps } from '@/loaders/admin-article';

type Filters = { path?: string; status?: string; keyword?: string };
const FILTER_KEYS = ['path', 'status', 'keyword'] as const;
const PHASE_COLOR = { draft: 'default', scheduled: 'gold', published: 'success' } as const;

export default function AdminArticleListPage({ staff, options }: AdminProps & AdminArticleListProps) {
  const list = useAdminList<ApiAdminArticleRow, Filters>('admin/article/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);

  const bulk = async (status: 'published' | 'draft') => {
    try {
      const { changed } = await getBrowserApiClient().call<{ changed: number }>('admin/article/publish', { ids: selected, status }, { suppressToast: true });
      void message.success(status === 'published' ? `已发布 ${changed} 篇，公众页面即刻可见` : `已下线 ${changed} 篇，公众页面不再显示`);
      setSelected([]);
      list.reload();
    } catch (error) {
      if (!applyApiErrors(error, null, message)) throw error;
    }
  };

  const remove = (row: ApiAdminArticleRow) =>
    confirmDelete({ modal, message, onDone: list.reload }, {
      title: `删除“${row.title}”？`,
      content: '删除后无法恢复；只想让访客看不到，可以改为草稿。',
      path: `admin/article/delete/${row.id}`,
    });

  const columns: ColumnsType<ApiAdminArticleRow> = [
    { title: '标题', dataIndex: 'title', render: (title: string, r) => <Link href={`/admin/article/${r.id}`}>{r.isPinned ? <Tag color="blue">置顶</Tag> : null}{title}</Link> },
    { title: '栏目', dataIndex: ['category', 'name'], width: 120 },
    { title: '状态', dataIndex: 'phase', width: 100, render: (p: ApiAdminArticleRow['phase']) => <Tag color={PHASE_COLOR[p]}>{ARTICLE_PHASE_LABELS[p]}</Tag> },
    { title: '发布时间', dataIndex: 'publishAt', width: 150, responsive: ['md'] },
    { title: '阅读', dataIndex: 'views', width: 70, responsive: ['lg'] },
    {
      title: '操作', key: 'actions', width: 170,
      render: (_: unknown, r) => (
        <Space size={4} wrap>
          <Link href={`/admin/article/${r.id}`}>编辑</Link>
          <a href={r.phase === 'published' ? `/detail/${r.id}` : `/admin/article/preview/${r.id}`} target="_blank" rel="noreferrer">{r.phase === 'published' ? '查看' : '预览'}</a>
          <Button type="link" danger size="small" onClick={() => remove(r)}>删除</Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminLayout
      staff={staff}
      title="文章"
      extra={<Link href="/admin/article/new"><Button type="primary" icon={<PlusOutlined />}>写文章</Button></Link>}
    >
      <QueueFilters
        list={list}
        selects={[
          {
            name: 'path', placeholder: '全部栏目', label: '栏目', width: 180,
            options: options.categories.map((c) => ({ value: c.path, label: c.parentName ? `${c.parentName} / ${c.name}` : c.name })),
          },
          { name: 'status', placeholder: '全部状态', label: '状态', width: 130, options: labelOptions(ARTICLE_PHASE_LABELS, ['published', 'scheduled', 'draft']) },
        ]}
        search={{ name: 'keyword', placeholder: '标题关键词', label: '标题关键词', width: 220 }}
      />
      <Space style={{ marginBottom: 12 }}>
        <span>已选 {selected.length} 篇</span>
        <Button disabled={!selected.length} onClick={() => void bulk('published')}>批量发布</Button>
        <Button disabled={!selected.length} onClick={() => void bulk('draft')}>批量下线</Button>
      </Space>
      <Table
        rowKey="id"
        {...list.tableProps}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        scroll={{ x: 640 }}
      />
    </AdminLayout>
  );
}
