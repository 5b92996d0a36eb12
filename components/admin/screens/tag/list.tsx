// /admin/tag: the tags articles, courses, classes and broadcasts carry (the /tags/{id} pages and search
// keywords): add, rename, order, delete (a deleted tag leaves its items; they only lose the tag).
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ApiAdminTag } from '@/contract/wire/admin-article';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { confirmDelete } from '@/components/admin/content/actions';
import { FormModal, SortItem } from '@/components/admin/FormModal';
import { EditDeleteActions } from '@/components/admin/ListActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useEditDialog } from '@/components/admin/useEditDialog';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';

export default function AdminTagPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminTag, { keyword?: string }>('admin/tag/list', { filterKeys: ['keyword'] });
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ name: string; sort: number }>();
  const dialog = useEditDialog<ApiAdminTag, { name: string; sort: number }>(form, (row) => (row ? { name: row.name, sort: row.sort } : { name: '', sort: 0 }), list.reload);

  const remove = (row: ApiAdminTag) =>
    confirmDelete({ modal, message, onDone: list.reload }, {
      title: `删除标签“${row.name}”？`,
      content: row.items ? `${row.items} 项内容会失去这个标签，内容本身不受影响。` : '没有内容使用这个标签。',
      path: `admin/tag/delete/${row.id}`,
    });

  const columns: ColumnsType<ApiAdminTag> = [
    { title: '标签', dataIndex: 'name', render: (n: string, r) => <a href={`/tags/${r.id}`} target="_blank" rel="noreferrer">{n}</a> },
    { title: '使用次数', dataIndex: 'items', width: 100 },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '操作', key: 'actions', width: 120,
      render: (_: unknown, r) => <EditDeleteActions inline onEdit={() => dialog.open(r)} onDelete={() => remove(r)} />,
    },
  ];

  return (
    <AdminLayout staff={staff} title="标签" extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open(null)}>新建标签</Button>}>
      <Input.Search aria-label="标签名称" placeholder="标签名称" allowClear defaultValue={list.filters.keyword} onSearch={(keyword) => list.setFilters({ keyword })} style={{ width: 240, marginBottom: 16 }} />
      <Table rowKey="id" {...list.tableProps} columns={columns} />
      <FormModal
        {...dialog.modal} title={dialog.editing?.id ? '编辑标签' : '新建标签'}
        send={async (values) => {
          await getBrowserApiClient().call('admin/tag/save', { ...values, id: dialog.editing?.id }, { suppressToast: true });
          return '已保存';
        }}
      >
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写标签名称' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <SortItem extra="数字小的在前" />
      </FormModal>
    </AdminLayout>
  );
}
