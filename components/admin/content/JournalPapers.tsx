// An issue's papers in printed order (admin/journal/paper/*): added and edited in a dialog (column, title,
// authors, first page, abstract, PDF uploaded through admin/upload/pdf), moved up and down, removed.
import { ArrowDownOutlined, ArrowUpOutlined, FilePdfOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Modal, Row, Space, Table, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { JOURNAL_LIMITS as L, type ApiAdminJournal, type ApiAdminJournalPaper, type ApiAdminPdf } from '@/contract/wire/admin-content';
import { useUpload } from '../useUpload';
import { confirmDelete, submit } from './actions';
import styles from './content.module.css';
import { FieldCol } from '@/components/admin/FieldCol';

type Values = { section: string; title: string; authors: string; page: string; abstract: string };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function PdfField({ value, onChange }: { value: ApiAdminPdf | null; onChange: (pdf: ApiAdminPdf | null) => void }) {
  const { busy, upload: send, message } = useUpload<ApiAdminPdf>('admin/upload/pdf', (pdf) => (onChange(pdf), 'PDF 已上传，保存论文后生效'));
  const upload = async (file: File) => {
    if (file.size > L.pdfBytes) {
      void message.error(`PDF 不能超过 ${L.pdfBytes / 1024 / 1024} MB`);
      return;
    }
    await send(file, { name: file.name });
  };
  return (
    <Space wrap>
      {value ? (
        <span><FilePdfOutlined /> {value.name}（{sizeText(value.size)}）</span>
      ) : (
        <span className={styles.muted}>未上传</span>
      )}
      <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={(f) => (void upload(f), false)}>
        <Button icon={<UploadOutlined />} loading={busy}>{value ? '更换 PDF' : '上传 PDF'}</Button>
      </Upload>
      {value ? <Button type="link" danger onClick={() => onChange(null)}>移除</Button> : null}
    </Space>
  );
}

export function JournalPapers({ journal }: { journal: ApiAdminJournal }) {
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const router = useRouter();
  const reload = () => router.replace(router.asPath, undefined, { scroll: false });
  /** The paper in the dialog: undefined closed, null a new one. */
  const [editing, setEditing] = useState<ApiAdminJournalPaper | null | undefined>(undefined);
  const [initial, setInitial] = useState<Values | null>(null);
  const [pdf, setPdf] = useState<ApiAdminPdf | null>(null);
  const [saving, setSaving] = useState(false);
  const [moving, setMoving] = useState<number | null>(null);

  const open = (paper: ApiAdminJournalPaper | null) => {
    setEditing(paper);
    setPdf(paper?.pdf ?? null);
    const last = journal.papers.at(-1);
    // The dialog's form mounts on opening (destroyOnHidden) and starts from these.
    setInitial(
      paper
        ? { section: paper.section, title: paper.title, authors: paper.authors, page: String(paper.page), abstract: paper.abstract }
        : { section: last?.section ?? '', title: '', authors: '', page: '', abstract: '' },
    );
  };

  const save = async (v: Values) => {
    setSaving(true);
    const body = { ...v, journalId: String(journal.id), ...(editing ? { id: String(editing.id) } : {}), pdfId: pdf?.id ?? '' };
    const saved = await submit<{ id: number }>('admin/journal/paper/save', body, form, message);
    setSaving(false);
    if (!saved) return;
    void message.success(editing ? '论文已保存' : '论文已添加到本期末尾');
    setEditing(undefined);
    await reload();
  };

  const move = async (paper: ApiAdminJournalPaper, direction: 'up' | 'down') => {
    setMoving(paper.id);
    const moved = await submit(`admin/journal/paper/move/${paper.id}`, { direction }, null, message);
    setMoving(null);
    if (moved) await reload();
  };

  const columns: ColumnsType<ApiAdminJournalPaper> = [
    { title: '序', key: 'n', width: 48, render: (_v, _r, k) => k + 1 },
    { title: '栏目', dataIndex: 'section', width: 100, responsive: ['md'] },
    {
      title: '题目', dataIndex: 'title',
      render: (title: string, r) => (
        <>
          <div>{title}</div>
          <div className={styles.muted}>{r.authors} · 第 {r.page} 页</div>
        </>
      ),
    },
    {
      title: '全文', dataIndex: 'pdf', width: 90,
      render: (p: ApiAdminPdf | null, r) =>
        p ? (journal.status === 'published' ? <a href={`/api/med/journal/pdf/${r.id}`}><FilePdfOutlined /> PDF</a> : <span><FilePdfOutlined /> PDF</span>) : <span className={styles.muted}>无</span>,
    },
    {
      title: '操作', key: 'actions', width: 200, fixed: 'right',
      render: (_v, r, k) => (
        <Space size={0} wrap>
          <Button type="link" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={k === 0} loading={moving === r.id} onClick={() => void move(r, 'up')} />
          <Button type="link" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={k === journal.papers.length - 1} onClick={() => void move(r, 'down')} />
          <Button type="link" size="small" onClick={() => open(r)}>编辑</Button>
          <Button
            type="link" size="small" danger
            onClick={() => confirmDelete({ modal, message, onDone: () => void reload() }, {
              title: `删除论文“${r.title}”？`, content: '论文及其全文 PDF 将从本期移除，无法恢复。', path: `admin/journal/paper/delete/${r.id}`,
            })}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={`本期论文（${journal.papers.length} 篇）`} className={styles.card}
      extra={<Button icon={<PlusOutlined />} onClick={() => open(null)}>添加论文</Button>}
    >
      <Table<ApiAdminJournalPaper> rowKey="id" columns={columns} dataSource={journal.papers} pagination={false} scroll={{ x: 560 }} size="middle" locale={{ emptyText: '本期还没有论文' }} />
      <Modal
        title={editing ? '编辑论文' : '添加论文'} open={editing !== undefined} onCancel={() => setEditing(undefined)}
        onOk={() => form.submit()} okText="保存" cancelText="取消" confirmLoading={saving} width={720} destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" initialValues={initial ?? undefined} onFinish={(v) => void save(v)}>
          <Row gutter={16}>
            <FieldCol xs={12} md={8} name="section" label="栏目" requiredText="请填写栏目">
              <Input maxLength={L.section} placeholder="论著" />
            </FieldCol>
            <FieldCol xs={12} md={4} name="page" label="起始页码" requiredText="请填写页码">
              <Input inputMode="numeric" maxLength={4} />
            </FieldCol>
            <FieldCol md={12} name="authors" label="作者" requiredText="请填写作者">
              <Input maxLength={L.authors} placeholder="多位作者以逗号分隔" />
            </FieldCol>
            <FieldCol name="title" label="题目" requiredText="请填写题目">
              <Input maxLength={L.title} showCount />
            </FieldCol>
            <FieldCol name="abstract" label="摘要">
              <Input.TextArea maxLength={L.abstract} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
            </FieldCol>
            <FieldCol label="全文 PDF" extra={`只接受真正的 PDF 文件，最大 ${L.pdfBytes / 1024 / 1024} MB；期刊发布后读者可下载`}>
              <PdfField value={pdf} onChange={setPdf} />
            </FieldCol>
          </Row>
        </Form>
      </Modal>
    </Card>
  );
}
