// /admin/signup/roster/[id] (registrar): a class's roster: each live sign-up's status, attendance per session
// (a tick for a check-in, 补录 for one entered by hand) and certificate. A cell corrects that session's attendance
// with a reason kept in the audit trail; the roster downloads as CSV.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { ApiAdminRoster } from '@/contract/wire/admin-signup';
import { SIGNUP_STAGE_TEXT } from '@/contract/wire/training';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { PromptModal, type Prompt } from '@/components/admin/signup/PromptModal';
import { STAGE_COLORS } from '@/components/admin/signup/stage';
import { API_PREFIX } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import type { AdminRosterProps } from '@/loaders/admin-signup';

type Learner = ApiAdminRoster['learners'][number];
const CERT_TEXT = { valid: '已发放', expired: '已过期', revoked: '已撤销' } as const;

export default function AdminRosterScreen({ staff, roster }: AdminProps & AdminRosterProps) {
  const router = useRouter();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const t = roster.training;

  const correct = (l: Learner, s: ApiAdminRoster['sessions'][number], attended: boolean): Prompt => ({
    title: `${attended ? '撤销' : '补录'} ${l.name} 的签到`,
    intro: <p>{s.startAt} {s.title}：{attended ? '改为缺勤' : '改为已出勤'}。修正原因将记入操作日志。</p>,
    okText: attended ? '改为缺勤' : '补录签到',
    danger: attended,
    path: `admin/signup/attendance/${l.signupId}`,
    body: { sessionId: s.id, attended: attended ? '0' : '1' },
    fields: [{ name: 'reason', label: '修正原因', max: 200, textarea: true }],
    done: () => '出勤已修正',
  });

  const columns: TableColumnsType<Learner> = [
    { title: '姓名', dataIndex: 'name', width: 90, fixed: 'left' },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '单位', dataIndex: 'workUnit', width: 180, ellipsis: true },
    { title: '状态', key: 'stage', width: 90, render: (_, l) => <Tag color={STAGE_COLORS[l.stage]}>{SIGNUP_STAGE_TEXT[l.stage]}</Tag> },
    ...roster.sessions.map((s, i) => ({
      title: <Tooltip title={`${s.startAt} ${s.title}`}>第{i + 1}场</Tooltip>,
      key: `s${s.id}`,
      width: 80,
      render: (_: unknown, l: Learner) => {
        const a = l.attended.find((x) => x.sessionId === s.id);
        return (
          <Button size="small" type="text" aria-label={`${l.name} 第${i + 1}场 ${a ? '已出勤' : '缺勤'}，修正`} onClick={() => setPrompt(correct(l, s, Boolean(a)))}>
            {a ? (a.method === 'manual' ? '✓补录' : '✓') : '—'}
          </Button>
        );
      },
    })),
    { title: '出勤', key: 'n', width: 70, render: (_, l) => `${l.attended.length}/${roster.sessions.length}` },
    {
      title: '证书', key: 'cert', width: 170,
      render: (_, l) => (l.cert ? `${CERT_TEXT[l.cert.status]} ${l.cert.number}` : '未发放'),
    },
  ];

  return (
    <AdminLayout
      staff={staff}
      title={`花名册：${t.title}`}
      extra={
        <Space>
          <Link href={`/admin/signup?trainingId=${t.id}`}>本班报名审核</Link>
          <Button icon={<DownloadOutlined />} href={`${API_PREFIX}admin/signup/roster/${t.id}/csv`} download>导出 CSV</Button>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="时间">{t.startAt} 至 {t.endAt}</Descriptions.Item>
        <Descriptions.Item label="名额">{t.seatsTaken}/{t.seatsTotal}</Descriptions.Item>
        <Descriptions.Item label="学分">{t.credit || '无'}</Descriptions.Item>
      </Descriptions>
      <Table<Learner>
        rowKey="signupId"
        columns={columns}
        dataSource={roster.learners}
        pagination={{ pageSize: 50, showTotal: (n) => `共 ${n} 人`, hideOnSinglePage: true }}
        locale={{ emptyText: '本班还没有有效报名' }}
        scroll={{ x: 700 + roster.sessions.length * 80 }}
      />
      <PromptModal
        prompt={prompt}
        onClose={(changed) => {
          setPrompt(null);
          // The roster is the page's props: reloading them shows the corrected attendance and any new certificate.
          if (changed) void router.replace(router.asPath, undefined, { scroll: false });
        }}
      />
    </AdminLayout>
  );
}
