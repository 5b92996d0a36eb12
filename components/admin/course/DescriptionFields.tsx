// What a course and a broadcast say about themselves: the 简介 (plain text, shown in lists and search) and the
// longer 介绍 of its own page (rich text, cleaned on save), one under the other across the form's width.
import { Input } from 'antd';
import { RichTextEditor } from '../article/RichTextEditor';
import { FieldCol } from '../FieldCol';

export function DescriptionFields({ summaryMax, introLabel, introExtra }: { summaryMax: number; introLabel: string; introExtra: string }) {
  return (
    <>
      <FieldCol name="summary" label="简介" requiredText="请填写简介">
        <Input.TextArea maxLength={summaryMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </FieldCol>
      <FieldCol name="intro" label={introLabel} extra={introExtra}>
        <RichTextEditor label={introLabel} />
      </FieldCol>
    </>
  );
}
