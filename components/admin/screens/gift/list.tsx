// /admin/gift (store): the gifts of the points store and their stock (docs/product.md "Invoices and gift orders
// in the console"): add and edit in a dialog (picture upload, stock moved in or out), take offline, delete one
// nobody ordered. Online gifts are what learners see on /user/gift.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import type { ApiAdminGiftRow } from '@/contract/wire/admin-store';
import { GIFT_CATEGORIES } from '@/contract/wire/gift';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { GiftForm } from '@/components/admin/store/GiftForm';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { status?: string; category?: string; q?: string };

export default function AdminGiftListScreen({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminGiftRow, Filters>('admin/gift/list', { filterKeys: ['status', 'category', 'q'] });
  const { modal, message } = App.useApp();
  const f = list.filters;
  const set = (patch: Partial<Filters>) => list.setFilters({ ...f, ...patch });
  const [editing, setEditing] = useState<ApiAdminGiftRow | 'new' | null>(null);

  const columns: TableColumnsType<ApiAdminGiftRow> = [
    { title: '图片', dataIndex: 'cover', width: 84, render: (src: string) => <img src={src} alt="" width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> },
    { title: '礼品', dataIndex: 'title', width: 260, ellipsis: true, render: (t: string, r) => <>{t}<br /><small>{r.categoryName} · {r.kind === 'physical' ? '实物' : '虚拟'}</small></> },
    { title: '积分', dataIndex: 'points', width: 90 },
    { title: '库存', dataIndex: 'stock', width: 80, render: (n: number) => (n === 0 ? <Tag color="red">0</Tag> : n) },
    { title: '已兑换', dataIndex: 'exchanged', width: 80, responsive: ['lg'] },
    {
      title: '待发货', dataIndex: 'pendingOrders', width: 90,
      render: (n: number, r) => (n ? <Link href={`/admin/gift/order?status=pending&q=${encodeURIComponent(r.title)}`}>{n} 单</Link> : '—'),
    },
    { title: '状态', dataIndex: 'isOnline', width: 80, render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? '上架' : '下架'}</Tag> },
    {
      title: '操作', key: 'actions', width: 140,
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(r)}>编辑</Button>
          <Button
            size="small" danger
            onClick={() => confirmDelete({ modal, message, onDone: list.reload }, r.title, `admin/gift/delete/${r.id}`, '已有兑换订单的礼品不能删除，请改为下架。')}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminLayout staff={staff} title="礼品与库存" extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>添加礼品</Button>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear placeholder="上架和下架" style={{ width: 130 }} value={f.status} aria-label="按上架状态筛选"
          options={[{ value: 'online', label: '上架' }, { value: 'offline', label: '下架' }]}
          onChange={(status?: string) => set({ status })}
        />
        <Select
          allowClear placeholder="全部分类" style={{ width: 130 }} value={f.category} aria-label="按分类筛选"
          options={GIFT_CATEGORIES.map((c) => ({ value: c.value, label: c.name }))}
          onChange={(category?: string) => set({ category })}
        />
        <Input.Search
          allowClear placeholder="礼品名称" style={{ width: 220 }} defaultValue={f.q} aria-label="按礼品名称搜索"
          onSearch={(q) => set({ q: q.trim() || undefined })}
        />
        <Link href="/admin/gift/order?status=pending">待发货订单</Link>
      </Space>
      <Table<ApiAdminGiftRow> rowKey="id" columns={columns} {...list.tableProps} locale={{ emptyText: '没有符合条件的礼品' }} scroll={{ x: 800 }} />
      <GiftForm
        gift={editing}
        onClose={(changed) => {
          setEditing(null);
          if (changed) list.reload();
        }}
      />
    </AdminLayout>
  );
}
