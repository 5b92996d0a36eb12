// The class's sessions as a dynamic list (Form.List "sessions"): title, teacher, place and times; a kept
// session carries its id (its check-in code and attendance stay with it), a new one gets a code on save.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Row, Typography } from 'antd';
import { SESSIONS_MAX } from '@/contract/wire/admin-training';
import { FieldCol } from '../FieldCol';
import { TimeCol, timeItem } from './form-parts';

export function SessionsEditor() {
  return (
    <Form.List name="sessions">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={`第 ${index + 1} 次课`}
              extra={
                <Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} aria-label={`删除第 ${index + 1} 次课`}>
                  删除
                </Button>
              }
            >
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Row gutter={12}>
                <FieldCol md={12} label="课程名称" name={[field.name, 'title']} requiredText="请填写课程名称">
                  <Input maxLength={100} />
                </FieldCol>
                <FieldCol md={12} label="授课老师" name={[field.name, 'teacher']} requiredText="请填写授课老师">
                  <Input maxLength={60} />
                </FieldCol>
                <FieldCol md={24} label="上课地点" name={[field.name, 'location']} requiredText="请填写上课地点">
                  <Input maxLength={120} />
                </FieldCol>
                <TimeCol md={12} label="开始时间" name={[field.name, 'startAt']} requiredText="请选择开始时间" {...timeItem} />
                <TimeCol md={12} label="结束时间" name={[field.name, 'endAt']} requiredText="请选择结束时间" {...timeItem} />
              </Row>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const code = getFieldValue(['sessions', field.name, 'checkinCode']) as string | undefined;
                  return code ? <Typography.Text type="secondary">签到码：{code}</Typography.Text> : null;
                }}
              </Form.Item>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < SESSIONS_MAX && (
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ title: '', teacher: '', location: '' })}>
              添加一次课
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
