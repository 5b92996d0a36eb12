// The console's article form (/admin/article/[id]): title, category, summary, cover, tags, source and author,
// the body in the rich-text editor, and when it goes live. "保存草稿" keeps it off the public site; "发布"
// publishes it now, or at the publish time when that lies ahead (定时发布). The API checks everything again
// and sanitizes the body; a refusal of a field is shown under that field (applyApiErrors).
import { App, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ARTICLE_LIMITS, type ApiAdminArticle, type ApiAdminArticleOptions, type ArticleStatus } from '@/contract/wire/admin-article';
import { getBrowserApiClient } from '@/lib/http';
import { applyApiErrors } from '../applyApiErrors';
import { PictureField } from './PictureField';
import { RichTextEditor } from './RichTextEditor';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type Values = {
  title: string; path: string; summary: string; cover: string; tags: string[]; source: string; author: string;
  isPinned: boolean; content: string; publishAt: string;
};

function initialValues(a: ApiAdminArticle | null, options: ApiAdminArticleOptions): Partial<Values> {
  if (!a) return { path: options.categories.find((c) => c.path === '/news-work')?.path ?? options.categories[0]?.path, tags: [], isPinned: false, content: '', publishAt: '' };
  return {
    title: a.title, path: a.path, summary: a.summary, cover: a.cover ?? '', tags: a.tags, source: a.source, author: a.author,
    isPinned: a.isPinned, content: a.content, publishAt: a.phase === 'published' ? '' : a.publishAt,
  };
}

const timeItem = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, TIME_FORMAT) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : ''),
};

type Props = { article: ApiAdminArticle | null; options: ApiAdminArticleOptions };

export function ArticleForm({ article, options }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const router = useRouter();
  const [busy, setBusy] = useState<ArticleStatus | 'preview' | null>(null);
  const publishAt = Form.useWatch('publishAt', form);
  const isFuture = typeof publishAt === 'string' && publishAt !== '' && dayjs(publishAt, TIME_FORMAT).isAfter(dayjs());

  const save = async (status: ArticleStatus, then: 'stay' | 'preview' = 'stay') => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(then === 'preview' ? 'preview' : status);
    try {
      const body = { ...values, status, isPinned: values.isPinned ? '1' : '0', ...(article ? { id: article.id } : {}) };
      const { id } = await getBrowserApiClient().call<{ id: number }>('admin/article/save', body, { suppressToast: true });
      if (then === 'preview') window.open(`/admin/article/preview/${id}`, '_blank', 'noopener');
      else void message.success(status === 'draft' ? '草稿已保存，公众页面不显示' : isFuture ? `已设为定时发布：${values.publishAt}` : '已发布，公众页面即刻可见');
      await router.replace(`/admin/article/${id}`);
    } catch (error) {
      if (!applyApiErrors(error, form, message)) throw error;
    } finally {
      setBusy(null);
    }
  };

  const categoryOptions = options.categories.map((c) => ({ value: c.path, label: c.parentName ? `${c.parentName} / ${c.name}` : c.name }));
  return (
    <Form form={form} layout="vertical" initialValues={initialValues(article, options)} requiredMark="optional">
      <Row gutter={16}>
        <Col xs={24} lg={17}>
          <Card>
            <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }, { max: ARTICLE_LIMITS.title }]}>
              <Input maxLength={ARTICLE_LIMITS.title} showCount />
            </Form.Item>
            <Form.Item name="summary" label="摘要" extra="列表和搜索结果显示的一段话；留空时取正文开头">
              <Input.TextArea rows={2} maxLength={ARTICLE_LIMITS.summary} showCount />
            </Form.Item>
            <Form.Item name="content" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
              <RichTextEditor />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={7}>
          <Card title="发布">
            <Form.Item name="publishAt" label="发布时间" extra="留空为立即发布；选择将来的时间即定时发布，到时自动出现在网站上" {...timeItem}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} placeholder={article?.phase === 'published' ? `已于 ${article.publishAt} 发布` : '立即发布'} />
            </Form.Item>
            <Space wrap>
              <Button onClick={() => void save('draft')} loading={busy === 'draft'}>保存草稿</Button>
              <Button type="primary" onClick={() => void save('published')} loading={busy === 'published'}>{isFuture ? '定时发布' : '发布'}</Button>
              <Button onClick={() => void save(article?.status ?? 'draft', 'preview')} loading={busy === 'preview'}>预览</Button>
            </Space>
          </Card>
          <Card title="栏目与属性" style={{ marginTop: 16 }}>
            <Form.Item name="path" label="栏目" rules={[{ required: true, message: '请选择栏目' }]}>
              <Select options={categoryOptions} showSearch optionFilterProp="label" />
            </Form.Item>
            <Form.Item name="cover" label="封面">
              <PictureField />
            </Form.Item>
            <Form.Item name="tags" label="标签" extra="可输入新标签，回车确认">
              <Select mode="tags" options={options.tags.map((t) => ({ value: t, label: t }))} maxCount={ARTICLE_LIMITS.tags} tokenSeparators={[',', '，']} />
            </Form.Item>
            <Form.Item name="source" label="来源">
              <Input maxLength={ARTICLE_LIMITS.source} placeholder="学院编辑部" />
            </Form.Item>
            <Form.Item name="author" label="作者">
              <Input maxLength={ARTICLE_LIMITS.author} placeholder="默认为您的姓名" />
            </Form.Item>
            <Form.Item name="isPinned" label="置顶" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
