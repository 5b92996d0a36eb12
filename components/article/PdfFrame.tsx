// A PDF inside the page when the browser can show one (navigator.pdfViewerEnabled: desktop browsers
// yes, most phones no). The server cannot know: it renders a note that also makes sense without
// JavaScript, and the browser swaps in the frame (or the plain explanation) after hydration.
import { useBrowserValue } from './use-browser-value';
import styles from './viewer.module.css';

const readPdfSupport = () => navigator.pdfViewerEnabled === true;

type Props = { url: string; title: string };

export function PdfFrame({ url, title }: Props) {
  const canShow = useBrowserValue<boolean | null>(readPdfSupport, null);

  if (canShow) return <iframe className={styles.frame} src={url} title={`${title}（PDF 预览）`} />;
  return (
    <p className={styles.note} role="status">
      {canShow === null ? (
        <>
          <strong>正在载入文档预览…</strong>
          如长时间未显示，请点击“下载”保存后查看，或选择“在新窗口打开”。
        </>
      ) : (
        <>
          <strong>当前浏览器无法在页面内显示 PDF</strong>
          请点击“下载”保存后查看，或选择“在新窗口打开”。
        </>
      )}
    </p>
  );
}
