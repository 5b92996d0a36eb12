// /admin/course: every course, published or not, newest first, with filters (title words, published or not),
// publishing and unpublishing in place, and deletes refused with their reason once learners depend on a course.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { ApiAdminCourseRow } from '@/contract/wire/admin-course';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { confirmDelete, setPublished } from '@/components/admin/course/confirm-delete';
import { PUBLISHED_SELECT, QueueFilters, QueueTable } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { keyword?: string; published?: string };
const FILTER_KEYS = ['keyword', 'published'] as const;

export default function AdminCourseListPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminCourseRow, Filters>('admin/course/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();

  const columns: ColumnsType<ApiAdminCourseRow> = [
    { title: '课程', dataIndex: 'title', render: (title: string, r) => <Link href={`/admin/course/${r.id}`}>{title}</Link> },
    {
      title: '状态', dataIndex: 'isPublished', width: 90,
      render: (on: boolean) => (on ? <Tag color="success">已发布</Tag> : <Tag>未发布</Tag>),
    },
    { title: '分类', dataIndex: 'subjectName', width: 110, responsive: ['lg'] },
    { title: '讲师', dataIndex: 'lecturer', width: 90, responsive: ['md'] },
    { title: '课时', dataIndex: 'lessons', width: 70, align: 'right' },
    { title: '学员', dataIndex: 'enrolments', width: 70, align: 'right', responsive: ['md'] },
    { title: '价格', dataIndex: 'price', width: 90, align: 'right', responsive: ['lg'], render: (p: number) => (p ? `¥${p.toFixed(2)}` : '免费') },
    {
      title: '操作', key: 'actions', width: 210, fixed: 'right',
      render: (_v, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" href={`/admin/course/${r.id}`}>编辑</Button>
          <Button type="link" size="small" href={`/admin/exam/${r.id}`}>考试</Button>
          <Button type="link" size="small" onClick={() => void setPublished(message, `admin/course/publish/${r.id}`, !r.isPublished, list.reload)}>
            {r.isPublished ? '下线' : '发布'}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete({ modal, message, onDone: list.reload }, r.title, `admin/course/delete/${r.id}`)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminLayout staff={staff} title="课程" extra={<Button type="primary" icon={<PlusOutlined />} href="/admin/course/new">新建课程</Button>}>
      <QueueFilters
        list={list}
        selects={[PUBLISHED_SELECT]}
        search={{ name: 'keyword', placeholder: '按名称搜索', label: '按名称搜索', width: 220 }}
      />
      <QueueTable list={list} columns={columns} width={640} />
    </AdminLayout>
  );
}
