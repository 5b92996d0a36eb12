// The case competition form (admin/activity/save): title, cover, summary, organiser, its three times, the
// milestones shown as a timeline, the rules (HTML, cleaned on save with the articles' rules) and publishing.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Form, Input, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { ACTIVITY_LIMITS as L, type AdminPublishStatus, type ApiAdminActivity } from '@/contract/wire/admin-content';
import { PictureField } from '../article/PictureField';
import { RichTextEditor } from '../article/RichTextEditor';
import { TimeCol } from '../training/form-parts';
import { ContentForm, PublishRadio } from './ContentForm';
import { fromPicker, toPicker } from './minute';
import styles from './content.module.css';
import { FieldCol } from '@/components/admin/FieldCol';

type Milestone = { date?: Dayjs; title: string };
type Values = {
  title: string; cover: string; summary: string; organiser: string; rules: string;
  startAt?: Dayjs; deadline?: Dayjs; endAt?: Dayjs; timeline: Milestone[]; status: AdminPublishStatus;
};

function initialValues(a: ApiAdminActivity | null): Values {
  if (!a) return { title: '', cover: '', summary: '', organiser: '河南省基层卫生健康学会', rules: '', timeline: [], status: 'draft' };
  return {
    ...a, startAt: toPicker(a.startAt), deadline: toPicker(a.deadline), endAt: toPicker(a.endAt),
    timeline: a.timeline.map((m) => ({ date: dayjs(m.date), title: m.title })),
  };
}

export function ActivityForm({ activity }: { activity: ApiAdminActivity | null }) {
  const [form] = Form.useForm<Values>();
  const toBody = (v: Values) => ({
    ...v, startAt: fromPicker(v.startAt), deadline: fromPicker(v.deadline), endAt: fromPicker(v.endAt),
    timeline: (v.timeline ?? []).map((m) => ({ date: m.date ? m.date.format('YYYY-MM-DD') : '', title: m.title ?? '' })),
  });

  return (
    <ContentForm form={form} kind="activity" id={activity?.id} initialValues={initialValues(activity)} toBody={toBody}>
      {activity ? (
        <Alert
          className={styles.card} type="info" showIcon
          message={`已收到参赛作品 ${activity.entryCount} 份${activity.entryCount ? '；有作品的大赛不能删除，可改为下线' : ''}`}
          action={activity.status === 'published' ? <a href={`/activity/${activity.id}`} target="_blank" rel="noreferrer">查看公开页面</a> : undefined}
        />
      ) : null}
      <Card title="大赛信息" className={styles.card}>
        <Row gutter={16}>
          <FieldCol md={12} name="title" label="标题" requiredText="请填写标题">
            <Input maxLength={L.title} showCount />
          </FieldCol>
          <FieldCol md={12} name="organiser" label="主办单位" requiredText="请填写主办单位">
            <Input maxLength={L.organiser} />
          </FieldCol>
          <FieldCol md={12} name="cover" label="封面" requiredText="请上传封面或填写图片地址" extra="上传图片，或填写本站图片路径（/images/...）或 https 地址">
            <PictureField />
          </FieldCol>
          <FieldCol md={12} name="summary" label="简介" requiredText="请填写简介">
            <Input.TextArea maxLength={L.summary} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
          </FieldCol>
          <TimeCol md={8} name="startAt" label="开始征集" requiredText="请选择开始时间" />
          <TimeCol md={8} name="deadline" label="截止投稿" requiredText="请选择截止时间" />
          <TimeCol md={8} name="endAt" label="公布结果" requiredText="请选择公布结果时间" />
        </Row>
      </Card>
      <Card title="时间节点" className={styles.card}>
        <Form.List name="timeline">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, k) => (
                <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'date']} rules={[{ required: true, message: '请选择日期' }]}>
                    <DatePicker aria-label={`节点 ${k + 1} 日期`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} rules={[{ required: true, message: '请填写节点名称' }]}>
                    <Input aria-label={`节点 ${k + 1} 名称`} placeholder="如：作品征集截止" maxLength={L.milestone} style={{ width: 260 }} />
                  </Form.Item>
                  <Button aria-label="删除节点" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} disabled={fields.length >= L.milestones} onClick={() => add({ title: '' })}>添加节点</Button>
            </>
          )}
        </Form.List>
      </Card>
      <Card title="大赛规则" className={styles.card}>
        <Form.Item name="rules" rules={[{ required: true, message: '请填写大赛规则' }]} extra="参赛要求、评分标准、奖项设置等；保存时按站点规则清理">
          <RichTextEditor />
        </Form.Item>
        <Form.Item name="status" label="发布" extra="未发布的大赛不出现在大赛列表和详情中，也不接受投稿">
          <PublishRadio />
        </Form.Item>
      </Card>
    </ContentForm>
  );
}
