// The survey form (admin/demand/save): title, introduction (HTML, cleaned on save), open from/until,
// publishing, and its questions in order (single choice, multiple choice, text; choices; required). Once
// anyone has answered, the questions are shown read-only: the API refuses to change them.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Form, Input, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { DEMAND_ADMIN_LIMITS as L, QUESTION_KIND_LABELS, type AdminPublishStatus, type ApiAdminDemand } from '@/contract/wire/admin-content';
import type { ApiQuestionKind } from '@/contract/wire/demand';
import { RichTextEditor } from '../article/RichTextEditor';
import { TimeCol } from '../training/form-parts';
import { ContentForm, PublishRadio } from './ContentForm';
import { fromPicker, toPicker } from './minute';
import styles from './content.module.css';
import { FieldCol } from '@/components/admin/FieldCol';

type Question = { kind: ApiQuestionKind; title: string; choices: string[]; isRequired: boolean };
type Values = { title: string; intro: string; startAt?: Dayjs; endAt?: Dayjs; status: AdminPublishStatus; questions: Question[] };

const KIND_OPTIONS = (Object.keys(QUESTION_KIND_LABELS) as ApiQuestionKind[]).map((k) => ({ value: k, label: QUESTION_KIND_LABELS[k] }));

function initialValues(d: ApiAdminDemand | null): Values {
  if (!d) return { title: '', intro: '', status: 'draft', questions: [{ kind: 'single', title: '', choices: ['', ''], isRequired: true }] };
  return {
    title: d.title, intro: d.intro, startAt: toPicker(d.startAt), endAt: toPicker(d.endAt), status: d.status,
    questions: d.questions.map((q) => ({ kind: q.kind, title: q.title, choices: q.choices, isRequired: q.isRequired })),
  };
}

export function DemandForm({ demand }: { demand: ApiAdminDemand | null }) {
  const [form] = Form.useForm<Values>();
  const locked = (demand?.answerCount ?? 0) > 0;
  const toBody = (v: Values) => ({
    title: v.title, intro: v.intro ?? '', status: v.status, startAt: fromPicker(v.startAt), endAt: fromPicker(v.endAt),
    questions: (v.questions ?? []).map((q) => ({
      kind: q.kind, title: q.title ?? '', isRequired: q.isRequired ? '1' : '0', choices: q.kind === 'text' ? [] : (q.choices ?? []),
    })),
  });

  return (
    <ContentForm form={form} kind="demand" id={demand?.id} initialValues={initialValues(demand)} toBody={toBody}>
      {demand ? (
        <Alert
          className={styles.card} type={locked ? 'warning' : 'info'} showIcon
          message={locked ? `已收到答卷 ${demand.answerCount} 份：题目已固定，标题、说明、时间和发布状态仍可修改；不能删除，可改为下线` : '尚未收到答卷，题目可以修改'}
          action={demand.status === 'published' ? <a href={`/demand/${demand.id}`} target="_blank" rel="noreferrer">查看公开页面</a> : undefined}
        />
      ) : null}
      <Card title="调查信息" className={styles.card}>
        <Row gutter={16}>
          <FieldCol name="title" label="标题" requiredText="请填写标题">
            <Input maxLength={L.title} showCount />
          </FieldCol>
          <TimeCol md={8} name="startAt" label="开始时间" requiredText="请选择开始时间" />
          <TimeCol md={8} name="endAt" label="结束时间" requiredText="请选择结束时间" />
          <FieldCol md={8} name="status" label="发布" extra="未发布的调查不在首页邀请、详情和网站地图中出现，也不接受作答">
            <PublishRadio />
          </FieldCol>
          <FieldCol name="intro" label="说明" extra="显示在调查页面顶部；保存时按站点规则清理">
            <RichTextEditor />
          </FieldCol>
        </Row>
      </Card>
      <Card title="题目" className={styles.card}>
        <Form.List name="questions">
          {(fields, { add, remove, move }, { errors }) => (
            <>
              {fields.map((field, k) => (
                <div key={field.key} className={styles.question}>
                  <div className={styles.questionHead}>
                    <span>第 {k + 1} 题</span>
                    {locked ? null : (
                      <Space size={0}>
                        <Button type="text" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={k === 0} onClick={() => move(k, k - 1)} />
                        <Button type="text" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={k === fields.length - 1} onClick={() => move(k, k + 1)} />
                        <Button type="text" size="small" danger aria-label="删除题目" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                      </Space>
                    )}
                  </div>
                  <Row gutter={12}>
                    <FieldCol xs={8} md={4} name={[field.name, 'kind']} label="题型">
                      <Select options={KIND_OPTIONS} disabled={locked} />
                    </FieldCol>
                    <FieldCol xs={16} md={16} name={[field.name, 'title']} label="题目" requiredText="请填写题目">
                      <Input maxLength={L.question} disabled={locked} />
                    </FieldCol>
                    <FieldCol md={4} name={[field.name, 'isRequired']} label="必答" valuePropName="checked">
                      <Checkbox disabled={locked}>必答</Checkbox>
                    </FieldCol>
                  </Row>
                  <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.questions?.[field.name]?.kind !== b.questions?.[field.name]?.kind}>
                    {({ getFieldValue }) =>
                      getFieldValue(['questions', field.name, 'kind']) === 'text' ? null : (
                        <Form.List name={[field.name, 'choices']}>
                          {(choices, ops) => (
                            <Form.Item label="选项" required>
                              {choices.map((choice, j) => (
                                <Space key={choice.key} align="start" style={{ display: 'flex' }}>
                                  <Form.Item name={choice.name} rules={[{ required: true, message: '请填写选项' }]} style={{ marginBottom: 8 }}>
                                    <Input aria-label={`第 ${k + 1} 题选项 ${j + 1}`} maxLength={L.choice} style={{ width: 320, maxWidth: '60vw' }} disabled={locked} />
                                  </Form.Item>
                                  {locked ? null : <Button aria-label="删除选项" icon={<DeleteOutlined />} onClick={() => ops.remove(choice.name)} disabled={choices.length <= 2} />}
                                </Space>
                              ))}
                              {locked ? null : (
                                <Button size="small" icon={<PlusOutlined />} onClick={() => ops.add('')} disabled={choices.length >= L.choices}>添加选项</Button>
                              )}
                            </Form.Item>
                          )}
                        </Form.List>
                      )
                    }
                  </Form.Item>
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              {locked ? null : (
                <Button icon={<PlusOutlined />} disabled={fields.length >= L.questions} onClick={() => add({ kind: 'single', title: '', choices: ['', ''], isRequired: true })}>
                  添加题目
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Card>
    </ContentForm>
  );
}
