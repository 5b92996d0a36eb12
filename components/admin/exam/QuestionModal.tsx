// The modal that creates or edits one question of a course's or a class's bank (admin/exam/question/save). The answer is
// kept as option indexes whatever the kind: a single or true/false question picks one with radios, a
// multiple-choice question two or more with checkboxes; a true/false question's options are fixed.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Form, Input, Modal, Radio, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import {
  EXAM_JUDGE_OPTIONS, EXAM_KIND_LABELS, EXAM_OPTIONS_MAX, EXAM_OPTIONS_MIN, type ApiAdminExamQuestion,
} from '@/contract/wire/admin-exam';
import { applyApiErrors } from '@/components/admin/applyApiErrors';
import { getBrowserApiClient } from '@/lib/http';

type Kind = ApiAdminExamQuestion['kind'];
type Values = { kind: Kind; stem: string; options: string[]; answer: number[]; explanation: string; inPaper: boolean };

// Options one per line: a long one would otherwise push the others off the modal's width.
const STACK = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

export const optionLetter = (i: number) => String.fromCharCode(65 + i);

const EMPTY: Values = { kind: 'single', stem: '', options: ['', '', '', ''], answer: [], explanation: '', inPaper: true };

type Props = {
  /** The bank: a course's or a class's. */
  owner: { courseId: number } | { trainingId: number };
  /** The question to edit, {} to create one, null when closed. */
  editing: ApiAdminExamQuestion | Record<string, never> | null;
  onClose: () => void;
  onSaved: () => void;
};

export function QuestionModal({ owner, editing, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'single';
  const options = Form.useWatch('options', form) ?? [];
  const id = editing && 'id' in editing ? editing.id : undefined;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue('id' in editing ? { ...editing, options: editing.kind === 'judge' ? [] : editing.options } : EMPTY);
  }, [editing, form]);

  const choices = (kind === 'judge' ? [...EXAM_JUDGE_OPTIONS] : options).map((text, i) => ({
    value: i,
    label: kind === 'judge' ? text : `${optionLetter(i)}. ${text || '（未填写）'}`,
  }));

  const save = async () => {
    const v = await form.validateFields();
    try {
      await getBrowserApiClient().call(
        'admin/exam/question/save',
        {
          id, ...owner, kind: v.kind, stem: v.stem, explanation: v.explanation ?? '', inPaper: v.inPaper ? '1' : '0',
          options: v.kind === 'judge' ? [] : v.options, answer: (v.answer ?? []).map(String),
        },
        { suppressToast: true },
      );
      void message.success(id ? '题目已保存' : '题目已添加');
      onSaved();
    } catch (error) {
      if (!applyApiErrors(error, form, message)) throw error;
    }
  };

  return (
    <Modal
      open={editing !== null} title={id ? '编辑题目' : '添加题目'} okText="保存" cancelText="取消" width={640}
      onOk={() => void save()} onCancel={onClose} forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Form.Item name="kind" label="题型">
          <Select
            style={{ width: 160 }}
            options={(Object.keys(EXAM_KIND_LABELS) as Kind[]).map((k) => ({ value: k, label: EXAM_KIND_LABELS[k] }))}
            onChange={() => form.setFieldValue('answer', [])}
          />
        </Form.Item>
        <Form.Item name="stem" label="题干" rules={[{ required: true, whitespace: true, message: '请填写题干' }]}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        {kind !== 'judge' && (
          <Form.List
            name="options"
            rules={[{
              validator: async (_r, list: string[] | undefined) => {
                const n = list?.length ?? 0;
                if (n < EXAM_OPTIONS_MIN || n > EXAM_OPTIONS_MAX) throw new Error(`选择题需要${EXAM_OPTIONS_MIN}到${EXAM_OPTIONS_MAX}个选项`);
              },
            }]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label="选项" required>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <span style={{ width: 16, display: 'inline-block' }}>{optionLetter(i)}</span>
                    <Form.Item {...field} rules={[{ required: true, whitespace: true, message: '请填写选项' }]} style={{ marginBottom: 8 }}>
                      <Input maxLength={200} style={{ width: 480 }} aria-label={`选项${optionLetter(i)}`} />
                    </Form.Item>
                    {fields.length > EXAM_OPTIONS_MIN && (
                      <MinusCircleOutlined aria-label={`删除选项${optionLetter(i)}`} onClick={() => { remove(field.name); form.setFieldValue('answer', []); }} />
                    )}
                  </Space>
                ))}
                {fields.length < EXAM_OPTIONS_MAX && <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>添加选项</Button>}
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
        )}
        {kind === 'multiple' ? (
          <Form.Item name="answer" label="正确答案" rules={[{ type: 'array', min: 2, required: true, message: '多选题至少有两个答案' }]}>
            <Checkbox.Group options={choices} style={STACK} />
          </Form.Item>
        ) : (
          <Form.Item
            name="answer" label="正确答案" rules={[{ type: 'array', len: 1, required: true, message: '请选择正确答案' }]}
            getValueProps={(v: number[] | undefined) => ({ value: v?.[0] })} normalize={(v: number) => [v]}
          >
            <Radio.Group options={choices} style={STACK} />
          </Form.Item>
        )}
        <Form.Item name="explanation" label="解析" extra="考生交卷后可见">
          <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="inPaper" label="选入固定试卷" valuePropName="checked" extra="固定组卷时只考选入的题目；随机组卷从全部题目中抽取">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
