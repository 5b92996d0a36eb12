// How the viewer and the article page describe a document.
import type { ApiDocumentFileType } from '@/contract/wire/article';

export const fileTypeLabel: Record<ApiDocumentFileType, string> = {
  pdf: 'PDF 文档',
  doc: 'Word 文档',
  docx: 'Word 文档',
  ppt: 'PPT 演示文稿',
  pptx: 'PPT 演示文稿',
  xls: 'Excel 表格',
  xlsx: 'Excel 表格',
  txt: '文本文件',
};

/** 613 -> "613 B", 5442 -> "5.3 KB", 1.5 MiB -> "1.5 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file name a download saves as: the document's title with the file's extension. */
export function downloadName(title: string, url: string): string {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(url)?.[1] ?? '';
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').trim() || '资料';
  return ext ? `${safe}.${ext}` : safe;
}
