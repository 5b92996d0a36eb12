// /journal: the journal's issues by year; ?year= shows one year (an odd or empty year answers 404).
import type { ApiJournalList } from '@/contract/wire/journal';
import { withPage } from './page';

export type JournalListProps = { journals: ApiJournalList; year: number | null };

export const getServerSideProps = withPage<JournalListProps>(async ({ ctx, api }) => {
  const raw = ctx.query.year;
  if (raw !== undefined && (typeof raw !== 'string' || !/^\d{4}$/.test(raw))) return { notFound: true };
  const journals = await api.call<ApiJournalList>('journal/list', raw ? { year: raw } : {});
  return { props: { journals, year: raw ? Number(raw) : null } };
});
