// /view/{id}: a document or attachment: its title and facts, the document itself in the page (a PDF
// in a frame where the browser can show one, text as text, otherwise an explanation) and a download.
import Link from '@/components/ui/Link';
import { downloadName, fileTypeLabel, formatFileSize } from '@/components/article/format';
import { PdfFrame } from '@/components/article/PdfFrame';
import styles from '@/components/article/viewer.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { documentJsonLd } from '@/lib/article-json-ld';
import { formatDate } from '@/contract/time';
import type { DocumentViewProps } from '@/loaders/document-view';
import type { BaseProps } from '@/loaders/page';
import type { ApiDocument } from '@/contract/wire/article';
import { buttonClass } from '@/components/ui/Button';

export { getServerSideProps } from '@/loaders/document-view';

function Preview({ doc }: { doc: ApiDocument }) {
  if (doc.fileType === 'pdf') return <PdfFrame url={doc.url} title={doc.title} />;
  if (doc.text !== null) {
    return (
      <>
        {/* Text is rendered as text (React escapes it), never as HTML. */}
        <pre className={styles.text} tabIndex={0} aria-label={`${doc.title} 正文`}>
          {doc.text}
        </pre>
        {doc.textTruncated ? <p className={styles.cut}>内容较长，页面仅显示开头部分，完整内容请下载查看。</p> : null}
      </>
    );
  }
  return (
    <p className={styles.note}>
      <strong>{fileTypeLabel[doc.fileType]}暂不支持在线预览</strong>
      请点击“下载”保存后，使用 WPS 或 Microsoft Office 打开。
    </p>
  );
}

/** Whether the page shows the document itself (PDF in a frame, text as text) rather than only a download. */
const hasPreview = (doc: ApiDocument) => doc.fileType === 'pdf' || doc.text !== null;

/**
 * Many attachments share a name (every class notice has a 培训报名回执表): the title names the article's
 * subject too, without the 关于举办 ... 的通知 that every notice shares.
 */
function documentTitle(doc: Pick<ApiDocument, 'title' | 'article'>): string {
  // The year goes too: titles are clipped to 30 characters, and two classes of one year differ only
  // further on (2026年郑州市家庭医生团队长… and 2026年郑州市家庭医生签约…).
  const topic = doc.article.title.replace(/^关于(举办|印发|开展|做好)?/, '').replace(/的?通知$/, '').replace(/^\d{4}年/, '');
  return doc.article.title.includes(doc.title.replace(/（全文）$/, '')) ? doc.title : `${doc.title}（${topic}）`;
}

export default function ViewPage({ doc, site, siteUrl }: DocumentViewProps & BaseProps) {
  const { article } = doc;
  const crumbs: Crumb[] = [
    { name: '首页', path: '/' },
    { name: article.category.name, path: article.category.path },
    { name: article.title, path: `/detail/${article.id}` },
    { name: doc.title, path: `/view/${doc.id}` },
  ];
  const date = formatDate(doc.createdAt);
  const canOpen = doc.fileType === 'pdf' || doc.fileType === 'txt';

  return (
    <>
      <Seo
        title={documentTitle(doc)}
        site={site}
        siteUrl={siteUrl}
        path={`/view/${doc.id}`}
        // Without a preview the page is a download button: worth following to the article, not listing.
        robots={hasPreview(doc) ? 'index' : 'noindex-follow'}
        description={`${article.title}的附件：${doc.title}（${fileTypeLabel[doc.fileType]}，${formatFileSize(doc.sizeBytes)}），可在线查看和下载。`}
        jsonLd={[documentJsonLd(doc, { site, siteUrl }), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{doc.title}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>类型</dt>
            <dd>{fileTypeLabel[doc.fileType]}</dd>
          </div>
          <div>
            <dt>大小</dt>
            <dd>{formatFileSize(doc.sizeBytes)}</dd>
          </div>
          {doc.fileType === 'pdf' ? (
            <div>
              <dt>页数</dt>
              <dd>{doc.pageCount} 页</dd>
            </div>
          ) : null}
          <div>
            <dt>日期</dt>
            <dd>
              <time dateTime={date}>{date}</time>
            </dd>
          </div>
          <div>
            <dt>来源</dt>
            <dd>{article.source}</dd>
          </div>
          <div>
            <dt>所属文章</dt>
            <dd>
              <Link href={`/detail/${article.id}`}>{article.title}</Link>
            </dd>
          </div>
        </dl>
        <p className={styles.actions}>
          <a className={buttonClass({ variant: 'primary' })} href={doc.url} download={downloadName(doc.title, doc.url)}>
            下载
          </a>
          {canOpen ? (
            <a className={buttonClass({ variant: 'secondary' })} href={doc.url} target="_blank" rel="noopener">
              在新窗口打开
            </a>
          ) : null}
        </p>
      </header>
      <section className={styles.stage} aria-label="文档内容">
        <Preview doc={doc} />
      </section>
    </>
  );
}
