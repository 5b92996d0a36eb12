// /admin/banner: the home page's banners: picture, caption, where a click goes (a site path or https), order,
// on/off. A banner switched off stays here and leaves the home page at once.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ApiAdminBanner } from '@/contract/wire/admin-article';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { PictureField } from '@/components/admin/article/PictureField';
import { confirmDelete } from '@/components/admin/content/actions';
import { FormModal, SortItem } from '@/components/admin/FormModal';
import { EditDeleteActions } from '@/components/admin/ListActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useEditDialog } from '@/components/admin/useEditDialog';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';

type Values = Omit<ApiAdminBanner, 'id' | 'link'> & { link: string };

export default function AdminBannerPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminBanner>('admin/banner/list');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const dialog = useEditDialog<ApiAdminBanner, Values>(
    form,
    (row) => (row ? { ...row, link: row.link ?? '' } : { url: '', alt: '', link: '', sort: 0, isEnabled: true, width: 1200, height: 400 }),
    list.reload,
  );

  const post = (body: Record<string, unknown>) =>
    getBrowserApiClient().call('admin/banner/save', { ...body, isEnabled: body.isEnabled ? '1' : '0' }, { suppressToast: true });

  const toggle = async (row: ApiAdminBanner, isEnabled: boolean) => {
    try {
      await post({ ...row, link: row.link ?? '', isEnabled });
      void message.success(isEnabled ? '已上线' : '已下线，首页不再显示');
      list.reload();
    } catch (error) {
      if (!applyApiErrors(error, null, message)) throw error;
    }
  };

  const remove = (row: ApiAdminBanner) =>
    confirmDelete({ modal, message, onDone: list.reload }, {
      title: `删除轮播图“${row.alt}”？`,
      content: '删除后无法恢复；只想暂时不显示，可以关闭它。',
      path: `admin/banner/delete/${row.id}`,
    });

  const columns: ColumnsType<ApiAdminBanner> = [
    { title: '图片', dataIndex: 'url', width: 180, render: (url: string, r) => <img src={url} alt={r.alt} style={{ width: 160, height: 60, objectFit: 'cover', borderRadius: 4 }} /> },
    { title: '说明', dataIndex: 'alt' },
    { title: '链接', dataIndex: 'link', responsive: ['md'], render: (l: string | null) => l ?? '—' },
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '显示', dataIndex: 'isEnabled', width: 80, render: (on: boolean, r) => <Switch checked={on} aria-label={`显示 ${r.alt}`} onChange={(v) => void toggle(r, v)} /> },
    {
      title: '操作', key: 'actions', width: 120,
      render: (_: unknown, r) => <EditDeleteActions inline onEdit={() => dialog.open(r)} onDelete={() => remove(r)} />,
    },
  ];

  return (
    <AdminLayout staff={staff} title="首页轮播图" extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open(null)}>添加轮播图</Button>}>
      <Table rowKey="id" {...list.tableProps} columns={columns} scroll={{ x: 600 }} />
      <FormModal
        {...dialog.modal} title={dialog.editing?.id ? '编辑轮播图' : '添加轮播图'}
        send={async (values) => {
          await post({ ...values, id: dialog.editing?.id });
          return '已保存，首页即刻更新';
        }}
      >
        <Form.Item name="url" label="图片" rules={[{ required: true, message: '请上传或填写图片' }]}>
          <PictureField onUploaded={(img) => img.width && img.height && form.setFieldsValue({ width: img.width, height: img.height })} />
        </Form.Item>
        <Form.Item name="alt" label="图片说明" rules={[{ required: true, whitespace: true, message: '请填写图片说明' }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="link" label="点击后前往" extra="本站路径（如 /training/1）或 https 地址；留空则不可点击">
          <Input maxLength={300} />
        </Form.Item>
        <Space>
          <SortItem />
          <Form.Item name="width" label="宽(px)"><InputNumber min={1} max={10000} /></Form.Item>
          <Form.Item name="height" label="高(px)"><InputNumber min={1} max={10000} /></Form.Item>
          <Form.Item name="isEnabled" label="显示" valuePropName="checked"><Switch /></Form.Item>
        </Space>
      </FormModal>
    </AdminLayout>
  );
}
