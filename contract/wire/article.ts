// Wire types of the article endpoints (article/list, article/detail/:id, article/document/:id): what
// the news listing (/{newsPath}), the article page (/detail/{id}) and the viewer (/view/{id}) receive.
import type { ApiArticleCard, ApiCategory, ApiPage } from '@/contract/api-types';

/** A category as a listing or an article names it. */
export type ApiArticleCategory = Pick<ApiCategory, 'id' | 'name' | 'path' | 'type'> & { description: string };

/** An article in a category listing: the card plus what the list shows beside the title. */
export type ApiArticleListItem = ApiArticleCard & { source: string; views: number; isPinned: boolean };

/** article/list: one page of a news category (a section root lists its children's articles too). */
export type ApiArticleList = ApiPage<ApiArticleListItem> & {
  category: ApiArticleCategory;
  /** The category above it (e.g. 资讯 above 政策法规, 培训班 above 培训通知), for breadcrumbs. */
  parent: ApiArticleCategory | null;
  /** A news section with sub-categories: its root and children, shown as tabs; null otherwise. */
  section: { root: ApiArticleCategory; children: ApiArticleCategory[] } | null;
};

export type ApiTagRef = { id: number; name: string };

/** What a document is (server/modules/article/schema.ts DocumentFileType). */
export type ApiDocumentFileType = 'pdf' | 'doc' | 'docx' | 'ppt' | 'pptx' | 'xls' | 'xlsx' | 'txt';

/** A document attached to an article, as the article page lists it. */
export type ApiDocumentCard = {
  id: number;
  title: string;
  fileType: ApiDocumentFileType;
  sizeBytes: number;
  pageCount: number;
  createdAt: number;
};

/** A journal paper's place in its issue. */
export type ApiArticleJournal = { id: number; name: string; year: number; number: number; section: string; page: number };

export type ApiArticleLink = { id: number; title: string };

/** article/detail/:id. */
export type ApiArticleDetail = {
  id: number;
  title: string;
  summary: string;
  /** Rich text, already sanitized on the server with an allow-list (docs/security.md). */
  body: string;
  cover: string | null;
  source: string;
  author: string;
  views: number;
  publishedAt: number;
  category: ApiArticleCategory;
  parent: ApiArticleCategory | null;
  tags: ApiTagRef[];
  documents: ApiDocumentCard[];
  /** Articles sharing a tag first, then the newest of the same category. */
  related: ApiArticleCard[];
  /** The neighbours in the category's list: newer (listed above) and older (listed below). */
  newer: ApiArticleLink | null;
  older: ApiArticleLink | null;
  /** Set when the article is a paper of a journal issue. */
  journal: ApiArticleJournal | null;
};

/** article/document/:id: what the viewer shows. */
export type ApiDocument = ApiDocumentCard & {
  /** Same-site address of the file, e.g. /files/demo-policy.pdf. */
  url: string;
  /** The article it belongs to, with its category for breadcrumbs. */
  article: { id: number; title: string; source: string; category: ApiArticleCategory };
  /** For text documents: the text itself (bounded), shown in the page; null for other types. */
  text: string | null;
  /** True when text was cut at the preview limit. */
  textTruncated: boolean;
};
