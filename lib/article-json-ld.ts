// schema.org JSON-LD for the news and journal screens (docs/architecture.md §5 "Crawlers"): NewsArticle for news,
// ScholarlyArticle for journal papers, Article on a MedicalWebPage for science (科普) articles, with the
// reviewing doctor the page names, Periodical and PublicationIssue for the journal, DigitalDocument
// for attachments; citation_* meta tags for journal papers (Google Scholar reads those, not JSON-LD).
// The publisher is the site's one Organization node (lib/json-ld.ts), referred to by @id. Pure
// functions of the wire data, so they are unit-tested without a page.
import { formatDate } from '@/contract/time';
import { organizationRef } from './json-ld';
import type { ApiArticleDetail, ApiDocument } from '@/contract/wire/article';
import type { ApiJournalDetail, ApiJournalIssue } from '@/contract/wire/journal';

type Site = { name: string };
type Ctx = { site: Site; siteUrl: string };

const ISO = 'YYYY-MM-DDTHH:mm:ssZ';
const abs = (siteUrl: string, url: string) => (url.startsWith('http') ? url : `${siteUrl}${url}`);

function publisher({ siteUrl }: Ctx) {
  return organizationRef(siteUrl);
}

/** Science articles name their reviewer in the text, as the seed and editors write it: （审核专家：姓名，单位科室职称）. */
const REVIEWER = /审核专家[：:]\s*([^，,（）()\s]{2,8})\s*[，,]\s*([^）)]{2,80})[）)]/u;

/** The doctor who reviewed a science article, as the page names them, or null. */
export function reviewerOf(body: string): { name: string; title: string } | null {
  const m = REVIEWER.exec(body.replace(/<[^>]*>/g, ''));
  return m ? { name: m[1], title: m[2].trim() } : null;
}

const isScience = (a: Pick<ApiArticleDetail, 'category' | 'parent'>) => a.category.path === '/science' || a.parent?.path === '/science';

/** Authors as written in the seed and by editors: "张三，李四" for papers; a department or a person for news. */
export function authorsJsonLd(author: string): object[] {
  return author
    .split(/[，,、]/)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ '@type': /(部|室|处|中心|学会|学院|委员会|编辑部)$/.test(name) ? 'Organization' : 'Person', name }));
}

export const issueName = (issue: Pick<ApiJournalIssue, 'year' | 'number'>) => `${issue.year}年第${issue.number}期`;

function periodical(ctx: Ctx, name: string) {
  return { '@type': 'Periodical', name, url: `${ctx.siteUrl}/journal`, publisher: publisher(ctx) };
}

export function articleJsonLd(a: ApiArticleDetail, ctx: Ctx): object {
  const url = `${ctx.siteUrl}/detail/${a.id}`;
  const published = formatDate(a.publishedAt, ISO);
  const common = {
    '@context': 'https://schema.org',
    headline: a.title.slice(0, 110),
    description: a.summary,
    datePublished: published,
    dateModified: published,
    author: authorsJsonLd(a.author),
    publisher: publisher(ctx),
    image: [abs(ctx.siteUrl, a.cover ?? '/images/share.jpg')],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'zh-CN',
    articleSection: a.journal?.section ?? a.category.name,
    ...(a.tags.length ? { keywords: a.tags.map((t) => t.name).join(',') } : {}),
  };
  if (isScience(a)) {
    const reviewer = reviewerOf(a.body);
    return {
      ...common,
      '@type': 'Article',
      mainEntityOfPage: {
        '@type': 'MedicalWebPage',
        '@id': url,
        url,
        inLanguage: 'zh-CN',
        audience: { '@type': 'PeopleAudience', audienceType: '公众' },
        ...(reviewer ? { reviewedBy: { '@type': 'Person', name: reviewer.name, jobTitle: reviewer.title }, lastReviewed: published.slice(0, 10) } : {}),
      },
    };
  }
  if (!a.journal) return { ...common, '@type': 'NewsArticle' };
  return {
    ...common,
    '@type': 'ScholarlyArticle',
    pageStart: String(a.journal.page),
    isPartOf: {
      '@type': 'PublicationIssue',
      issueNumber: String(a.journal.number),
      name: issueName(a.journal),
      url: `${ctx.siteUrl}/journal/${a.journal.id}`,
      isPartOf: periodical(ctx, a.journal.name),
    },
  };
}

function issueJsonLd(issue: ApiJournalIssue, ctx: Ctx): object {
  return {
    '@type': 'PublicationIssue',
    issueNumber: String(issue.number),
    name: `《${issue.name}》${issueName(issue)}`,
    datePublished: formatDate(issue.publishedAt),
    url: `${ctx.siteUrl}/journal/${issue.id}`,
    image: abs(ctx.siteUrl, issue.cover),
  };
}

/** /journal: the periodical with the issues shown. */
export function periodicalJsonLd(name: string, issues: ApiJournalIssue[], ctx: Ctx): object {
  return { '@context': 'https://schema.org', ...periodical(ctx, name), hasPart: issues.map((i) => issueJsonLd(i, ctx)) };
}

/** /journal/{id}: the issue, part of the periodical, with its papers. */
export function publicationIssueJsonLd(j: ApiJournalDetail, ctx: Ctx): object {
  return {
    '@context': 'https://schema.org',
    ...issueJsonLd(j.issue, ctx),
    description: j.issue.summary,
    isPartOf: periodical(ctx, j.issue.name),
    hasPart: j.sections.flatMap((s) =>
      s.entries.map((e) => ({
        '@type': 'ScholarlyArticle',
        headline: e.title,
        author: authorsJsonLd(e.authors),
        articleSection: s.name,
        pageStart: String(e.page),
        ...(e.articleId ? { url: `${ctx.siteUrl}/detail/${e.articleId}` } : {}),
      })),
    ),
  };
}

const MIME: Record<ApiDocument['fileType'], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/** /view/{id}: the document, part of its article. */
export function documentJsonLd(d: ApiDocument, ctx: Ctx): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'DigitalDocument',
    name: d.title,
    url: `${ctx.siteUrl}/view/${d.id}`,
    encodingFormat: MIME[d.fileType],
    contentUrl: abs(ctx.siteUrl, d.url),
    contentSize: `${d.sizeBytes} B`,
    dateCreated: formatDate(d.createdAt),
    publisher: publisher(ctx),
    isPartOf: { '@type': 'Article', headline: d.article.title, url: `${ctx.siteUrl}/detail/${d.article.id}` },
  };
}

/**
 * Google Scholar's meta tags for a journal paper (/detail/{id} of a paper): title, each author, date,
 * journal, issue and first page. Empty for other articles.
 */
export function citationMeta(a: ApiArticleDetail, siteUrl: string): { name: string; content: string }[] {
  if (!a.journal) return [];
  const authors = authorsJsonLd(a.author).map((p) => (p as { name: string }).name);
  return [
    { name: 'citation_title', content: a.title },
    ...authors.map((name) => ({ name: 'citation_author', content: name })),
    { name: 'citation_publication_date', content: formatDate(a.publishedAt, 'YYYY/MM/DD') },
    { name: 'citation_journal_title', content: a.journal.name },
    { name: 'citation_volume', content: String(a.journal.year) },
    { name: 'citation_issue', content: String(a.journal.number) },
    { name: 'citation_firstpage', content: String(a.journal.page) },
    { name: 'citation_language', content: 'zh' },
    { name: 'citation_abstract_html_url', content: `${siteUrl}/detail/${a.id}` },
  ];
}
