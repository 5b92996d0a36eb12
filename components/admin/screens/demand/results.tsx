// /admin/demand/results/[id] (editor): what a survey's answers say. Each choice question as a bar chart with
// its counts and shares, each text question's answers a page at a time (newest first), and every answer
// set as a CSV download. Who answered is not shown (contract/wire/admin-survey.ts).
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Descriptions, Empty, List, Row, Space, Table, Tag, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/contract/time';
import type { ApiAdminPage } from '@/contract/wire/admin';
import { QUESTION_KIND_LABELS } from '@/contract/wire/admin-content';
import type { ApiDemandChoiceCount, ApiDemandQuestionResult, ApiDemandTextAnswer } from '@/contract/wire/admin-survey';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { API_PREFIX, getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import type { AdminDemandResultsProps } from '@/loaders/admin-people';

// echarts is the heaviest piece of the console: loaded after the page, in the browser only.
const ChoiceChart = dynamic(() => import('@/components/admin/ChoiceChart'), { ssr: false, loading: () => <div style={{ height: 160 }} /> });

const STAGES = { upcoming: { label: '未开始', color: 'blue' }, open: { label: '进行中', color: 'green' }, closed: { label: '已结束', color: 'default' } };
const TEXT_PAGE = 10;

const share = (count: number, of: number) => (of ? `${((count / of) * 100).toFixed(1)}%` : '—');

function ChoiceResult({ q }: { q: ApiDemandQuestionResult }) {
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        <ChoiceChart title={q.title} choices={q.choices} />
      </Col>
      <Col xs={24} lg={10}>
        <Table<ApiDemandChoiceCount>
          size="small"
          rowKey="label"
          pagination={false}
          dataSource={q.choices}
          columns={[
            { title: '选项', dataIndex: 'label' },
            { title: '人次', dataIndex: 'count', width: 70, align: 'right' },
            { title: '占作答人数', key: 'share', width: 100, align: 'right', render: (_v, c) => share(c.count, q.answered) },
          ]}
        />
      </Col>
    </Row>
  );
}

function TextAnswers({ demandId, q }: { demandId: number; q: ApiDemandQuestionResult }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ page: number; data: ApiAdminPage<ApiDemandTextAnswer> } | null>(null);
  const loading = state?.page !== page;

  useEffect(() => {
    let current = true;
    getBrowserApiClient()
      .call<ApiAdminPage<ApiDemandTextAnswer>>(`admin/demand/texts/${demandId}`, { questionId: q.id, page, size: TEXT_PAGE }, { suppressToast: true })
      .then((data) => current && setState({ page, data }))
      .catch((error: unknown) => {
        if (!current) return;
        setState((s) => (s ? { ...s, page } : { page, data: { list: [], total: 0 } }));
        if (!applyApiErrors(error, null, message)) throw error;
      });
    return () => {
      current = false;
    };
  }, [demandId, q.id, page, message]);

  return (
    <List<ApiDemandTextAnswer>
      loading={loading}
      dataSource={state?.data.list ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有人填写这一题" /> }}
      pagination={q.answered > TEXT_PAGE ? { current: page, pageSize: TEXT_PAGE, total: state?.data.total ?? q.answered, onChange: setPage, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` } : false}
      renderItem={(a) => (
        <List.Item extra={<Typography.Text type="secondary">{formatDateTime(a.answeredAt)}</Typography.Text>}>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{a.text}</Typography.Paragraph>
        </List.Item>
      )}
    />
  );
}

export default function AdminDemandResultsPage({ staff, results }: AdminProps & AdminDemandResultsProps) {
  const stage = STAGES[results.stage];
  return (
    <AdminLayout
      staff={staff}
      title="调查结果"
      extra={
        <Space wrap>
          <Button icon={<EditOutlined />} href={`/admin/demand/${results.id}`}>编辑调查</Button>
          <Button type="primary" icon={<DownloadOutlined />} href={`${API_PREFIX}admin/demand/csv/${results.id}`} download disabled={!results.answerCount}>
            导出全部答卷（CSV）
          </Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="调查" span={2}>{results.title}</Descriptions.Item>
        <Descriptions.Item label="阶段"><Tag color={stage.color}>{stage.label}</Tag></Descriptions.Item>
        <Descriptions.Item label="答卷">{results.answerCount} 份</Descriptions.Item>
        <Descriptions.Item label="时间" span={2}>{results.startAt} 至 {results.endAt}</Descriptions.Item>
      </Descriptions>
      {results.answerCount === 0 ? (
        <Card><Empty description="还没有人提交答卷，收到答卷后这里会按题统计" /></Card>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {results.questions.map((q, i) => (
            <Card
              key={q.id}
              title={<span style={{ whiteSpace: 'normal' }}>{`${i + 1}. ${q.title}`}</span>}
              extra={<Space size={4}><Tag>{QUESTION_KIND_LABELS[q.kind]}</Tag><Typography.Text type="secondary">{q.answered} 人作答</Typography.Text></Space>}
            >
              {q.kind === 'text' ? <TextAnswers demandId={results.id} q={q} /> : <ChoiceResult q={q} />}
            </Card>
          ))}
        </Space>
      )}
    </AdminLayout>
  );
}
