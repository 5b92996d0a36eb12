// /admin/live: every broadcast, published or not, latest start first, with filters (title words, state,
// published or not); starting and ending a broadcast (upcoming → live → ended), publishing and unpublishing
// in place, and deletes refused with their reason once someone booked a reminder.
import { App, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '@/contract/time';
import { LIVE_STATE_LABELS, LIVE_STATES, type ApiAdminLiveRow } from '@/contract/wire/admin-course';
import { confirmDelete } from '@/components/admin/course/confirm-delete';
import { changeLiveState, LIVE_STATE_COLORS } from '@/components/admin/course/live-state';
import { EditDeleteActions, PublishedTag, PublishToggle } from '@/components/admin/ListActions';
import { ListScreen, NewButton, titleColumn } from '@/components/admin/ListScreen';
import { PUBLISHED_SELECT, labelOptions } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import type { AdminProps } from '@/loaders/admin';

type Filters = { keyword?: string; state?: string; published?: string };
const FILTER_KEYS = ['keyword', 'state', 'published'] as const;
const SHORT_LABELS = { upcoming: '未开始', live: '直播中', ended: '已结束' } as const;

export default function AdminLiveListPage({ staff }: AdminProps) {
  const list = useAdminList<ApiAdminLiveRow, Filters>('admin/live/list', { filterKeys: FILTER_KEYS });
  const { message, modal } = App.useApp();

  const columns: ColumnsType<ApiAdminLiveRow> = [
    titleColumn('直播', 'live'),
    {
      title: '状态', dataIndex: 'state', width: 150,
      render: (_s, r) => (
        <Space size={4} wrap>
          <PublishedTag isPublished={r.isPublished} />
          <Tag color={LIVE_STATE_COLORS[r.state]}>{SHORT_LABELS[r.state]}</Tag>
          {r.state === 'ended' && !r.hasReplay && <Tag color="warning">无回放</Tag>}
        </Space>
      ),
    },
    { title: '主讲人', dataIndex: 'speaker', width: 90, responsive: ['lg'] },
    { title: '开始时间', dataIndex: 'startAt', width: 150, responsive: ['md'], render: (s: number) => formatDateTime(s) },
    { title: '预约', dataIndex: 'bookings', width: 70, align: 'right', responsive: ['lg'] },
    {
      title: '操作', key: 'actions', width: 210, fixed: 'right',
      render: (_v, r) => (
        <EditDeleteActions editHref={`/admin/live/${r.id}`} onDelete={() => confirmDelete({ modal, message, onDone: list.reload }, r.title, `admin/live/delete/${r.id}`)}>
          {r.state === 'upcoming' && <Button type="link" size="small" onClick={() => changeLiveState({ modal, message, onDone: list.reload }, r, 'live')}>开始直播</Button>}
          {r.state === 'live' && <Button type="link" size="small" onClick={() => changeLiveState({ modal, message, onDone: list.reload }, r, 'ended')}>结束直播</Button>}
          <PublishToggle isPublished={r.isPublished} path={`admin/live/publish/${r.id}`} onDone={list.reload} />
        </EditDeleteActions>
      ),
    },
  ];

  return (
    <ListScreen
      staff={staff} title="直播" extra={<NewButton href="/admin/live/new">新建直播</NewButton>} list={list} columns={columns} width={700}
      selects={[
        { name: 'state', placeholder: '直播状态', label: '直播状态', width: 140, options: labelOptions(LIVE_STATE_LABELS, LIVE_STATES) },
        PUBLISHED_SELECT,
      ]}
      search={{ name: 'keyword', placeholder: '按标题搜索', label: '按标题搜索', width: 220 }}
    />
  );
}
