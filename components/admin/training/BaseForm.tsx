// The console's form of a training centre or base (/admin/base/[id]): every field admin/base/save takes.
import { Card, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ApiAdminBase, ApiAdminTrainingOptions } from '@/contract/wire/admin-training';
import { RichTextEditor } from '../article/RichTextEditor';
import { ConsoleForm } from '../ConsoleForm';
import { PictureInput } from './form-parts';
import { FieldCol } from '@/components/admin/FieldCol';

const LEVELS = [
  { value: 'province', label: '省级培训中心' },
  { value: 'city', label: '市级实践基地' },
  { value: 'county', label: '县级实践基地' },
];

type Values = Omit<ApiAdminBase, 'id' | 'trainingCount'>;

type Props = { base: ApiAdminBase | null; options: ApiAdminTrainingOptions };

export function BaseForm({ base, options }: Props) {
  const [form] = Form.useForm<Values>();

  const initial: Partial<Values> = base ?? { level: 'city', sort: 0, photos: [], specialties: [], intro: '', lat: 34.75, lng: 113.62 };

  return (
    <ConsoleForm<Values>
      form={form} path="admin/base/save" listHref="/admin/base" id={base?.id} initialValues={initial}
      toBody={(v) => ({ ...v })} savedText={() => '已保存'}
    >
      <Card title="基本信息" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <FieldCol lg={12} label="基地名称" name="name" requiredText="请填写基地名称">
            <Input maxLength={80} showCount />
          </FieldCol>
          <FieldCol xs={12} lg={6} label="级别" name="level">
            <Select options={LEVELS} />
          </FieldCol>
          <FieldCol xs={12} lg={6} label="所在地区" name="region" requiredText="请选择所在地区">
            <Select options={options.regions.map((r) => ({ value: r.value, label: r.name }))} placeholder="请选择" showSearch optionFilterProp="label" />
          </FieldCol>
          <FieldCol label="地址" name="address" requiredText="请填写地址">
            <Input maxLength={200} />
          </FieldCol>
          <FieldCol xs={12} md={8} label="联系人" name="contactName" requiredText="请填写联系人">
            <Input maxLength={32} />
          </FieldCol>
          <FieldCol xs={12} md={8} label="联系电话" name="contactPhone" requiredText="请填写联系电话">
            <Input maxLength={20} />
          </FieldCol>
          <FieldCol xs={12} md={4} label="纬度" name="lat" requiredText="请填写纬度">
            <InputNumber min={3} max={54} step={0.001} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol xs={12} md={4} label="经度" name="lng" requiredText="请填写经度">
            <InputNumber min={73} max={136} step={0.001} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol md={16} label="特色专业" name="specialties" extra="输入后按回车添加，最多 10 个">
            <Select mode="tags" open={false} maxCount={10} placeholder="如：全科医学、急诊急救" />
          </FieldCol>
          <FieldCol md={8} label="排序（小的在前）" name="sort">
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol label="简介" name="summary" requiredText="请填写简介">
            <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </FieldCol>
        </Row>
      </Card>
      <Card title="图片与介绍" style={{ marginBottom: 16 }}>
        <Form.Item label="封面图" name="cover" rules={[{ required: true, message: '请填写或上传封面图' }]}>
          <PictureInput />
        </Form.Item>
        <Form.Item label="相册照片地址" name="photos" extra="每个地址输入后按回车，最多 12 张">
          <Select mode="tags" open={false} maxCount={12} placeholder="/api/med/image/... 或 https://..." />
        </Form.Item>
        <Form.Item label="详细介绍" name="intro" extra="保存时按站点规则清理">
          <RichTextEditor label="详细介绍" />
        </Form.Item>
      </Card>
    </ConsoleForm>
  );
}
