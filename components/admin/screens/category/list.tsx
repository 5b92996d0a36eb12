// /admin/category: the category tree, which is the site's main menu (first level) and its children, and the
// article categories. Add, rename, describe, move up and down; delete an empty article category. Changes show
// in the site's menu at once (every public cache is cleared).
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { CATEGORY_TYPE_LABELS, type ApiAdminCategory } from '@/contract/wire/admin-article';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { confirmDelete } from '@/components/admin/content/actions';
import { SortItem } from '@/components/admin/FormModal';
import { useAdminList } from '@/components/admin/useAdminList';
import { ApiCodeError, getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';

type Values = { id?: number; parentId: number; name: string; path: string; description: string; sort: number };

export default function AdminCategoryPage({ staff }: AdminProps) {
  const { message, modal } = App.useApp();
  // The whole tree in one answer (admin/category/list has no paging: a menu is a few dozen rows).
  const list = useAdminList<ApiAdminCategory>('admin/category/list', { size: 100 });
  const rows = list.data.list;
  const [editing, setEditing] = useState<(Partial<Values> & { builtIn?: boolean }) | null>(null);
  const [form] = Form.useForm<Values>();

  const load = async () => list.reload();

  const fail = (error: unknown, onForm = false) => {
    if (error instanceof ApiCodeError && error.code !== 4000) {
      modal.error({ title: '操作未完成', content: error.codeMsg, okText: '知道了' });
      return;
    }
    if (!applyApiErrors(error, onForm ? form : null, message)) throw error;
  };

  const save = async () => {
    const values = await form.validateFields();
    try {
      await getBrowserApiClient().call('admin/category/save', { ...values, id: editing?.id }, { suppressToast: true });
      void message.success('已保存，网站菜单即刻更新');
      setEditing(null);
      await load();
    } catch (error) {
      fail(error, true);
    }
  };

  const move = async (row: ApiAdminCategory, step: -1 | 1) => {
    const siblings = row.parentId ? rows.find((r) => r.id === row.parentId)?.children ?? [] : rows;
    const ids = siblings.map((s) => s.id);
    const i = ids.indexOf(row.id);
    const j = i + step;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j], ids[i]];
    try {
      await getBrowserApiClient().call('admin/category/sort', { ids }, { suppressToast: true });
      await load();
    } catch (error) {
      fail(error);
    }
  };

  const remove = (row: ApiAdminCategory) =>
    confirmDelete({ modal, message, onDone: list.reload }, {
      title: `删除栏目“${row.name}”？`,
      content: '只能删除没有文章和子栏目的文章栏目。',
      path: `admin/category/delete/${row.id}`,
    });

  const open = (row: ApiAdminCategory | null, parentId = 0) => {
    const values: Partial<Values> = row
      ? { id: row.id, parentId: row.parentId, name: row.name, path: row.path, description: row.description, sort: row.sort }
      : { parentId, name: '', path: '/', description: '', sort: 0 };
    form.resetFields();
    form.setFieldsValue(values);
    setEditing({ ...values, builtIn: row ? row.type !== 'article' : false });
  };

  const columns: ColumnsType<ApiAdminCategory> = [
    { title: '名称', dataIndex: 'name' },
    { title: '路径', dataIndex: 'path', render: (p: string, r) => (r.type === 'article' ? <a href={p} target="_blank" rel="noreferrer">{p}</a> : p) },
    { title: '类型', dataIndex: 'type', width: 110, responsive: ['md'], render: (t: ApiAdminCategory['type']) => <Tag>{CATEGORY_TYPE_LABELS[t]}</Tag> },
    { title: '文章', dataIndex: 'articles', width: 70 },
    {
      title: '操作', key: 'actions', width: 240,
      render: (_: unknown, r) => (
        <Space size={2} wrap>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移 ${r.name}`} onClick={() => void move(r, -1)} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移 ${r.name}`} onClick={() => void move(r, 1)} />
          <Button size="small" type="link" onClick={() => open(r)}>编辑</Button>
          {r.parentId === 0 ? <Button size="small" type="link" onClick={() => open(null, r.id)}>添加子栏目</Button> : null}
          {r.type === 'article' ? <Button size="small" type="link" danger onClick={() => remove(r)}>删除</Button> : null}
        </Space>
      ),
    },
  ];

  return (
    <AdminLayout staff={staff} title="栏目与菜单" extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>新建一级栏目</Button>}>
      <Table rowKey="id" loading={list.loading} dataSource={rows} columns={columns} pagination={false} expandable={{ defaultExpandAllRows: true }} scroll={{ x: 600 }} />
      <Modal
        open={editing !== null}
        title={editing?.id ? '编辑栏目' : '新建栏目'}
        okText="保存"
        cancelText="取消"
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="parentId" label="上级栏目">
            <Select
              disabled={editing?.builtIn}
              options={[{ value: 0, label: '（一级栏目，显示在主菜单）' }, ...rows.filter((r) => r.id !== editing?.id).map((r) => ({ value: r.id, label: r.name }))]}
            />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写栏目名称' }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="path" label="路径" extra="访问地址，如 /news-policy；内置栏目的路径不能修改" rules={[{ required: true, message: '请填写栏目路径' }]}>
            <Input maxLength={41} disabled={editing?.builtIn} />
          </Form.Item>
          <Form.Item name="description" label="简介">
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
          <SortItem extra="数字小的在前" />
        </Form>
      </Modal>
    </AdminLayout>
  );
}
