// A form field in a column of the console's edit grids (docs/conventions.md: the forms are antd Row/Col):
// `xs` of 24 on a phone (all of it unless told), `md` or `lg` of 24 on wider screens, and a required field says
// what is missing.
//   <FieldCol md={12} name="title" label="标题" requiredText="请填写标题"><Input /></FieldCol>
import { Col, Form } from 'antd';
import type { FormItemProps } from 'antd';

type Span = { xs?: number; md?: number; lg?: number };

export type FieldColProps = FormItemProps & Span & { requiredText?: string };

export function FieldCol({ xs = 24, md, lg, requiredText, rules, children, ...item }: FieldColProps) {
  return (
    <Col xs={xs} md={md} lg={lg}>
      <Form.Item {...item} rules={requiredText ? [{ required: true, message: requiredText }, ...(rules ?? [])] : rules}>
        {children}
      </Form.Item>
    </Col>
  );
}
