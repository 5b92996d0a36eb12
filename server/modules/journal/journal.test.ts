import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import type { ApiArticleDetail } from '@/contract/wire/article';
import type { ApiJournalDetail, ApiJournalList } from '@/contract/wire/journal';
import { freshTestDb } from '@/tests/api/test-db';
import { createApiCaller } from '@/tests/api/call-api';

describe('journal endpoints', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let all: ApiJournalList;

  beforeAll(async () => {
    const { envelope } = await api.call<ApiJournalList>('journal/list', {}, { origin: null });
    expect(envelope.code).toBe(0);
    all = envelope.data;
  });

  const detail = (id: string | number) => api.call<ApiJournalDetail>(`journal/detail/${id}`, {}, { origin: null });

  describe('journal/list', () => {
    it('lists the issues newest first, with their years; every year but the current one is whole', () => {
      const published = all.issues.length;
      expect(published).toBeGreaterThanOrEqual(12);
      expect(published).toBeLessThanOrEqual(18);
      // A bimonthly: six issues a year, numbered 1 to 6, each out in the second month of its two.
      const thisYear = Math.max(...all.years.map((y) => y.year));
      for (const { year, count } of all.years) {
        const numbers = all.issues.filter((i) => i.year === year).map((i) => i.number).sort((a, b) => a - b);
        if (year !== thisYear || count === 6) expect(numbers, String(year)).toEqual([1, 2, 3, 4, 5, 6]);
        else expect(numbers, String(year)).toEqual(Array.from({ length: count }, (_, k) => k + 1));
      }
      for (const issue of all.issues) {
        const month = new Date((issue.publishedAt + 8 * 3600) * 1000).getUTCMonth() + 1;
        expect(month, `${issue.year}-${issue.number}`).toBe(issue.number * 2);
        expect(new Date((issue.publishedAt + 8 * 3600) * 1000).getUTCFullYear()).toBe(issue.year);
      }
      for (const issue of all.issues) {
        expect(issue.name).toBe('中原基层医学');
        expect(issue.paperCount).toBeGreaterThan(0);
        expect(issue.cover).toMatch(/^\/images\//);
      }
      const keys = all.issues.map((i) => i.year * 100 + i.number);
      expect([...keys].sort((a, b) => b - a)).toEqual(keys);
      expect(all.years.reduce((n, y) => n + y.count, 0)).toBe(all.issues.length);
      expect(all.years.map((y) => y.year)).toEqual([...new Set(all.issues.map((i) => i.year))]);
    });

    it('narrows to one year', async () => {
      const { year, count } = all.years[0];
      const { envelope } = await api.call<ApiJournalList>('journal/list', { year: String(year) }, { origin: null });
      expect(envelope.data.issues).toHaveLength(count);
      expect(envelope.data.issues.every((i) => i.year === year)).toBe(true);
      expect(envelope.data.years).toEqual(all.years);
    });

    it('answers a year without issues with NotFound and a malformed year with BadInput', async () => {
      expect((await api.call('journal/list', { year: '1999' }, { origin: null })).envelope.code).toBe(Code.NotFound);
      for (const year of ['abc', '25', '20255', '3000']) {
        expect((await api.call('journal/list', { year }, { origin: null })).envelope.code, year).toBe(Code.BadInput);
      }
    });
  });

  describe('journal/detail', () => {
    it('answers an issue with its contents by column, each paper linking to its article', async () => {
      const issue = all.issues[1];
      const { envelope } = await detail(issue.id);
      expect(envelope.code).toBe(0);
      const d = envelope.data;
      expect(d.issue).toEqual(issue);
      expect(d.sections.map((s) => s.name)).toEqual(['论著', '基层实践', '综述', '中医药', '病例报告']);
      const entries = d.sections.flatMap((s) => s.entries);
      expect(entries).toHaveLength(issue.paperCount);
      const pages = entries.map((e) => e.page);
      expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      const paper = (await api.call<ApiArticleDetail>(`article/detail/${entries[0].articleId}`, {}, { origin: null })).envelope.data;
      expect(paper.title).toBe(entries[0].title);
      expect(paper.journal).toMatchObject({ id: issue.id, year: issue.year, number: issue.number });
      expect(d.newer?.id).toBe(all.issues[0].id);
      expect(d.older?.id).toBe(all.issues[2].id);
    });

    it('has no newer issue for the latest and no older one for the first', async () => {
      expect((await detail(all.issues[0].id)).envelope.data.newer).toBeNull();
      expect((await detail(all.issues.at(-1)!.id)).envelope.data.older).toBeNull();
    });

    it('answers an unknown issue with NotFound and a malformed id with BadInput', async () => {
      expect((await detail(999_999)).envelope.code).toBe(Code.NotFound);
      expect((await detail('abc')).envelope.code).toBe(Code.BadInput);
    });
  });
});
