import { describe, expect, it } from 'vitest';
import { articleJsonLd, authorsJsonLd, citationMeta, documentJsonLd, publicationIssueJsonLd, reviewerOf } from './article-json-ld';
import type { ApiArticleDetail, ApiDocument } from '@/contract/wire/article';
import type { ApiJournalDetail } from '@/contract/wire/journal';

const ctx = { site: { name: '培训学院' }, siteUrl: 'https://example.org' };
const category = { id: 11, name: '前沿资讯', path: '/news-frontier', type: 'article' as const, description: '' };
const article: ApiArticleDetail = {
  id: 7, title: '新版指南发布', summary: '要点', body: '<p>正文</p>', cover: null, source: '学院', author: '培训部', views: 3,
  publishedAt: 1_700_000_000, category, parent: null, tags: [{ id: 1, name: '指南解读' }], documents: [], related: [],
  newer: null, older: null, journal: null,
};

describe('articleJsonLd', () => {
  it('describes news as a NewsArticle in China time', () => {
    const ld = articleJsonLd(article, ctx) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'NewsArticle', headline: '新版指南发布', url: 'https://example.org/detail/7', keywords: '指南解读',
      author: [{ '@type': 'Organization', name: '培训部' }], articleSection: '前沿资讯',
    });
    expect(ld.datePublished).toBe('2023-11-15T06:13:20+08:00');
    // The publisher is the page's one Organization node, by reference.
    expect(ld.publisher).toEqual({ '@id': 'https://example.org/#organization' });
  });

  it('describes a science article as an Article on a MedicalWebPage reviewed by the doctor the page names', () => {
    const science = {
      ...article, category: { ...category, name: '科普', path: '/science' },
      body: '<p>多喝水。</p><p>（审核专家：王建国，郑州大学第一附属医院心内科主任医师）</p>',
    };
    const ld = articleJsonLd(science, ctx) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Article',
      mainEntityOfPage: {
        '@type': 'MedicalWebPage', '@id': 'https://example.org/detail/7',
        reviewedBy: { '@type': 'Person', name: '王建国', jobTitle: '郑州大学第一附属医院心内科主任医师' },
      },
    });
    expect(reviewerOf('<p>没有审核信息</p>')).toBeNull();
    const unreviewed = articleJsonLd({ ...science, body: '<p>多喝水。</p>' }, ctx) as { mainEntityOfPage: Record<string, unknown> };
    expect(unreviewed.mainEntityOfPage['@type']).toBe('MedicalWebPage');
    expect(unreviewed.mainEntityOfPage.reviewedBy).toBeUndefined();
  });

  it('describes a journal paper as a ScholarlyArticle within its issue and periodical', () => {
    const paper = { ...article, author: '张三，李四', journal: { id: 2, name: '中原基层医学', year: 2025, number: 3, section: '论著', page: 9 } };
    const ld = articleJsonLd(paper, ctx) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'ScholarlyArticle', pageStart: '9', articleSection: '论著',
      author: [{ '@type': 'Person', name: '张三' }, { '@type': 'Person', name: '李四' }],
      isPartOf: { '@type': 'PublicationIssue', issueNumber: '3', isPartOf: { '@type': 'Periodical', name: '中原基层医学' } },
    });
  });
});

describe('publicationIssueJsonLd', () => {
  it('lists the papers of an issue with their pages and addresses', () => {
    const j: ApiJournalDetail = {
      issue: { id: 2, name: '中原基层医学', year: 2025, number: 3, cover: '/c.svg', summary: 's', publishedAt: 1_700_000_000, paperCount: 1 },
      sections: [{ name: '综述', entries: [{ id: 1, title: '研究进展', authors: '王五', page: 12, articleId: 40, summary: '', pdfUrl: null }] }],
      newer: null, older: null,
    };
    expect(publicationIssueJsonLd(j, ctx)).toMatchObject({
      '@type': 'PublicationIssue', image: 'https://example.org/c.svg',
      hasPart: [{ '@type': 'ScholarlyArticle', headline: '研究进展', pageStart: '12', url: 'https://example.org/detail/40' }],
    });
  });
});

describe('documentJsonLd', () => {
  it('gives the file type and the file address', () => {
    const d: ApiDocument = {
      id: 5, title: '方案', fileType: 'pdf', sizeBytes: 10, pageCount: 1, createdAt: 1_700_000_000, url: '/files/a.pdf',
      article: { id: 7, title: '通知', source: '学院', category }, text: null, textTruncated: false,
    };
    expect(documentJsonLd(d, ctx)).toMatchObject({
      '@type': 'DigitalDocument', encodingFormat: 'application/pdf', contentUrl: 'https://example.org/files/a.pdf',
    });
  });
});

describe('authorsJsonLd', () => {
  it('tells departments from people', () => {
    expect(authorsJsonLd('学院办公室、张三')).toEqual([
      { '@type': 'Organization', name: '学院办公室' },
      { '@type': 'Person', name: '张三' },
    ]);
  });
});

describe('citationMeta', () => {
  it('gives a journal paper the citation_* tags Google Scholar reads, one author per tag', () => {
    const paper = { ...article, author: '张三，李四', journal: { id: 2, name: '中原基层医学', year: 2025, number: 3, section: '论著', page: 9 } };
    const meta = citationMeta(paper, 'https://example.org');
    const get = (name: string) => meta.filter((m) => m.name === name).map((m) => m.content);
    expect(get('citation_title')).toEqual(['新版指南发布']);
    expect(get('citation_author')).toEqual(['张三', '李四']);
    expect(get('citation_journal_title')).toEqual(['中原基层医学']);
    expect(get('citation_issue')).toEqual(['3']);
    expect(get('citation_firstpage')).toEqual(['9']);
    expect(get('citation_publication_date')[0]).toMatch(/^\d{4}\/\d\d\/\d\d$/);
  });

  it('gives other articles none', () => {
    expect(citationMeta(article, 'https://example.org')).toEqual([]);
  });
});
