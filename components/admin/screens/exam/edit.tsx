// /admin/exam/[id] (registrar; id = the course's id, linked as 考试 from /admin/course): a course's post-test,
// and /admin/exam/training/[id] (the class's id, linked as 考试 from /admin/training): a class's (issue 11 point 4). On top how it has gone (pass rate, average, the hardest questions), then the paper's
// rules, then the bank: questions edited in a modal or deleted, or a whole bank imported from a CSV.
import { ArrowLeftOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  App, Button, Card, Col, Empty, Form, Input, InputNumber, Radio, Row, Select, Space, Statistic, Switch, Table, Tag, Typography, Upload,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  EXAM_KIND_LABELS, type ApiAdminExamBank, type ApiAdminExamPaper, type ApiAdminExamQuestion, type ApiAdminExamStats,
} from '@/contract/wire/admin-exam';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { confirmDelete } from '@/components/admin/confirm-delete';
import { optionLetter, QuestionModal } from '@/components/admin/exam/QuestionModal';
import { EditDeleteActions } from '@/components/admin/ListActions';
import { useApiAction } from '@/components/admin/useApiAction';
import { getBrowserApiClient } from '@/lib/http';
import type { AdminProps } from '@/loaders/admin';
import type { AdminExamEditProps } from '@/loaders/admin-exam';

type Hardest = ApiAdminExamStats['hardest'][number];

const answerText = (q: ApiAdminExamQuestion) => (q.kind === 'judge' ? q.options[q.answer[0]] : q.answer.map(optionLetter).join(''));

function StatsCard({ stats }: { stats: ApiAdminExamStats | null }) {
  if (!stats) return <Card title="考试情况"><Empty description="保存考试规则后，这里显示通过率和难题" /></Card>;
  return (
    <Card title="考试情况">
      <Row gutter={[16, 16]}>
        <Col span={6}><Statistic title="参考人数" value={stats.learners} /></Col>
        <Col span={6}><Statistic title="答卷份数" value={stats.attempts} /></Col>
        <Col span={6}><Statistic title="通过率" value={stats.passRate} suffix="%" precision={1} /></Col>
        <Col span={6}><Statistic title="平均分" value={stats.averageScore} precision={1} /></Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>错误率最高的题目</Typography.Title>
      <Table<Hardest>
        size="small" rowKey="id" pagination={false} dataSource={stats.hardest}
        locale={{ emptyText: '还没有人交卷' }}
        columns={[
          { title: '题型', dataIndex: 'kind', width: 70, render: (k: keyof typeof EXAM_KIND_LABELS) => EXAM_KIND_LABELS[k] ?? k },
          { title: '题干', dataIndex: 'stem', ellipsis: true },
          { title: '作答', dataIndex: 'asked', width: 70, align: 'right' },
          { title: '答错', dataIndex: 'wrong', width: 70, align: 'right' },
          { title: '错误率', dataIndex: 'wrongRate', width: 90, align: 'right', render: (r: number) => `${r.toFixed(1)}%` },
        ]}
      />
    </Card>
  );
}

/** A bank's owner: its kind, id and title, the endpoints' prefix and where the screen goes back to. */
function ownerOf(bank: ApiAdminExamBank) {
  return bank.kind === 'course'
    ? { ...bank.course, field: { courseId: bank.course.id }, api: 'admin/exam', label: '课程考试', back: '/admin/course', backLabel: '返回课程列表' }
    : { ...bank.training, field: { trainingId: bank.training.id }, api: 'admin/exam/training', label: '培训班考试', back: '/admin/training', backLabel: '返回培训班列表' };
}

function ApiAdminExamPaperCard({ path, paper, defaultTitle, onSaved }: { path: string; paper: ApiAdminExamPaper | null; defaultTitle: string; onSaved: () => void }) {
  const [form] = Form.useForm<ApiAdminExamPaper>();
  const { busy: saving, run } = useApiAction(form);
  const mode = Form.useWatch('mode', form) ?? paper?.mode ?? 'fixed';
  const initial: ApiAdminExamPaper = paper ?? { title: defaultTitle, mode: 'fixed', drawCount: 10, passScore: 60, timeLimitMinutes: 30, maxAttempts: 3, isPublished: true };

  const save = async () => {
    const v = await form.validateFields();
    const body = { ...v, drawCount: String(v.drawCount), passScore: String(v.passScore), timeLimitMinutes: String(v.timeLimitMinutes), maxAttempts: String(v.maxAttempts), isPublished: v.isPublished ? '1' : '0' };
    await run(async () => (await getBrowserApiClient().call(path, body, { suppressToast: true }), '考试规则已保存'), onSaved);
  };

  return (
    <Card title="考试规则" extra={paper ? (paper.isPublished ? <Tag color="success">已开放</Tag> : <Tag>未开放</Tag>) : <Tag color="warning">尚未设置</Tag>}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="title" label="考试名称" rules={[{ required: true, whitespace: true, message: '请填写考试名称' }]}><Input maxLength={100} /></Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="mode" label="组卷方式">
              <Radio.Group options={[{ value: 'fixed', label: '固定试卷' }, { value: 'random', label: '随机抽题' }]} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="drawCount" label="每次抽题数" hidden={mode !== 'random'}><InputNumber min={1} max={200} style={{ width: '100%' }} /></Form.Item>
          </Col>
          <Col span={6}><Form.Item name="passScore" label="及格分（满分100）"><InputNumber min={0} max={100} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={6}><Form.Item name="timeLimitMinutes" label="考试时长（分钟）"><InputNumber min={1} max={600} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={6}><Form.Item name="maxAttempts" label="可考次数"><InputNumber min={1} max={20} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={6}><Form.Item name="isPublished" label="向学员开放" valuePropName="checked"><Switch /></Form.Item></Col>
        </Row>
        <Button type="primary" loading={saving} onClick={() => void save()}>保存规则</Button>
      </Form>
    </Card>
  );
}

function ImportButton({ path, onDone }: { path: string; onDone: () => void }) {
  const { modal } = App.useApp();
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  const { busy, run } = useApiAction();

  const send = (file: File) =>
    run(async () => {
      const csv = await file.text();
      const r = await getBrowserApiClient().call<{ imported: number; total: number }>(path, { csv, mode }, { suppressToast: true });
      return `已导入 ${r.imported} 题，题库共 ${r.total} 题`;
    }, onDone);

  const pick = (file: File) => {
    if (mode === 'replace') {
      modal.confirm({ title: '用文件替换整个题库？', content: '现有题目将全部删除。', okText: '替换', okButtonProps: { danger: true }, cancelText: '取消', onOk: () => send(file) });
    } else void send(file);
    return false;
  };

  return (
    <Space>
      <Select value={mode} onChange={setMode} style={{ width: 120 }} aria-label="导入方式" options={[{ value: 'append', label: '追加到题库' }, { value: 'replace', label: '替换题库' }]} />
      <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={pick}>
        <Button icon={<UploadOutlined />} loading={busy}>导入CSV</Button>
      </Upload>
    </Space>
  );
}

export default function AdminExamEditScreen({ staff, bank: initialBank, stats: initialStats }: AdminProps & AdminExamEditProps) {
  const { message, modal } = App.useApp();
  const [bank, setBank] = useState<ApiAdminExamBank>(initialBank);
  const [stats, setStats] = useState(initialStats);
  const [editing, setEditing] = useState<ApiAdminExamQuestion | Record<string, never> | null>(null);
  const [loading, setLoading] = useState(false);
  const owner = ownerOf(bank);
  const endpoint = (verb: string) => `${owner.api}/${verb}/${owner.id}`;

  const reload = async () => {
    setLoading(true);
    try {
      const api = getBrowserApiClient();
      setBank(await api.call<ApiAdminExamBank>(endpoint('get'), {}, { suppressToast: true }));
      setStats(await api.call<ApiAdminExamStats>(endpoint('stats'), {}, { suppressToast: true }).catch(() => null));
    } catch (error) {
      if (!applyApiErrors(error, null, message)) throw error;
    } finally {
      setLoading(false);
    }
  };

  const columns: ColumnsType<ApiAdminExamQuestion> = [
    { title: '序号', key: 'n', width: 64, render: (_v, _q, i) => i + 1 },
    { title: '题型', dataIndex: 'kind', width: 70, render: (k: ApiAdminExamQuestion['kind']) => EXAM_KIND_LABELS[k] },
    { title: '题干', dataIndex: 'stem', ellipsis: true },
    { title: '答案', key: 'answer', width: 80, render: (_v, q) => answerText(q) },
    { title: '固定试卷', dataIndex: 'inPaper', width: 90, render: (on: boolean) => (on ? <Tag color="blue">选入</Tag> : <Tag>未选</Tag>) },
    {
      title: '操作', key: 'actions', width: 120,
      render: (_v, q) => (
        <EditDeleteActions
          inline onEdit={() => setEditing(q)}
          onDelete={() => confirmDelete({ modal, message, onDone: () => void reload() }, q.stem.slice(0, 20), `admin/exam/question/delete/${q.id}`, '已交卷的成绩不受影响。')}
        />
      ),
    },
  ];
  const marked = bank.questions.filter((q) => q.inPaper).length;

  return (
    <AdminLayout staff={staff} title={`${owner.label}：${owner.title}`} extra={<Button icon={<ArrowLeftOutlined />} href={owner.back}>{owner.backLabel}</Button>}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <StatsCard stats={stats} />
        <ApiAdminExamPaperCard path={endpoint('paper')} paper={bank.paper} defaultTitle={`${owner.title}结业考试`} onSaved={() => void reload()} />
        <Card
          title={`题库（共 ${bank.questions.length} 题，固定试卷选入 ${marked} 题）`}
          extra={
            <Space wrap>
              <ImportButton path={endpoint('import')} onDone={() => void reload()} />
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>添加题目</Button>
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">
            CSV 表头：题型（单选/多选/判断）、题干、选项A…选项F、答案（如 A、AC，判断题填正确或错误）、解析；有错误的行会指出行号，整个文件不导入。
          </Typography.Paragraph>
          <Table<ApiAdminExamQuestion>
            rowKey="id" size="middle" loading={loading} columns={columns} dataSource={bank.questions}
            pagination={{ pageSize: 10, showTotal: (n) => `共 ${n} 题`, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description="题库还没有题目：添加题目或导入CSV" /> }}
          />
        </Card>
      </Space>
      <QuestionModal owner={owner.field} editing={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void reload(); }} />
    </AdminLayout>
  );
}
