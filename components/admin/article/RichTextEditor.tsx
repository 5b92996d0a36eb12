// The article body's editor (Tiptap: StarterKit's paragraphs, headings, lists, quotes, bold/italic, links, plus
// images). Pictures are uploaded through admin/upload/image and inserted by the URL the site serves them at.
// It writes HTML; the API sanitizes it on save with the public article's rules, so whatever is pasted in,
// only the allowed markup is stored.
import { App, Button, Divider, Space, Tooltip, Upload } from 'antd';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import type { ApiAdminImage } from '@/contract/wire/admin-article';
import { uploadFile } from '@/lib/upload';
import { applyApiErrors } from '../applyApiErrors';
import styles from './RichTextEditor.module.css';

type Props = {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  /** What the text is, for screen readers (a form with two editors names each). */
  label?: string;
};

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={label} aria-pressed={active} onClick={onClick}>
        {children}
      </Button>
    </Tooltip>
  );
}

function Toolbar({ editor, onImage, uploading }: { editor: Editor; onImage: (file: File) => void; uploading: boolean }) {
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('链接地址（本站路径或 https 地址，留空则取消链接）', previous ?? 'https://');
    if (href === null) return;
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <Space wrap size={2} className={styles.toolbar} role="toolbar" aria-label="正文格式">
      <ToolButton label="二级标题" active={editor.isActive('heading', { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()}>H2</ToolButton>
      <ToolButton label="三级标题" active={editor.isActive('heading', { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()}>H3</ToolButton>
      <Divider type="vertical" />
      <ToolButton label="加粗" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}><b>B</b></ToolButton>
      <ToolButton label="斜体" active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}><i>I</i></ToolButton>
      <ToolButton label="无序列表" active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()}>• 列表</ToolButton>
      <ToolButton label="有序列表" active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()}>1. 列表</ToolButton>
      <ToolButton label="引用" active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()}>引用</ToolButton>
      <ToolButton label="链接" active={editor.isActive('link')} onClick={setLink}>链接</ToolButton>
      <Upload accept="image/jpeg,image/png,image/gif,image/webp" showUploadList={false} beforeUpload={(f) => (onImage(f), false)}>
        <Button size="small" type="text" loading={uploading} aria-label="插入图片">插入图片</Button>
      </Upload>
      <Divider type="vertical" />
      <ToolButton label="撤销" onClick={() => chain().undo().run()}>撤销</ToolButton>
      <ToolButton label="重做" onClick={() => chain().redo().run()}>重做</ToolButton>
    </Space>
  );
}

export function RichTextEditor({ value, onChange, id, label = '正文' }: Props) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] } }),
      Image,
    ],
    content: value ?? '',
    // Rendered on the server too (getServerSideProps): the editor mounts in the browser only.
    immediatelyRender: false,
    editorProps: { attributes: { class: styles.content, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (the form reset) replaces the content; typing does not come back here.
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const insertImage = async (file: File) => {
    if (!editor) return;
    setUploading(true);
    try {
      const image = await uploadFile<ApiAdminImage>('admin/upload/image', file, {}, { suppressToast: true });
      editor.chain().focus().setImage({ src: image.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (error) {
      if (!applyApiErrors(error, null, message)) throw error;
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.editor}>
      {editor ? <Toolbar editor={editor} onImage={(f) => void insertImage(f)} uploading={uploading} /> : <div className={styles.toolbar} />}
      <EditorContent editor={editor} />
    </div>
  );
}
