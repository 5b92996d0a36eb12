// The console's form of a training class (/admin/training/[id]): every field admin/training/save takes, the
// sessions and the sign-up form's own questions. The API checks everything again; its refusal of a field is
// shown under that field (applyApiErrors).
import { Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import {
  CREDIT_LEVELS, CREDITS_MAX, FEE_MAX_YUAN, SEATS_MAX, TRAINING_FILE_LIMITS,
  type ApiAdminTraining, type ApiAdminTrainingOptions,
} from '@/contract/wire/admin-training';
import { RichTextEditor } from '../article/RichTextEditor';
import { ConsoleForm, TagSelect } from '../ConsoleForm';
import { PictureInput, TimeCol, timeItem } from './form-parts';
import { FilesEditor } from './FilesEditor';
import { SessionsEditor } from './SessionsEditor';
import { SignupFieldsEditor } from './SignupFieldsEditor';
import { FieldCol } from '@/components/admin/FieldCol';

const COVERS = [1, 2, 3, 4].map((n) => `/images/covers/training-${n}.svg`);

type Values = Omit<ApiAdminTraining, 'id' | 'seatsTaken' | 'signups' | 'credit'>;

function initialValues(t: ApiAdminTraining | null): Partial<Values> {
  if (t) return t;
  return {
    status: 'draft', cover: COVERS[0], payMethod: 'onsite', fee: 0, seatsTotal: 50, creditLevel: '', creditType: '', credits: 0,
    baseId: null, syllabus: '', notice: '', sessions: [], signupFields: [], tagIds: [], files: [],
  };
}

/** The form's values as the API's form fields (strings; nulls as empty). */
function toForm(v: Values): Record<string, unknown> {
  return {
    ...v,
    baseId: v.baseId ?? '',
    credits: v.creditType && v.credits ? v.credits : '',
    fee: v.fee ?? '',
    sessions: (v.sessions ?? []).map((s) => ({
      id: s.id || undefined, title: s.title, teacher: s.teacher, location: s.location, startAt: s.startAt, endAt: s.endAt,
    })),
    files: (v.files ?? []).map((f) => f.id),
    signupFields: (v.signupFields ?? []).map((f) => ({ ...f, key: f.key || undefined, required: f.required ? '1' : '0', options: f.type === 'choice' ? f.options : [] })),
  };
}

type Props = { training: ApiAdminTraining | null; options: ApiAdminTrainingOptions };

export function TrainingForm({ training, options }: Props) {
  const [form] = Form.useForm<Values>();
  const taken = training?.seatsTaken ?? 0;

  return (
    <ConsoleForm<Values>
      form={form} path="admin/training/save" listHref="/admin/training" id={training?.id} initialValues={initialValues(training)}
      toBody={toForm} savedText={(v) => (v.status === 'published' ? '已保存并发布' : '已保存')}
    >
      <Card title="基本信息" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <FieldCol lg={16} label="培训班名称" name="title" requiredText="请填写培训班名称">
            <Input maxLength={100} showCount />
          </FieldCol>
          <FieldCol lg={8} label="状态" name="status">
            <Radio.Group optionType="button" buttonStyle="solid" options={[{ value: 'draft', label: '草稿（不公开）' }, { value: 'published', label: '发布' }]} />
          </FieldCol>
          <FieldCol md={8} label="培训项目" name="project" requiredText="请选择培训项目">
            <Select options={options.projects.map((p) => ({ value: p.value, label: p.name }))} placeholder="请选择" />
          </FieldCol>
          <FieldCol md={8} label="所在地区" name="region" requiredText="请选择所在地区">
            <Select options={options.regions.map((r) => ({ value: r.value, label: r.name }))} placeholder="请选择" showSearch optionFilterProp="label" />
          </FieldCol>
          <FieldCol md={8} label="培训基地" name="baseId">
            <Select allowClear placeholder="不在基地举办" showSearch optionFilterProp="label" options={options.bases.map((b) => ({ value: b.id, label: b.name }))} />
          </FieldCol>
          <FieldCol label="封面图" name="cover" requiredText="请选择或上传封面图">
            <PictureInput presets={COVERS} />
          </FieldCol>
          <FieldCol label="简介" name="summary" requiredText="请填写简介">
            <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </FieldCol>
          <FieldCol md={12} label="主办单位" name="organiser" requiredText="请填写主办单位">
            <Input maxLength={100} />
          </FieldCol>
          <FieldCol md={12} label="培训对象" name="audience" requiredText="请填写培训对象">
            <Input maxLength={200} />
          </FieldCol>
          <FieldCol md={12} label="联系电话" name="contactPhone" requiredText="请填写联系电话">
            <Input maxLength={20} placeholder="如 0371-55550120" />
          </FieldCol>
          <FieldCol md={12} label="标签" name="tagIds" extra="标签页按标签列出培训班">
            <TagSelect tags={options.tags} />
          </FieldCol>
        </Row>
      </Card>

      <Card title="时间、名额与费用" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <TimeCol md={8} label="报名截止" name="signupEndAt" requiredText="请选择报名截止时间" {...timeItem} />
          <TimeCol md={8} label="开班时间" name="startAt" requiredText="请选择开班时间" {...timeItem} />
          <TimeCol md={8} label="结班时间" name="endAt" requiredText="请选择结班时间" {...timeItem} />
          <Col xs={12} md={6}>
            <Form.Item
              label="招生名额"
              name="seatsTotal"
              rules={[{ required: true, message: '请填写招生名额' }]}
              extra={training ? `已报名占用 ${taken} 个名额` : undefined}
            >
              <InputNumber min={Math.max(1, taken)} max={SEATS_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <FieldCol xs={12} md={6} label="培训费（元）" name="fee" requiredText="请填写培训费，免费填 0">
            <InputNumber min={0} max={FEE_MAX_YUAN} precision={2} step={10} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol md={12} label="缴费方式" name="payMethod">
            <Radio.Group options={[{ value: 'onsite', label: '报到时现场缴费' }, { value: 'transfer', label: '银行转账' }]} />
          </FieldCol>
          <Col xs={24}>
            <Form.Item label="继续教育学分" required={false}>
              <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
                <Form.Item name="creditLevel" noStyle>
                  <Select style={{ width: '40%' }} options={[{ value: '', label: '不授予学分' }, ...CREDIT_LEVELS.map((l) => ({ value: l, label: l }))]} />
                </Form.Item>
                <Form.Item name="creditType" noStyle>
                  <Select style={{ width: '30%' }} options={[{ value: '', label: '类别' }, { value: 'I', label: 'I类' }, { value: 'II', label: 'II类' }]} />
                </Form.Item>
                <Form.Item name="credits" noStyle>
                  <InputNumber style={{ width: '30%' }} min={0} max={CREDITS_MAX} step={0.5} precision={1} addonAfter="分" />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="课程安排" style={{ marginBottom: 16 }}>
        <SessionsEditor />
      </Card>

      <Card title="报名表" style={{ marginBottom: 16 }}>
        <SignupFieldsEditor />
      </Card>

      <Card title="详细内容" style={{ marginBottom: 16 }}>
        <Form.Item label="培训内容" name="syllabus" extra="培训目标、对象、内容与考核；保存时按站点规则清理">
          <RichTextEditor label="培训内容" />
        </Form.Item>
        <Form.Item label="报到须知" name="notice">
          <RichTextEditor label="报到须知" />
        </Form.Item>
      </Card>

      <Card title="培训资料" style={{ marginBottom: 16 }}>
        <Form.Item name="files" extra={`PDF、Word 或 JPG/PNG 图片，每个不超过 ${TRAINING_FILE_LIMITS.bytes / 1024 / 1024} MB，最多 ${TRAINING_FILE_LIMITS.perClass} 个；发布后学员可在培训班页面下载`}>
          <FilesEditor />
        </Form.Item>
      </Card>
    </ConsoleForm>
  );
}
