// /admin/course: every course, published or not, newest first, with filters (title words, published or not),
// publishing and unpublishing in place, and deletes refused with their reason once learners depend on a course.
import { App, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ApiAdminCourseRow } from '@/contract/wire/admin-course';
import { confirmDelete } from '@/components/admin/course/confirm-delete';
import { EditDeleteActions, PublishedTag, PublishToggle } from '@/components/admin/ListActions';
import { ListScreen, NewButton, titleColumn } from '@/components/admin/ListScreen';
import { PUBLISHED_SELECT } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { keyword?: string; published?: string };
const FILTER_KEYS = ['keyword', 'published'] as const;

export default function AdminCourseListPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminCourseRow, Filters>('admin/course/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();

  const columns: ColumnsType<ApiAdminCourseRow> = [
    titleColumn('课程', 'course'),
    { title: '状态', dataIndex: 'isPublished', width: 90, render: (on: boolean) => <PublishedTag isPublished={on} /> },
    { title: '分类', dataIndex: 'subjectName', width: 110, responsive: ['lg'] },
    { title: '讲师', dataIndex: 'lecturer', width: 90, responsive: ['md'] },
    { title: '课时', dataIndex: 'lessons', width: 70, align: 'right' },
    { title: '学员', dataIndex: 'enrolments', width: 70, align: 'right', responsive: ['md'] },
    { title: '价格', dataIndex: 'price', width: 90, align: 'right', responsive: ['lg'], render: (p: number) => (p ? `¥${p.toFixed(2)}` : '免费') },
    {
      title: '操作', key: 'actions', width: 210, fixed: 'right',
      render: (_v, r) => (
        <EditDeleteActions editHref={`/admin/course/${r.id}`} onDelete={() => confirmDelete({ modal, message, onDone: list.reload }, r.title, `admin/course/delete/${r.id}`)}>
          <Button type="link" size="small" href={`/admin/exam/${r.id}`}>考试</Button>
          <PublishToggle isPublished={r.isPublished} path={`admin/course/publish/${r.id}`} onDone={list.reload} />
        </EditDeleteActions>
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title="课程" extra={<NewButton href="/admin/course/new">新建课程</NewButton>} list={list} columns={columns} width={640}
      selects={[PUBLISHED_SELECT]}
      search={{ name: 'keyword', placeholder: '按名称搜索', label: '按名称搜索', width: 220 }}
    />
  );
}
