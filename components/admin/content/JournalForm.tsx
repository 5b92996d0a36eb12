// The journal issue form (admin/journal/save): name, year and number, cover, summary, issue date and whether
// it is published. Its papers are edited below it (JournalPapers) once the issue exists.
import { Card, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { JOURNAL_LIMITS as L, type AdminPublishStatus, type ApiAdminJournal } from '@/contract/wire/admin-content';
import { PictureField } from '../article/PictureField';
import { TimeCol } from '../training/form-parts';
import { ContentForm, PublishRadio } from './ContentForm';
import { fromPicker, toPicker } from './minute';
import styles from './content.module.css';
import { FieldCol } from '@/components/admin/FieldCol';

type Values = { name: string; year: string; number: string; cover: string; summary: string; publishedAt?: Dayjs; status: AdminPublishStatus };

function initialValues(j: ApiAdminJournal | null): Values {
  if (!j) return { name: '中原基层医学', year: String(new Date().getFullYear()), number: '', cover: '', summary: '', status: 'draft' };
  return { name: j.name, year: String(j.year), number: String(j.number), cover: j.cover, summary: j.summary, publishedAt: toPicker(j.publishedAt), status: j.status };
}

export function JournalForm({ journal }: { journal: ApiAdminJournal | null }) {
  const [form] = Form.useForm<Values>();

  return (
    <ContentForm
      form={form} kind="journal" id={journal?.id} initialValues={initialValues(journal)} spaced
      toBody={(v) => ({ ...v, publishedAt: fromPicker(v.publishedAt) })}
    >
      <Card
        title="本期信息" className={styles.card}
        extra={journal?.status === 'published' ? <a href={`/journal/${journal.id}`} target="_blank" rel="noreferrer">查看公开页面</a> : null}
      >
        <Row gutter={16}>
          <FieldCol md={12} name="name" label="刊名" requiredText="请填写刊名">
            <Input maxLength={L.name} />
          </FieldCol>
          <FieldCol xs={12} md={6} name="year" label="年份" requiredText="请填写年份">
            <Input inputMode="numeric" maxLength={4} placeholder="2025" />
          </FieldCol>
          <FieldCol xs={12} md={6} name="number" label="期号" requiredText="请填写期号">
            <Input inputMode="numeric" maxLength={2} addonBefore="第" addonAfter="期" />
          </FieldCol>
          <FieldCol md={12} name="cover" label="封面" requiredText="请上传封面或填写图片地址" extra="上传图片，或填写本站图片路径（/images/...）或 https 地址">
            <PictureField />
          </FieldCol>
          <TimeCol md={12} name="publishedAt" label="出版日期" requiredText="请选择出版日期" />
          <FieldCol name="summary" label="本期简介">
            <Input.TextArea maxLength={L.summary} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </FieldCol>
          <FieldCol name="status" label="发布" extra="未发布的期刊不出现在期刊列表、详情、搜索和网站地图中，论文 PDF 也不能下载">
            <PublishRadio />
          </FieldCol>
        </Row>
      </Card>
    </ContentForm>
  );
}
