// The sign-up form's own questions (Form.List "signupFields"): a label, text or choice, required or not, and
// the choices. The standard fields (name, phone, unit, department, job, region) are always asked; these
// follow them on the class's sign-up form. A kept question keeps its key, so earlier answers stay matched.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import {
  SIGNUP_FIELD_LABEL_MAX, SIGNUP_FIELD_OPTIONS_MAX, SIGNUP_FIELDS_MAX,
} from '@/contract/wire/training';

export function SignupFieldsEditor() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        报名表固定包含：姓名、手机号、工作单位、科室、职务/岗位、所在地区。下面可为本班添加其他问题。
      </Typography.Paragraph>
      <Form.List name="signupFields">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Card key={field.key} size="small" style={{ marginBottom: 12 }}>
                <Form.Item name={[field.name, 'key']} hidden>
                  <Input />
                </Form.Item>
                <Row gutter={12} align="middle">
                  <Col xs={24} md={10}>
                    <Form.Item label={`问题 ${index + 1}`} name={[field.name, 'label']} rules={[{ required: true, message: '请填写问题' }]}>
                      <Input maxLength={SIGNUP_FIELD_LABEL_MAX} placeholder="如：是否需要安排住宿" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item label="类型" name={[field.name, 'type']}>
                      <Select options={[{ value: 'text', label: '填空' }, { value: 'choice', label: '单选' }]} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={4}>
                    <Form.Item label="必填" name={[field.name, 'required']} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={5} style={{ textAlign: 'right' }}>
                    <Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} aria-label={`删除问题 ${index + 1}`}>
                      删除
                    </Button>
                  </Col>
                </Row>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) =>
                    getFieldValue(['signupFields', field.name, 'type']) === 'choice' ? (
                      <Form.Item
                        label="选项"
                        name={[field.name, 'options']}
                        rules={[{ type: 'array', min: 2, message: '单选至少需要两个选项' }]}
                        extra={`输入后按回车添加，最多 ${SIGNUP_FIELD_OPTIONS_MAX} 个`}
                      >
                        <Select mode="tags" open={false} maxCount={SIGNUP_FIELD_OPTIONS_MAX} placeholder="如：需要、不需要" />
                      </Form.Item>
                    ) : null
                  }
                </Form.Item>
              </Card>
            ))}
            {fields.length < SIGNUP_FIELDS_MAX && (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ label: '', type: 'text', required: false, options: [] })}>
                添加报名问题
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
