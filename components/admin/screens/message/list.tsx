// /admin/message (editor): notices sent as site messages, newest first, with whom each went to and how many got
// it; "发送通知" writes one to everyone, to a class's roster or to a course's learners (admin/message/send).
// A notice cannot be taken back, so sending asks once more, naming the audience.
import { SendOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/contract/time';
import {
  NOTICE_AUDIENCE_LABELS, NOTICE_AUDIENCES, NOTICE_LIMITS, type ApiAdminNoticeRow, type ApiNoticeAudience, type ApiNoticeTarget,
} from '@/contract/wire/admin-people';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { QueueFilters, labelOptions } from '@/components/admin/QueueFilters';
import { useAdminList } from '@/components/admin/useAdminList';
import { useApiAction } from '@/components/admin/useApiAction';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';

type Filters = { audience?: string; q?: string };
const FILTER_KEYS = ['audience', 'q'] as const;
type Values = { audience: ApiNoticeAudience; targetId?: number; title: string; body: string; link?: string };

/** Classes or courses matching what the editor types, with how many each would reach. */
function TargetPicker({ id, kind, value, onChange, onPicked }: {
  /** Given by Form.Item, so that its label names the box for a screen reader. */
  id?: string;
  kind: 'training' | 'course'; value?: number; onChange?: (v?: number) => void; onPicked: (t?: ApiNoticeTarget) => void;
}) {
  const { message } = App.useApp();
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<ApiNoticeTarget[] | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      getBrowserApiClient()
        .call<ApiNoticeTarget[]>('admin/message/targets', { kind, q }, { suppressToast: true })
        .then((list) => current && setOptions(list))
        .catch((error: unknown) => {
          if (current && !applyApiErrors(error, null, message)) throw error;
        });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, q, message]);
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      loading={options === null}
      placeholder={kind === 'training' ? '输入培训班名称查找' : '输入课程名称查找'}
      value={value}
      onSearch={setQ}
      onChange={(id?: number) => {
        onChange?.(id);
        onPicked(options?.find((o) => o.id === id));
      }}
      options={(options ?? []).map((o) => ({ value: o.id, label: `${o.title}（${o.learners}人）` }))}
      notFoundContent={options === null ? '加载中…' : '没有找到'}
    />
  );
}

function SendDialog({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => void }) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form) ?? 'everyone';
  const [target, setTarget] = useState<ApiNoticeTarget>();
  const { busy, run } = useApiAction(form);

  const send = (values: Values) =>
    run(async () => {
      const sent = await getBrowserApiClient().call<{ recipients: number }>('admin/message/send', { ...values, link: values.link?.trim() || undefined }, { suppressToast: true });
      return `已发送给 ${sent.recipients} 人`;
    }, onSent);
  const confirm = async () => {
    const values = await form.validateFields();
    const whom = values.audience === 'everyone' ? '全体用户（已停用的账号除外）' : `“${target?.title ?? ''}”的 ${target?.learners ?? 0} 位学员`;
    modal.confirm({ title: '确认发送？', content: `这条通知将发送给${whom}，发出后不能撤回。`, okText: '发送', onOk: () => send(values) });
  };

  return (
    <Modal open={open} title="发送通知" okText="发送…" confirmLoading={busy} onOk={() => void confirm()} onCancel={onClose} destroyOnHidden width={640}>
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ audience: 'everyone' }}>
        <Form.Item name="audience" label="发送对象" rules={[{ required: true, message: '请选择发送对象' }]}>
          <Radio.Group
            optionType="button"
            options={NOTICE_AUDIENCES.map((a) => ({ value: a, label: NOTICE_AUDIENCE_LABELS[a] }))}
            onChange={() => {
              form.setFieldValue('targetId', undefined);
              setTarget(undefined);
            }}
          />
        </Form.Item>
        {audience !== 'everyone' && (
          <Form.Item
            name="targetId"
            label={audience === 'training' ? '培训班（报名未取消的学员）' : '课程（已报名的学员）'}
            rules={[{ required: true, message: audience === 'training' ? '请选择培训班' : '请选择课程' }]}
          >
            <TargetPicker key={audience} kind={audience} onPicked={setTarget} />
          </Form.Item>
        )}
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={NOTICE_LIMITS.title} showCount />
        </Form.Item>
        <Form.Item name="body" label="内容" extra="纯文本，按原样显示在学员的“我的消息”中" rules={[{ required: true, whitespace: true, message: '请填写内容' }]}>
          <Input.TextArea rows={5} maxLength={NOTICE_LIMITS.body} showCount />
        </Form.Item>
        <Form.Item name="link" label="链接（选填）" extra="本站页面的地址，以 / 开头，如 /training/3；学员点消息即打开它">
          <Input maxLength={NOTICE_LIMITS.link} placeholder="/training/3" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function NoticeList({ sending, setSending }: { sending: boolean; setSending: (v: boolean) => void }) {
  const list = useAdminList<ApiAdminNoticeRow, Filters>('admin/message/list', { filterKeys: FILTER_KEYS });
  const columns: TableColumnsType<ApiAdminNoticeRow> = [
    { title: '标题', dataIndex: 'title' },
    {
      title: '发送对象', key: 'audience', width: 260,
      render: (_v, r) => <Space size={4} wrap><Tag>{NOTICE_AUDIENCE_LABELS[r.audience]}</Tag>{r.targetTitle}</Space>,
    },
    { title: '人数', dataIndex: 'recipients', width: 80, align: 'right' },
    { title: '发送人', key: 'staff', width: 100, responsive: ['md'], render: (_v, r) => r.staff.name || r.staff.id },
    { title: '发送时间', dataIndex: 'createdAt', width: 160, render: (s: number) => formatDateTime(s) },
  ];
  return (
    <>
      <QueueFilters
        list={list}
        selects={[{ name: 'audience', placeholder: '全部对象', label: '发送对象', width: 140, options: labelOptions(NOTICE_AUDIENCE_LABELS, NOTICE_AUDIENCES) }]}
        search={{ placeholder: '按标题搜索', label: '按标题搜索', width: 220 }}
      />
      <Table<ApiAdminNoticeRow>
        rowKey="id"
        columns={columns}
        scroll={{ x: 640 }}
        expandable={{
          expandedRowRender: (r) => (
            <Space direction="vertical">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.body}</Typography.Paragraph>
              {r.link && <Typography.Text type="secondary">链接：{r.link}</Typography.Text>}
            </Space>
          ),
        }}
        locale={{ emptyText: '还没有发送过通知' }}
        {...list.tableProps}
      />
      <SendDialog
        open={sending}
        onClose={() => setSending(false)}
        onSent={() => {
          setSending(false);
          list.reload();
        }}
      />
    </>
  );
}

export default function AdminMessagePage({ staff }: AdminProps) {
  const [sending, setSending] = useState(false);
  return (
    <AdminLayout staff={staff} title="站内通知" extra={<Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>发送通知</Button>}>
      <NoticeList sending={sending} setSending={setSending} />
    </AdminLayout>
  );
}
